import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { NoControlOrBidi, QueryIntField } from '../../platform/http/fields';
import { MAX_TICKET_ANSWER, MAX_TICKET_MESSAGE } from './tickets.decider';
import { TICKET_SUBJECTS } from './tickets.events';

export class OpenTicketDto {
  @ApiProperty({ enum: TICKET_SUBJECTS })
  @IsIn(TICKET_SUBJECTS as unknown as string[], { message: `Subject must be one of ${TICKET_SUBJECTS.join(', ')}` })
  subject!: string;

  @ApiProperty({ maxLength: MAX_TICKET_MESSAGE })
  @IsString({ message: 'Message is required' })
  @IsNotEmpty({ message: 'Message is required' })
  @MaxLength(MAX_TICKET_MESSAGE, { message: `Message must be at most ${MAX_TICKET_MESSAGE} characters` })
  @NoControlOrBidi('Message', { multiLine: true })
  message!: string;

  @ApiPropertyOptional({ description: 'The order it is about' })
  @IsOptional()
  @IsString({ message: 'Order must be an order id' })
  @MaxLength(64, { message: 'Order must be an order id' })
  orderId?: string;
}

export class AnswerTicketDto {
  @ApiProperty({ maxLength: MAX_TICKET_ANSWER })
  @IsString({ message: 'Answer is required' })
  @IsNotEmpty({ message: 'Answer is required' })
  @MaxLength(MAX_TICKET_ANSWER, { message: `Answer must be at most ${MAX_TICKET_ANSWER} characters` })
  @NoControlOrBidi('Answer', { multiLine: true })
  answer!: string;
}

export class TicketListQueryDto {
  @QueryIntField({ min: 1, max: 10_000, message: 'Page must be a whole number from 1 to 10000', example: 1 })
  page?: number;

  @QueryIntField({ min: 1, max: 100, message: 'Per page must be a whole number from 1 to 100', example: 20 })
  perPage?: number;
}
