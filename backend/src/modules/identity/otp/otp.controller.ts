import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Public } from '../../../platform/auth/roles';
import { RateLimit } from '../../../platform/http/rate-limit';
import { Client } from '../../../platform/http/client-address';
import { OtpService } from './otp.service';

export class SendOtpDto {
  @ApiProperty({ example: '+919876543210' })
  @IsOptional()
  @IsString({ message: 'Phone number is required' })
  @MaxLength(30, { message: 'Please enter a valid phone number' })
  phone?: string;
}

export class VerifyOtpDto extends SendOtpDto {
  @ApiProperty({ example: '123456' })
  @IsOptional()
  @IsString({ message: 'Please enter the complete 6-digit verification code' })
  @MaxLength(10, { message: 'Please enter the complete 6-digit verification code' })
  code?: string;
}

@ApiTags('auth')
@Controller('auth/otp')
export class OtpController {
  constructor(private readonly otp: OtpService) {}

  @Public()
  @RateLimit('otp')
  @ApiServiceUnavailableResponse({ description: 'OTP sending failed (in production: no SMS gateway is configured yet)' })
  @Post('send')
  @HttpCode(200)
  async send(@Body() body: SendOtpDto, @Client() client: string) {
    const result = await this.otp.send(body.phone ?? '', client);
    return { success: true, message: 'Verification code sent', ...result };
  }

  @Public()
  @RateLimit('otp')
  @Post('verify')
  @HttpCode(200)
  verify(@Body() body: VerifyOtpDto) {
    return { success: true, message: 'Verification Successful', ...this.otp.verify(body.phone ?? '', body.code ?? '') };
  }
}
