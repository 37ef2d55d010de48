import { Body, Controller, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiTags } from '@nestjs/swagger';
import { NameField, EmailField } from '../../platform/http/fields';
import { IsNotEmpty, IsOptional, IsString, MinLength } from 'class-validator';
import { createHash, randomBytes } from 'node:crypto';
import { AuthUser, Public, Roles } from '../../platform/auth/roles';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { invitationStream } from './identity.events';
import { invitationDecider } from './invitation.decider';
import { IdentityService } from './identity.service';

const INVITATION_DAYS = 7;
/** The code is the secret the invitee holds; only its hash names the stream, so the log never holds it. */
const invitationIdOf = (code: string) => createHash('sha256').update(code).digest('hex').slice(0, 32);

export class InviteAdminDto {
  @EmailField('Please enter your email address')
  email!: string;
}

/** Admin sign-up on /admin/auth (spec 5 Admin auth messages). */
export class AcceptInvitationDto {
  @ApiProperty()
  @IsString({ message: 'An invitation code is required' })
  @IsNotEmpty({ message: 'An invitation code is required' })
  code!: string;

  @NameField('Please enter your full name')
  name!: string;

  @EmailField('Please enter your email address')
  email!: string;

  @ApiProperty()
  @IsString({ message: 'Please enter your password' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  password!: string;

  @ApiProperty()
  @IsOptional()
  @IsString({ message: 'Passwords do not match' })
  confirmPassword?: string;
}

@ApiTags('admin: invitations')
@Controller('admin/invitations')
export class InvitationsController {
  constructor(
    private readonly runner: CommandRunner,
    private readonly identity: IdentityService,
    private readonly cipher: PersonalDataCipher,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Invites an admin: the response carries the code once; hand it over in person or by mail. */
  @Roles('admin')
  @ApiBearerAuth()
  @Post()
  async invite(@Body() body: InviteAdminDto, @CurrentUser() me: AuthUser, @Ctx() ctx: CommandContext) {
    const code = randomBytes(18).toString('base64url');
    const invitationId = invitationIdOf(code);
    const email = body.email.trim().toLowerCase();
    const expiresAt = new Date(ctx.now.getTime() + INVITATION_DAYS * 86_400_000);
    await this.runner.run(
      invitationStream(invitationId),
      invitationDecider,
      { type: 'InviteAdmin', data: { invitationId, email: this.cipher.seal(invitationId, email), invitedBy: me.userId, expiresAt, now: ctx.now } },
      ctx,
    );
    return { id: invitationId, email, code, expiresAt: expiresAt.toISOString(), status: 'open' };
  }

  @Public()
  @Post('accept')
  async accept(@Body() body: AcceptInvitationDto, @Ctx() ctx: CommandContext) {
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) throw DomainError.invalid({ confirmPassword: 'Passwords do not match' });
    const invitationId = invitationIdOf(body.code.trim());
    const events = await this.store.readStream(invitationStream(invitationId));
    const invited = events.find((e) => e.type === 'AdminInvited');
    if (!invited) throw DomainError.invalid({ code: 'This invitation is not valid' });
    const invitedEmail = this.cipher.open((invited.data as { email: string }).email);
    if (invitedEmail !== body.email.trim().toLowerCase()) throw DomainError.invalid({ email: 'This invitation was sent to another email address' });
    // Checks expiry and single use before the account exists.
    invitationDecider.decide({ type: 'AcceptInvitation', data: { userId: 'check', now: ctx.now } }, events.reduce((s, e) => invitationDecider.evolve(s, e as never), invitationDecider.initialState()));
    const user = await this.identity.register({ name: body.name, email: body.email, password: body.password, role: 'admin', invitationId }, ctx);
    const userCtx: CommandContext = { ...ctx, actor: { kind: 'user', userId: user._id, role: 'admin' } };
    await this.runner.run(invitationStream(invitationId), invitationDecider, { type: 'AcceptInvitation', data: { userId: user._id, now: ctx.now } }, userCtx);
    return { message: 'Your admin account has been created. Please check your email for verification.', user: { id: user._id, name: user.name, email: user.email, role: user.role } };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Post(':id/revoke')
  async revoke(@Param('id') id: string, @Ctx() ctx: CommandContext) {
    await this.runner.run(invitationStream(id), invitationDecider, { type: 'RevokeInvitation', data: { now: ctx.now } }, ctx);
    return { id, status: 'revoked' };
  }
}
