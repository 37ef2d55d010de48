import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'admin@example.com' })
  @IsNotEmpty({ message: 'Please enter your email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiProperty()
  @IsString({ message: 'Please enter your password' })
  @IsNotEmpty({ message: 'Please enter your password' })
  password!: string;
}

/** Customer sign-up (spec 5, shared form). */
export class SignupDto {
  @ApiProperty()
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  name!: string;

  @ApiProperty()
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiPropertyOptional({ example: '+91 98765 43210' })
  @IsOptional()
  @Matches(/^\+?(?:\s*\d){10,15}\s*$/, { message: 'Please enter a valid phone number' })
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
