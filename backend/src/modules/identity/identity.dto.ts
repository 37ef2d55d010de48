import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCOUNT_NAME_MAX, NameField, EmailField, OptionalPhoneField, PhoneField } from '../../platform/http/fields';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

export class LoginDto {
  @EmailField('Please enter your email address')
  email!: string;

  @ApiProperty()
  @IsString({ message: 'Please enter your password' })
  @IsNotEmpty({ message: 'Please enter your password' })
  @MaxLength(200, { message: 'Invalid email or password' })
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
  @MaxLength(2000, { message: 'Please verify your phone number' })
  phoneVerificationToken?: string;
}

export class RefreshDto {
  @ApiProperty()
  @IsString({ message: 'refreshToken is required' })
  @IsNotEmpty({ message: 'refreshToken is required' })
  @MaxLength(200, { message: 'Your session has expired; please sign in again' })
  refreshToken!: string;
}

export class VerifyPhoneDto {
  @ApiProperty({ description: 'From POST /api/auth/otp/verify' })
  @IsString({ message: 'Please verify your phone number' })
  @IsNotEmpty({ message: 'Please verify your phone number' })
  @MaxLength(2000, { message: 'Please verify your phone number' })
  phoneVerificationToken!: string;
}

/** A new password's length and size limits; the handler adds the common/personal checks. */
const NewPassword = (field: string, min = 6) =>
  applyDecorators(
    ApiProperty(),
    IsString({ message: 'Password is required' }),
    MinLength(min, { message: `Password must be at least ${min} characters` }),
    MaxLength(200, { message: 'Password must be at most 200 characters' }),
    IsNotEmpty({ message: field === 'newPassword' ? 'Please enter a new password' : 'Password is required' }),
  );

const Code = () =>
  applyDecorators(
    ApiProperty({ example: '123456' }),
    Matches(/^\d{6}$/, { message: 'Please enter the complete 6-digit verification code' }),
    IsString({ message: 'Please enter the complete 6-digit verification code' }),
  );

export class PhoneLoginDto {
  @PhoneField()
  phone!: string;

  @Code()
  code!: string;
}

export class ForgotPasswordDto {
  @EmailField('Please enter your email address')
  email!: string;
}

export class ResetPasswordDto extends ForgotPasswordDto {
  @Code()
  code!: string;

  @NewPassword('password')
  password!: string;
}

/** The signed-in owner's password, asked again before a change that could take the account over. */
const CurrentPassword = () =>
  applyDecorators(
    ApiProperty(),
    MaxLength(200, { message: 'Your current password is not correct' }),
    IsNotEmpty({ message: 'Please enter your current password' }),
    IsString({ message: 'Please enter your current password' }),
  );

export class ChangePasswordDto {
  @CurrentPassword()
  currentPassword!: string;

  @NewPassword('newPassword')
  newPassword!: string;
}

export class ProfileDto {
  // An account's name as it may already be (a supplier's, up to 120), so it can be saved unchanged.
  @NameField(undefined, ACCOUNT_NAME_MAX)
  name!: string;
}

export class EmailChangeDto {
  @EmailField()
  email!: string;

  @CurrentPassword()
  currentPassword!: string;
}

export class EmailChangeConfirmDto {
  @Code()
  code!: string;
}
