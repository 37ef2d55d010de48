import { EmailField, MayBeOmitted, NameField, NoControlOrBidi, OptionalNotNull, PHONE_MAX_LENGTH, PHONE_PATTERN as PHONE, PhoneField, Trimmed } from '../../platform/http/fields';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

const EXPERTISE_REQUIRED = 'Expertise / Service Area is required';
const SERVICE_OFFERED_MAX = 100;

/** "Expertise / Service Area" as sign-up asks it (spec 5), also when the provider edits it: trimmed, required, at most 200. */
const ExpertiseField = () =>
  applyDecorators(
    // As NameField: the one message shown for a value that is not text is the required one.
    Trimmed(),
    MaxLength(200, { message: 'Expertise / Service Area must be at most 200 characters' }),
    NoControlOrBidi('Expertise / Service Area'),
    IsNotEmpty({ message: EXPERTISE_REQUIRED }),
    IsString({ message: EXPERTISE_REQUIRED }),
  );

/** Become a service provider (spec 5: shared form plus 'Expertise / Service Area is required'). */
export class ProviderSignupDto {
  @NameField() name!: string;
  @EmailField() email!: string;
  @PhoneField() phone!: string;
  // At most what sign-in takes (LoginDto), or the account could never sign in again.
  @ApiProperty() @IsString({ message: 'Password is required' }) @MinLength(6, { message: 'Password must be at least 6 characters' }) @MaxLength(200, { message: 'Password must be at most 200 characters' }) password!: string;
  @ApiProperty() @ExpertiseField() expertise!: string;
  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'Please verify your phone number' }) @MaxLength(2000, { message: 'Please verify your phone number' }) phoneVerificationToken?: string;
}

export class EditProviderDto {
  // Left out: unchanged; sent, null included, each field's own rules (null would be stored as the value).
  @MayBeOmitted(NameField()) name?: string;
  @ApiPropertyOptional() @OptionalNotNull() @Matches(PHONE, { message: 'Please enter a valid phone number' }) @MaxLength(PHONE_MAX_LENGTH, { message: 'Please enter a valid phone number' }) phone?: string;
  @ApiPropertyOptional() @OptionalNotNull() @ExpertiseField() expertise?: string;
  @ApiPropertyOptional() @OptionalNotNull() @IsString({ message: 'Service area must be text' }) @MaxLength(200, { message: 'Service area must be at most 200 characters' }) @NoControlOrBidi('Service area') serviceArea?: string;
  @ApiPropertyOptional({ type: [String] })
  @OptionalNotNull()
  @IsArray({ message: 'Services offered must be a list' })
  @ArrayMaxSize(30, { message: 'Services offered may list at most 30' })
  @IsString({ each: true, message: 'Services offered must be a list of text' })
  // Each is a chip on the profile: a name, not a text (30 of them could otherwise fill the 1 MB body).
  @MaxLength(SERVICE_OFFERED_MAX, { each: true, message: `Each service offered must be at most ${SERVICE_OFFERED_MAX} characters` })
  @NoControlOrBidi('Services offered', { each: true })
  servicesOffered?: string[];
  @ApiPropertyOptional() @OptionalNotNull() @IsString({ message: 'About must be text' }) @MaxLength(2000, { message: 'About must be at most 2000 characters' }) @NoControlOrBidi('About', { multiLine: true }) about?: string;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean({ message: 'available must be true or false' }) available?: boolean;
}
