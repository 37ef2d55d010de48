import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NameField, EmailField, OptionalPhoneField } from '../../platform/http/fields';
import { IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class LoginDto {
  @EmailField('Please enter your email address')
  email!: string;

  @ApiProperty()
  @IsString({ message: 'Please enter your password' })
  @IsNotEmpty({ message: 'Please enter your password' })
  password!: string;
}

/** Customer sign-up (spec 5, shared form). */
export class SignupDto {
  @NameField()
  name!: string;

  @EmailField()
  email!: string;

  @OptionalPhoneField()
  phone?: string;

  @ApiProperty()
  @IsString({ message: 'Password is required' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password!: string;

  @ApiPropertyOptional({ description: 'From POST /api/auth/otp/verify; marks the phone verified' })
  @IsOptional()
  @IsString({ message: 'Please verify your phone number' })
  phoneVerificationToken?: string;
}

export class RefreshDto {
  @ApiProperty()
  @IsString({ message: 'refreshToken is required' })
  @IsNotEmpty({ message: 'refreshToken is required' })
  refreshToken!: string;
}

export class VerifyPhoneDto {
  @ApiProperty({ description: 'From POST /api/auth/otp/verify' })
  @IsString({ message: 'Please verify your phone number' })
  @IsNotEmpty({ message: 'Please verify your phone number' })
  phoneVerificationToken!: string;
}
