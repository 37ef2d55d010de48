import { Body, Controller, Delete, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { NameField, EmailField } from '../../platform/http/fields';
import { IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { AuthUser, Public, Roles } from '../../platform/auth/roles';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { RateLimit } from '../../platform/http/rate-limit';
import { normaliseEmail } from './account';
import { AcceptInvitationCommand, EraseInvitationCommand, InviteAdminCommand, RevokeInvitationCommand } from './identity.commands';
import { IdentityService } from './identity.service';

const INVITEE_HAS_ACCOUNT = 'An account with this email already exists: make it an admin under Users instead';

export class InviteAdminDto {
  @EmailField('Please enter your email address')
  email!: string;
}

/** Admin sign-up on /admin/auth (spec 5 Admin auth messages). */
export class AcceptInvitationDto {
  @ApiProperty()
  @IsString({ message: 'An invitation code is required' })
  @IsNotEmpty({ message: 'An invitation code is required' })
  @MaxLength(100, { message: 'This invitation is not valid' })
  code!: string;

  @NameField('Please enter your full name')
  name!: string;

  @EmailField('Please enter your email address')
  email!: string;

  @ApiProperty()
  @IsString({ message: 'Please enter your password' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password!: string;

  @ApiProperty()
  @IsOptional()
  @IsString({ message: 'Passwords do not match' })
  @MaxLength(200, { message: 'Passwords do not match' })
  confirmPassword?: string;
}

@ApiTags('admin: invitations')
@Controller('admin/invitations')
export class InvitationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly identity: IdentityService,
  ) {}

  /**
   * Invites an admin: the response carries the code once; hand it over in person or by mail.
   * An address that already has an account is refused: its invitation could never be accepted
   * (accepting registers a new account), and that person is made an admin under Users instead.
   */
  @Roles('admin')
  @ApiBearerAuth()
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  @Post()
  async invite(@Body() body: InviteAdminDto, @CurrentUser() me: AuthUser, @Ctx() ctx: CommandContext) {
    if (await this.identity.emailTaken(body.email)) throw new DomainError('conflict', INVITEE_HAS_ACCOUNT, { email: INVITEE_HAS_ACCOUNT });
    const { invitationId, code, expiresAt } = await this.commands.execute(new InviteAdminCommand({ email: body.email, invitedBy: me.userId }, ctx));
    return { id: invitationId, email: normaliseEmail(body.email), code, expiresAt: expiresAt.toISOString(), status: 'open' };
  }

  @Public()
  @RateLimit('signup')
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  @Post('accept')
  async accept(@Body() body: AcceptInvitationDto, @Ctx() ctx: CommandContext) {
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) throw DomainError.invalid({ confirmPassword: 'Passwords do not match' });
    const { userId } = await this.commands.execute(new AcceptInvitationCommand({ code: body.code, name: body.name, email: body.email, password: body.password }, ctx));
    const user = await this.identity.get(userId);
    return { message: 'Your admin account has been created. You can sign in now.', user: { id: user._id, name: user.name, email: user.email, role: user.role } };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @ApiConflictResponse({ description: 'Only an open invitation can be revoked' })
  @Post(':id/revoke')
  async revoke(@Param('id') id: string, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new RevokeInvitationCommand(id, {}, ctx));
    return { id, status: 'revoked' };
  }

  /** Erases the invitee's e-mail (an open invitation can then no longer be accepted). */
  @Roles('admin')
  @ApiBearerAuth()
  @Delete(':id')
  async erase(@Param('id') id: string, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new EraseInvitationCommand({ invitationId: id }, ctx));
    return { id, erased: true };
  }
}
