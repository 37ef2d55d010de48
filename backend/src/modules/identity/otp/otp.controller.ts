import { Body, Controller, Get, HttpCode, Inject, Ip, Post } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { Public } from '../../../platform/auth/roles';
import { DevOutboxSms } from './dev-outbox-sms';
import { OtpService } from './otp.service';
import { SMS, Sms } from './sms.port';

export class SendOtpDto {
  @ApiProperty({ example: '+919876543210' })
  @IsOptional()
  @IsString({ message: 'Phone number is required' })
  phone?: string;
}

export class VerifyOtpDto extends SendOtpDto {
  @ApiProperty({ example: '123456' })
  @IsOptional()
  @IsString({ message: 'Please enter the complete 6-digit verification code' })
  code?: string;
}

@ApiTags('auth')
@Controller('auth/otp')
export class OtpController {
  constructor(private readonly otp: OtpService) {}

  @Public()
  @Post('send')
  @HttpCode(200)
  async send(@Body() body: SendOtpDto, @Ip() ip: string) {
    const result = await this.otp.send(body.phone ?? '', ip);
    return { success: true, message: 'Verification code sent', ...result };
  }

  @Public()
  @Post('verify')
  @HttpCode(200)
  verify(@Body() body: VerifyOtpDto) {
    return { success: true, message: 'Verification Successful', ...this.otp.verify(body.phone ?? '', body.code ?? '') };
  }
}

/** Development only (the module leaves it out in production): the SMS outbox. */
@ApiTags('dev')
@Controller('dev')
export class DevOutboxController {
  constructor(@Inject(SMS) private readonly sms: Sms) {}

  @Public()
  @Get('outbox')
  outbox() {
    return this.sms instanceof DevOutboxSms ? this.sms.list() : [];
  }
}
