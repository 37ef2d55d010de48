import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { AnyRole, AuthUser } from '../../platform/auth/roles';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { CommandContext } from '../../platform/event-store/metadata';
import { RateLimit } from '../../platform/http/rate-limit';
import { CancelEmailChangeCommand, ConfirmEmailChangeCommand, RequestEmailChangeCommand, ResendEmailChangeCommand, UpdateProfileCommand } from './identity.commands';
import { IdentityService } from './identity.service';
import { EmailChangeConfirmDto, EmailChangeDto, ProfileDto } from './identity.dto';

/** The signed-in person's own account (Profile Settings). */
@ApiTags('me')
@ApiBearerAuth()
@AnyRole()
@Controller('me')
export class MeController {
  constructor(
    private readonly identity: IdentityService,
    private readonly commands: CommandBus,
  ) {}

  @Get('profile')
  profile(@CurrentUser() user: AuthUser) {
    return this.identity.me(user.userId);
  }

  @Put('profile')
  async updateProfile(@Body() body: ProfileDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new UpdateProfileCommand({ userId: user.userId, name: body.name }, ctx));
    return this.identity.me(user.userId);
  }

  /** The change waiting for its code, so Profile Settings shows it again after a reload: `{pending: {email, sentAt, expiresAt} | null}`. */
  @Get('email-change')
  emailChange(@CurrentUser() user: AuthUser) {
    return { pending: this.identity.pendingEmailChange(user.userId) };
  }

  /** Sends a new code to the waiting change's address (chosen with the password), under the same caps; 409 when none waits. */
  @ApiConflictResponse({ description: 'No email change is waiting for a code, or its address was taken meanwhile' })
  @ApiServiceUnavailableResponse({ description: 'The code could not be sent (in production: no e-mail gateway is configured yet)' })
  @Post('email-change/resend')
  @RateLimit('emailChange')
  @HttpCode(200)
  async resendEmailChange(@CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new ResendEmailChangeCommand({ userId: user.userId }, ctx));
    return { message: 'We have sent a new code to your new email address.', pending: this.identity.pendingEmailChange(user.userId) };
  }

  /** Ends the waiting change: its code confirms nothing any more; 409 when none waits. */
  @ApiConflictResponse({ description: 'No email change is waiting' })
  @Delete('email-change')
  async cancelEmailChange(@CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new CancelEmailChangeCommand({ userId: user.userId }, ctx));
    return { message: 'Your email change was cancelled.', pending: null };
  }

  /** Sends a 6-digit code to the new address once the current password checks out; nothing changes until it is confirmed. */
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  @ApiServiceUnavailableResponse({ description: 'The code could not be sent (in production: no e-mail gateway is configured yet)' })
  @Post('email-change')
  @RateLimit('emailChange')
  @HttpCode(200)
  async requestEmailChange(@Body() body: EmailChangeDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new RequestEmailChangeCommand({ userId: user.userId, email: body.email, currentPassword: body.currentPassword }, ctx));
    return { message: 'We have sent a code to your new email address. Enter it to confirm the change.', pending: this.identity.pendingEmailChange(user.userId) };
  }

  /** Changes the e-mail, ends every session, then signs this one in again with fresh tokens (as a password change does). */
  @Post('email-change/confirm')
  @HttpCode(200)
  async confirmEmailChange(@Body() body: EmailChangeConfirmDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new ConfirmEmailChangeCommand({ userId: user.userId, code: body.code }, ctx));
    return { message: 'Your email address has been changed.', ...this.identity.sessionFor(await this.identity.get(user.userId)) };
  }
}
