import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { ANONYMOUS, CommandContext } from '../../platform/event-store/metadata';
import { NOTIFIER, Notifier } from '../../platform/notifications/notification.port';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { Account, Accounts, compactPhone, normaliseEmail } from './account';
import { AccountKeys, EMAIL_TAKEN } from './account-keys';
import { CREDENTIAL_STORE, CredentialStore } from './credential-store';
import {
  ChangePasswordCommand,
  ChangeRoleCommand,
  ConfirmEmailChangeCommand,
  EraseUserCommand,
  RegisterUserCommand,
  Registered,
  RequestEmailChangeCommand,
  RequestPasswordResetCommand,
  ResetPasswordCommand,
  RevokeInvitationCommand,
  SetUserStatusCommand,
  UpdateProfileCommand,
  VerifyPhoneCommand,
} from './identity.commands';
import { UserCommand, userDecider } from './identity.decider';
import { userStream } from './identity.events';
import { InvitationDoc, invitationsProjection } from './invitations.projection';
import { normalizePhone, OtpService } from './otp/otp.service';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';

const CODE_TTL_SECONDS = 15 * 60;
const VERIFY_PHONE = 'Please verify your phone number';
const BAD_CODE = 'This code is not valid or has expired';
const LOCKED_CODE = 'Too many wrong codes; please request a new one';

/** Runs one command on a user's stream. */
const onUser = (runner: CommandRunner, userId: string, command: UserCommand, ctx: CommandContext, expectedRevision?: number) =>
  runner.run(userStream(userId), userDecider, command, ctx, { expectedRevision });

const refusePassword = (field: string, password: string, person: { email?: string; name?: string }) => {
  const problem = passwordProblem(password, person);
  if (problem) throw DomainError.invalid({ [field]: problem });
};

async function activeAccount(accounts: Accounts, userId: string): Promise<Account> {
  const account = await accounts.find(userId);
  if (!account) throw new DomainError('not_found', 'User not found');
  if (account.status !== 'active') throw new DomainError('conflict', `This user is ${account.status}`);
  return account;
}

/**
 * Sign-up, an added user, an accepted invitation, a supplier or provider account. Order
 * (ADR 0010): the e-mail (and a verified phone) are claimed in their reservation streams,
 * the password hash is stored, then UserRegistered is appended; if anything fails, what was
 * done is undone. After a crash in between, the claim is taken over by the next sign-up
 * (AccountKeys) and the orphan password row is dropped on start (IdentityStartup).
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly keys: AccountKeys,
    private readonly cipher: PersonalDataCipher,
    private readonly otp: OtpService,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
  ) {}

  async execute({ input, ctx }: RegisterUserCommand): Promise<Registered> {
    const userId = input.userId ?? randomUUID();
    const email = normaliseEmail(input.email);
    const phone = input.phone ? compactPhone(input.phone) : null;
    refusePassword('password', input.password, { email, name: input.name });
    // A sign-up is the new user's own act; an admin, a seed or a CLI stays the actor.
    const anonymous = ctx.actor.kind === 'system' && ctx.actor.reason === ANONYMOUS;
    const actorCtx: CommandContext = anonymous ? { ...ctx, actor: { kind: 'user', userId, role: input.role } } : ctx;
    const passwordHash = await hashPassword(input.password);
    const register = (phoneVerified: boolean) => this.register({ ...input, userId, email, phone, phoneVerified, passwordHash }, actorCtx);
    if (!input.phoneVerificationToken) return register(false);
    // The token proves the phone once: spent here, given back if the account is refused.
    const proven = await this.otp.withVerifiedPhone(input.phoneVerificationToken, async (provenPhone) => {
      if (!phone || normalizePhone(phone) !== provenPhone) throw DomainError.invalid({ phone: VERIFY_PHONE });
      return register(true);
    });
    if (!proven) throw DomainError.invalid({ phone: VERIFY_PHONE });
    return proven.result;
  }

  private async register(
    a: { userId: string; email: string; phone: string | null; phoneVerified: boolean; passwordHash: string; name: string; role: RegisterUserCommand['input']['role']; invitationId?: string | null },
    ctx: CommandContext,
  ): Promise<Registered> {
    const { userId } = a;
    await this.keys.claimEmail(a.email, userId, ctx);
    try {
      if (a.phone && a.phoneVerified) await this.keys.claimPhone(a.phone, userId, ctx);
      this.credentials.addPassword(userId, a.passwordHash);
      await onUser(
        this.runner,
        userId,
        {
          type: 'RegisterUser',
          data: {
            userId,
            role: a.role,
            name: this.cipher.seal(userId, a.name.trim()),
            email: this.cipher.seal(userId, a.email),
            phone: this.cipher.sealOptional(userId, a.phone),
            phoneVerified: Boolean(a.phone && a.phoneVerified),
            invitationId: a.invitationId ?? null,
            now: ctx.now,
          },
        },
        ctx,
      );
      this.credentials.confirm(userId);
      return { userId, phoneVerified: Boolean(a.phone && a.phoneVerified) };
    } catch (error) {
      this.credentials.remove(userId);
      await this.keys.releasePhone(a.phoneVerified ? a.phone : null, userId, ctx);
      await this.keys.releaseEmail(a.email, userId, ctx);
      throw error;
    }
  }
}

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async execute({ input, ctx }: UpdateProfileCommand): Promise<void> {
    await onUser(this.runner, input.userId, { type: 'UpdateProfile', data: { name: this.cipher.seal(input.userId, input.name.trim()), now: ctx.now } }, ctx, input.expectedRevision);
  }
}

@CommandHandler(ChangeRoleCommand)
export class ChangeRoleHandler implements ICommandHandler<ChangeRoleCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ input, ctx }: ChangeRoleCommand): Promise<void> {
    await onUser(this.runner, input.userId, { type: 'ChangeRole', data: { role: input.role, now: ctx.now } }, ctx, input.expectedRevision);
  }
}

@CommandHandler(SetUserStatusCommand)
export class SetUserStatusHandler implements ICommandHandler<SetUserStatusCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly commands: CommandBus,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  async execute({ input, ctx }: SetUserStatusCommand): Promise<void> {
    if (input.status === 'Active') {
      await onUser(this.runner, input.userId, { type: 'Reactivate', data: { now: ctx.now } }, ctx, input.expectedRevision);
      return;
    }
    await onUser(this.runner, input.userId, { type: 'Deactivate', data: { now: ctx.now } }, ctx, input.expectedRevision);
    this.credentials.revokeAllRefreshTokens(input.userId);
    // Their open invitations go too; an accept that slips in between is refused by the
    // invitation decider, which is told whether the inviter is still an active admin.
    const open = await this.readStore.collection<InvitationDoc>(invitationsProjection.collection).find({ invitedBy: input.userId, status: 'open' });
    for (const invitation of open) {
      try {
        await this.commands.execute(new RevokeInvitationCommand({ invitationId: invitation._id, reason: 'inviterDeactivated' }, ctx));
      } catch (error) {
        if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
      }
    }
  }
}

/** Erasure: the event first (the log says it happened), then the keys, secrets and claims go. */
@CommandHandler(EraseUserCommand)
export class EraseUserHandler implements ICommandHandler<EraseUserCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly accounts: Accounts,
    private readonly keys: AccountKeys,
    private readonly cipher: PersonalDataCipher,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
  ) {}

  async execute({ input, ctx }: EraseUserCommand): Promise<void> {
    const account = await this.accounts.find(input.userId);
    const { events } = await onUser(this.runner, input.userId, { type: 'Erase', data: { now: ctx.now } }, ctx, input.expectedRevision);
    this.cipher.erase(input.userId);
    const invitationId = (events[0]?.data as { invitationId?: string } | undefined)?.invitationId;
    if (invitationId) this.cipher.erase(invitationId);
    this.credentials.remove(input.userId);
    if (account) {
      await this.keys.releaseEmail(account.email, input.userId, ctx);
      await this.keys.releasePhone(account.verifiedPhone, input.userId, ctx);
    }
  }
}

/** A signed-in user proves a (new) phone: the phone is claimed, the old one let go. */
@CommandHandler(VerifyPhoneCommand)
export class VerifyPhoneHandler implements ICommandHandler<VerifyPhoneCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly accounts: Accounts,
    private readonly keys: AccountKeys,
    private readonly cipher: PersonalDataCipher,
    private readonly otp: OtpService,
  ) {}

  async execute({ input, ctx }: VerifyPhoneCommand): Promise<void> {
    const { userId } = input;
    const account = await activeAccount(this.accounts, userId);
    const proven = await this.otp.withVerifiedPhone(input.phoneVerificationToken, async (phone) => {
      await this.keys.claimPhone(phone, userId, ctx);
      try {
        await onUser(this.runner, userId, { type: 'VerifyPhone', data: { phone: this.cipher.seal(userId, phone), now: ctx.now } }, ctx);
      } catch (error) {
        if (account.verifiedPhone !== phone) await this.keys.releasePhone(phone, userId, ctx);
        throw error;
      }
      if (account.verifiedPhone !== phone) await this.keys.releasePhone(account.verifiedPhone, userId, ctx);
    });
    if (!proven) throw DomainError.invalid({ phone: VERIFY_PHONE });
  }
}

const notifyQuietly = (notifier: Notifier, notification: Parameters<Notifier['notify']>[0]) =>
  notifier.notify(notification).catch((error: Error) => Logger.warn(`${notification.channel} notification failed: ${error.message}`, 'Identity'));

@CommandHandler(RequestEmailChangeCommand)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChangeCommand> {
  constructor(
    private readonly accounts: Accounts,
    private readonly keys: AccountKeys,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    @Inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  async execute({ input }: RequestEmailChangeCommand): Promise<void> {
    const account = await activeAccount(this.accounts, input.userId);
    const email = normaliseEmail(input.email);
    if (email === account.email) throw DomainError.invalid({ email: 'This is already your email address' });
    const owner = await this.keys.emailOwner(email);
    if (owner && owner !== input.userId) throw new DomainError('conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    const code = this.credentials.issueCode('email-change', input.userId, { email }, CODE_TTL_SECONDS);
    await this.notifier.notify({
      channel: 'email',
      to: email,
      subject: 'Confirm your new email address',
      text: `${code} is your Bazaar code to confirm this address for your account. It expires in 15 minutes. If you did not ask for it, ignore this message.`,
    });
  }
}

@CommandHandler(ConfirmEmailChangeCommand)
export class ConfirmEmailChangeHandler implements ICommandHandler<ConfirmEmailChangeCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly accounts: Accounts,
    private readonly keys: AccountKeys,
    private readonly cipher: PersonalDataCipher,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    @Inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  async execute({ input, ctx }: ConfirmEmailChangeCommand): Promise<void> {
    const { userId } = input;
    const account = await activeAccount(this.accounts, userId);
    const check = this.credentials.spendCode<{ email: string }>('email-change', userId, input.code);
    if (!check.ok) throw DomainError.invalid({ code: check.reason === 'locked' ? LOCKED_CODE : BAD_CODE });
    const { email } = check.payload;
    await this.keys.claimEmail(email, userId, ctx);
    try {
      await onUser(this.runner, userId, { type: 'ChangeEmail', data: { email: this.cipher.seal(userId, email), now: ctx.now } }, ctx);
    } catch (error) {
      await this.keys.releaseEmail(email, userId, ctx);
      throw error;
    }
    await this.keys.releaseEmail(account.email, userId, ctx);
    void notifyQuietly(this.notifier, {
      channel: 'email',
      to: account.email,
      subject: 'Your email address was changed',
      text: `The email address of your Bazaar account was changed to ${email}. If this was not you, reset your password and contact us.`,
    });
  }
}

/** The owner changes their password: every session ends (the controller signs this one in again). */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly accounts: Accounts,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
  ) {}

  async execute({ input, ctx }: ChangePasswordCommand): Promise<void> {
    const account = await activeAccount(this.accounts, input.userId);
    const current = this.credentials.passwordHash(input.userId);
    if (!current || !(await verifyPassword(current, input.currentPassword))) throw DomainError.invalid({ currentPassword: 'Your current password is not correct' });
    if (input.newPassword === input.currentPassword) throw DomainError.invalid({ newPassword: 'Choose a password different from the current one' });
    refusePassword('newPassword', input.newPassword, account);
    const passwordHash = await hashPassword(input.newPassword);
    await onUser(this.runner, input.userId, { type: 'ChangePassword', data: { method: 'change', now: ctx.now } }, ctx);
    this.credentials.setPassword(input.userId, passwordHash);
    this.credentials.revokeAllRefreshTokens(input.userId);
  }
}

/** Answers the same whether or not the e-mail has an account; the code goes only to a real, active one. */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly accounts: Accounts,
    private readonly keys: AccountKeys,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    @Inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  async execute({ input }: RequestPasswordResetCommand): Promise<void> {
    const email = normaliseEmail(input.email);
    const owner = await this.keys.emailOwner(email);
    const account = owner ? await this.accounts.find(owner) : null;
    if (!account || account.status !== 'active') return;
    const code = this.credentials.issueCode('password-reset', account.userId, null, CODE_TTL_SECONDS);
    // Not awaited: how long a gateway takes must not tell which e-mails have accounts.
    void notifyQuietly(this.notifier, {
      channel: 'email',
      to: email,
      subject: 'Reset your Bazaar password',
      text: `${code} is your Bazaar password reset code. It expires in 15 minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
    });
  }
}

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly accounts: Accounts,
    private readonly keys: AccountKeys,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
  ) {}

  async execute({ input, ctx }: ResetPasswordCommand): Promise<void> {
    const email = normaliseEmail(input.email);
    const owner = await this.keys.emailOwner(email);
    const account = owner ? await this.accounts.find(owner) : null;
    // Judged before the code is spent (a refused password keeps the code usable), and on the
    // e-mail alone, so the answer is the same whether or not the address has an account.
    refusePassword('password', input.password, { email });
    const check = account ? this.credentials.spendCode('password-reset', account.userId, input.code) : ({ ok: false, reason: 'invalid' } as const);
    if (!account || !check.ok) throw DomainError.invalid({ code: !check.ok && check.reason === 'locked' ? LOCKED_CODE : BAD_CODE });
    const passwordHash = await hashPassword(input.password);
    await onUser(this.runner, account.userId, { type: 'ChangePassword', data: { method: 'reset', now: ctx.now } }, ctx);
    this.credentials.setPassword(account.userId, passwordHash);
    this.credentials.revokeAllRefreshTokens(account.userId);
  }
}

export const ACCOUNT_HANDLERS = [
  RegisterUserHandler,
  UpdateProfileHandler,
  ChangeRoleHandler,
  SetUserStatusHandler,
  EraseUserHandler,
  VerifyPhoneHandler,
  RequestEmailChangeHandler,
  ConfirmEmailChangeHandler,
  ChangePasswordHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
];
