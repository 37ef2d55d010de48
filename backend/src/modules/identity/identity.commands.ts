import { Command } from '@nestjs/cqrs';
import { Role } from '../../platform/auth/roles';
import { DeciderCommand, InputOf } from '../../platform/domain/decider-command';
import { CommandContext } from '../../platform/event-store/metadata';
import { InvitationEvent, SignUpApplication } from './identity.events';
import { InvitationCommand } from './invitation.decider';

/**
 * The identity context's commands: `{input, ctx}`, each run by one handler (one command path).
 * `expectedRevision` is the user stream revision the client saw (If-Match); stale gets 409.
 */
type Pinned = { expectedRevision?: number };

export interface NewAccount {
  name: string;
  email: string;
  phone?: string | null;
  /** From POST /api/auth/otp/verify: proves `phone` once; the handler spends it. */
  phoneVerificationToken?: string;
  password: string;
  role: Role;
  invitationId?: string | null;
  /** Set when the id must be known before the account exists (a vendor's stream shares it). */
  userId?: string;
  /** A supplier or provider sign-up's record, already sealed: it rides in UserRegistered (one append). */
  application?: SignUpApplication;
}

export interface Registered {
  userId: string;
  phoneVerified: boolean;
  /** UserRegistered's log position: a process manager's work caused by it can be awaited. */
  position: number | null;
}

export class RegisterUserCommand extends Command<Registered> {
  constructor(readonly input: NewAccount, readonly ctx: CommandContext) {
    super();
  }
}

export class UpdateProfileCommand extends Command<void> {
  constructor(readonly input: { userId: string; name: string } & Pinned, readonly ctx: CommandContext) {
    super();
  }
}

/**
 * An admin's edit of a user (name, role, status): one decision, one append, so a refused part
 * leaves the others undone. Taking away the admin role or deactivating runs under the
 * last-admin lease; a deactivation also ends the user's sessions and revokes the open
 * invitations they sent.
 */
export class EditUserCommand extends Command<void> {
  constructor(readonly input: { userId: string; name?: string; role?: Role; status?: 'Active' | 'Inactive' } & Pinned, readonly ctx: CommandContext) {
    super();
  }
}

export class EraseUserCommand extends Command<void> {
  constructor(readonly input: { userId: string } & Pinned, readonly ctx: CommandContext) {
    super();
  }
}

export class VerifyPhoneCommand extends Command<void> {
  constructor(readonly input: { userId: string; phoneVerificationToken: string }, readonly ctx: CommandContext) {
    super();
  }
}

/** Sends a code to the new address once the current password checks out; the change happens on ConfirmEmailChange. */
export class RequestEmailChangeCommand extends Command<void> {
  constructor(readonly input: { userId: string; email: string; currentPassword: string }, readonly ctx: CommandContext) {
    super();
  }
}

/** Sends a new code to the address of the e-mail change waiting for one (chosen with the password), under the same caps. */
export class ResendEmailChangeCommand extends Command<void> {
  constructor(readonly input: { userId: string }, readonly ctx: CommandContext) {
    super();
  }
}

/** Ends the e-mail change waiting for its code: the code sent can no longer confirm it. */
export class CancelEmailChangeCommand extends Command<void> {
  constructor(readonly input: { userId: string }, readonly ctx: CommandContext) {
    super();
  }
}

/** Changes the e-mail and ends every session of the account (the controller signs this one in again). */
export class ConfirmEmailChangeCommand extends Command<void> {
  constructor(readonly input: { userId: string; code: string }, readonly ctx: CommandContext) {
    super();
  }
}

export class ChangePasswordCommand extends Command<void> {
  constructor(readonly input: { userId: string; currentPassword: string; newPassword: string }, readonly ctx: CommandContext) {
    super();
  }
}

/** Sends a reset code when the e-mail belongs to an active account; says nothing either way. */
export class RequestPasswordResetCommand extends Command<void> {
  constructor(readonly input: { email: string }, readonly ctx: CommandContext) {
    super();
  }
}

export class ResetPasswordCommand extends Command<void> {
  constructor(readonly input: { email: string; code: string; password: string }, readonly ctx: CommandContext) {
    super();
  }
}

export class InviteAdminCommand extends Command<{ invitationId: string; code: string; expiresAt: Date }> {
  constructor(readonly input: { email: string; invitedBy: string }, readonly ctx: CommandContext) {
    super();
  }
}

export class AcceptInvitationCommand extends Command<Registered> {
  constructor(readonly input: { code: string; name: string; email: string; password: string }, readonly ctx: CommandContext) {
    super();
  }
}

/** `id` is the invitation id. */
export class RevokeInvitationCommand extends DeciderCommand<'RevokeInvitation', InputOf<InvitationCommand, 'RevokeInvitation'>, InvitationEvent> {
  readonly type = 'RevokeInvitation';
}
export const INVITATION_DECIDER_COMMANDS = [RevokeInvitationCommand];

/** Deletes the invitation's key: the invitee e-mail reads '[erased]' everywhere (right to erasure). */
export class EraseInvitationCommand extends Command<void> {
  constructor(readonly input: { invitationId: string }, readonly ctx: CommandContext) {
    super();
  }
}
