import { NameField, OptionalNotNull, PHONE_PATTERN as PHONE, Trimmed } from '../../platform/http/fields';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';


/** Become a service provider (spec 5: shared form plus 'Expertise / Service Area is required'). */
export class ProviderSignupDto {
  @NameField() name!: string;
  @ApiProperty() @IsNotEmpty({ message: 'Email is required' }) @IsEmail({}, { message: 'Please enter a valid email address' }) email!: string;
  @ApiProperty() @IsString({ message: 'Phone number is required' }) @Matches(PHONE, { message: 'Please enter a valid phone number' }) phone!: string;
  @ApiProperty() @IsString({ message: 'Password is required' }) @MinLength(6, { message: 'Password must be at least 6 characters' }) password!: string;
  @ApiProperty()
  @Trimmed()
  @MaxLength(200, { message: 'Expertise / Service Area must be at most 200 characters' })
  @IsNotEmpty({ message: 'Expertise / Service Area is required' })
  @IsString({ message: 'Expertise / Service Area is required' })
  expertise!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() phoneVerificationToken?: string;
}

export class EditProviderDto {
  @ApiPropertyOptional()
  @OptionalNotNull()
  @Trimmed()
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  name?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(PHONE, { message: 'Please enter a valid phone number' }) phone?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) serviceArea?: string;
  @ApiPropertyOptional({ type: [String] }) @IsOptional() @IsArray() @ArrayMaxSize(30) @IsString({ each: true }) servicesOffered?: string[];
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) about?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'available must be true or false' }) available?: boolean;
}
