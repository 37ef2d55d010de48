import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AnyRole, AuthUser, Public } from '../../platform/auth/roles';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { IdentityService, publicUser } from './identity.service';
import { LoginDto, RefreshDto, SignupDto, VerifyPhoneDto } from './identity.dto';
import { normalizePhone, OtpService } from './otp/otp.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly identity: IdentityService,
    private readonly otp: OtpService,
  ) {}

  /** The phone is verified when the token from /otp/verify proves this very number. */
  private phoneProof(phone: string | undefined, token: string | undefined): boolean {
    if (!token) return false;
    const proven = this.otp.verifiedPhone(token);
    if (!phone || !proven || normalizePhone(phone) !== proven) throw DomainError.invalid({ phone: 'Please verify your phone number' });
    return true;
  }

  @Public()
  @Post('signup')
  async signup(@Body() body: SignupDto, @Ctx() ctx: CommandContext, @Ip() ip: string) {
    const phoneVerified = this.phoneProof(body.phone, body.phoneVerificationToken);
    await this.identity.register({ name: body.name, email: body.email, phone: body.phone, phoneVerified, password: body.password, role: 'customer' }, ctx);
    return this.identity.login(body.email, body.password, ip);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  login(@Body() body: LoginDto, @Ip() ip: string) {
    return this.identity.login(body.email, body.password, ip);
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  refresh(@Body() body: RefreshDto) {
    return this.identity.refresh(body.refreshToken);
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  logout(@Body() body: RefreshDto) {
    this.identity.logout(body.refreshToken);
  }

  @AnyRole()
  @ApiBearerAuth()
  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return this.identity.me(user.userId);
  }

  /** A signed-in user proves a (new) phone number with a code. */
  @AnyRole()
  @ApiBearerAuth()
  @Post('phone')
  @HttpCode(200)
  async verifyPhone(@Body() body: VerifyPhoneDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    const phone = this.otp.verifiedPhone(body.phoneVerificationToken);
    if (!phone) throw DomainError.invalid({ phone: 'Please verify your phone number' });
    const updated = await this.identity.change(user.userId, { type: 'VerifyPhone', data: { phone: this.identity.sealFor(user.userId, phone), now: ctx.now } }, ctx);
    return publicUser(updated);
  }
}
