import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { NOTIFIER, Notifier } from '../../platform/notifications/notification.port';
import { Accounts, normaliseEmail } from './account';
import { AccountKeys } from './account-keys';
import { CREDENTIAL_STORE, CredentialStore } from './credential-store';
import { ChangePasswordCommand, RequestPasswordResetCommand, ResetPasswordCommand } from './identity.commands';
import { hashPassword } from './passwords';
import { CODE_TTL_SECONDS, BAD_CODE, LOCKED_CODE, onUser, refusePassword, activeAccount, notifyQuietly, checkCurrentPassword } from './account-rules';

export const SAME_PASSWORD = 'Choose a password different from the current one';

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
    await checkCurrentPassword(this.credentials, input.userId, input.currentPassword);
    if (input.newPassword === input.currentPassword) throw DomainError.invalid({ newPassword: SAME_PASSWORD });
    refusePassword('newPassword', input.newPassword, account);
    const passwordHash = await hashPassword(input.newPassword);
    await onUser(this.runner, input.userId, { type: 'ChangePassword', data: { method: 'change', now: ctx.now } }, ctx);
    this.credentials.setPassword(input.userId, passwordHash);
    this.credentials.revokeAllRefreshTokens(input.userId);
  }
}

/** Reset codes an account may be sent per hour. */
export const PASSWORD_RESET_CODES_PER_ACCOUNT = 5;

/**
 * Whose reset code an e-mail asks for: the account's when it is active, else a stand-in keyed
 * on the address. The stand-in gets a code too (never sent), under the same hourly cap, so
 * five wrong tries lock it as they lock a real one: otherwise 'Too many wrong codes' after a
 * forgot and five guesses told which e-mails have accounts. The address is kept only as a
 * keyed digest (AccountKeys.standInFor): the credential store holds no e-mail.
 */
const resetSubject = (keys: AccountKeys, account: { userId: string; status: string } | null, email: string) =>
  account?.status === 'active' ? account.userId : keys.standInFor(email);

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
    const subject = resetSubject(this.keys, account, email);
    // Each new code restarts its five tries, so an account gets a few codes an hour, whatever
    // the addresses asking: more would let guesses go on without end. Over the cap nothing is
    // sent and the answer stays the same (it must not tell which e-mails have accounts).
    if (this.credentials.takeSend([{ key: `password-reset:${subject}`, perHour: PASSWORD_RESET_CODES_PER_ACCOUNT, message: '' }])) return;
    const code = this.credentials.issueCode('password-reset', subject, null, CODE_TTL_SECONDS);
    if (subject !== account?.userId) return;
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
    const subject = resetSubject(this.keys, account, email);
    const check = this.credentials.spendCode('password-reset', subject, input.code);
    if (!account || subject !== account.userId || !check.ok) throw DomainError.invalid({ code: !check.ok && check.reason === 'locked' ? LOCKED_CODE : BAD_CODE });
    const passwordHash = await hashPassword(input.password);
    await onUser(this.runner, account.userId, { type: 'ChangePassword', data: { method: 'reset', now: ctx.now } }, ctx);
    this.credentials.setPassword(account.userId, passwordHash);
    this.credentials.revokeAllRefreshTokens(account.userId);
  }
}


