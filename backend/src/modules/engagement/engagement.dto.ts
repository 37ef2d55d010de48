import { ApiProperty } from '@nestjs/swagger';
import { NameField, EmailField, NoControlOrBidi } from '../../platform/http/fields';
import { IsIn, IsNotEmpty, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { INVALID_LINK } from './engagement.decider';
import { CONTACT_SUBJECTS } from './engagement.events';

export class NewsletterDto {
  @EmailField()
  email!: string;
}

export class ContactDto {
  @NameField()
  name!: string;

  @EmailField()
  email!: string;

  @ApiProperty({ enum: CONTACT_SUBJECTS })
  @IsIn(CONTACT_SUBJECTS as unknown as string[], { message: `Subject must be one of ${CONTACT_SUBJECTS.join(', ')}` })
  subject!: (typeof CONTACT_SUBJECTS)[number];

  @ApiProperty()
  @IsString({ message: 'Message is required' })
  @IsNotEmpty({ message: 'Message is required' })
  @MaxLength(5000, { message: 'Message must be at most 5000 characters' })
  @NoControlOrBidi('Message', { multiLine: true })
  message!: string;
}

export class AnswerContactMessageDto {
  @ApiProperty({ description: 'The reply to the sender (sent to their e-mail address)' })
  @IsString({ message: 'Answer is required' })
  @IsNotEmpty({ message: 'Answer is required' })
  @MaxLength(5000, { message: 'Answer must be at most 5000 characters' })
  @NoControlOrBidi('Answer', { multiLine: true })
  answer!: string;
}

/** The newsletter confirmation link's query: the subscription and its code (from the e-mail). */
export class ConfirmNewsletterQueryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: INVALID_LINK })
  id!: string;

  @ApiProperty()
  @IsString({ message: INVALID_LINK })
  @Matches(/^[A-Za-z0-9_-]{16,64}$/, { message: INVALID_LINK })
  code!: string;
}
