import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AnyRole, AuthUser, Public } from '../../platform/auth/roles';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { CommandContext } from '../../platform/event-store/metadata';
import { RateLimit } from '../../platform/http/rate-limit';
import { Client } from '../../platform/http/client-address';
import { ChangePasswordCommand, RequestPasswordResetCommand, ResetPasswordCommand, VerifyPhoneCommand } from './identity.commands';
import { IdentityService } from './identity.service';
import { ChangePasswordDto, ForgotPasswordDto, LoginDto, PhoneLoginDto, RefreshDto, ResetPasswordDto, SignupDto, VerifyPhoneDto } from './identity.dto';

export const RESET_SENT = 'If an account uses this email address, we have sent a reset code to it.';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly identity: IdentityService,
    private readonly commands: CommandBus,
  ) {}

  @Public()
  @RateLimit('signup')
  @ApiConflictResponse({ description: 'An account with this email already exists, or this phone number is linked to another account' })
  @Post('signup')
  async signup(@Body() body: SignupDto, @Ctx() ctx: CommandContext) {
    const { name, email, phone, password, phoneVerificationToken } = body;
    const user = await this.identity.register({ name, email, phone, password, phoneVerificationToken, role: 'customer' }, ctx);
    return this.identity.sessionFor(user);
  }

  @Public()
  @RateLimit('login')
  @ApiUnauthorizedResponse({ description: 'Invalid email or password, or the account has been deactivated' })
  @Post('login')
  @HttpCode(200)
  login(@Body() body: LoginDto, @Client() client: string) {
    return this.identity.login(body.email, body.password, client);
  }

  /** Sign-in with a code from POST /api/auth/otp/send to a verified phone. */
  @Public()
  @RateLimit('login')
  @ApiUnauthorizedResponse({ description: 'No account is linked to this verified phone number, or it has been deactivated' })
  @Post('phone-login')
  @HttpCode(200)
  phoneLogin(@Body() body: PhoneLoginDto, @Client() client: string) {
    return this.identity.phoneLogin(body.phone, body.code, client);
  }

  @Public()
  @ApiUnauthorizedResponse({ description: 'The session has expired or was signed out: sign in again' })
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
  @ApiConflictResponse({ description: 'Another account has verified this phone number' })
  @Post('phone')
  @HttpCode(200)
  async verifyPhone(@Body() body: VerifyPhoneDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new VerifyPhoneCommand({ userId: user.userId, phoneVerificationToken: body.phoneVerificationToken }, ctx));
    return this.identity.me(user.userId);
  }

  /** Same answer whether or not the e-mail has an account. */
  @Public()
  @RateLimit('passwordReset')
  @Post('password/forgot')
  @HttpCode(200)
  async forgotPassword(@Body() body: ForgotPasswordDto, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new RequestPasswordResetCommand({ email: body.email }, ctx));
    return { message: RESET_SENT };
  }

  /** Sets a new password with the code and ends every session. */
  @Public()
  @RateLimit('passwordReset')
  @Post('password/reset')
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordDto, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new ResetPasswordCommand({ email: body.email, code: body.code, password: body.password }, ctx));
    return { message: 'Your password has been reset. Please sign in with your new password.' };
  }

  /** Ends every session, then signs this one in again with fresh tokens. */
  @AnyRole()
  @ApiBearerAuth()
  @Post('password/change')
  @HttpCode(200)
  async changePassword(@Body() body: ChangePasswordDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new ChangePasswordCommand({ userId: user.userId, currentPassword: body.currentPassword, newPassword: body.newPassword }, ctx));
    return { message: 'Your password has been changed.', ...this.identity.sessionFor(await this.identity.get(user.userId)) };
  }
}
