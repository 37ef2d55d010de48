import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { NOTIFIER, Notifier } from '../../platform/notifications/notification.port';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { Accounts, normaliseEmail } from './account';
import { AccountKeys, EMAIL_TAKEN } from './account-keys';
import { CREDENTIAL_STORE, CredentialStore, SendCap } from './credential-store';
import { CancelEmailChangeCommand, ConfirmEmailChangeCommand, RequestEmailChangeCommand, ResendEmailChangeCommand } from './identity.commands';
import { CODE_TTL_SECONDS, BAD_CODE, LOCKED_CODE, onUser, activeAccount, notifyQuietly, checkCurrentPassword, takeSendOrRefuse } from './account-rules';

/** Codes an account may have sent for an e-mail change, and any one address may receive, per hour. */
export const EMAIL_CHANGE_CODES_PER_ACCOUNT = 5;
export const EMAIL_CHANGE_CODES_PER_ADDRESS = 3;
export const EMAIL_CHANGE_RESEND_SECONDS = 60;

/** The answer to a resend or a cancel when no change waits for its code (none asked, confirmed, cancelled or expired). */
export const NO_PENDING_EMAIL_CHANGE = 'There is no email change waiting for a code; please start again';

const PURPOSE = 'email-change';

const emailChangeCaps = (userId: string, email: string): SendCap[] => [
  { key: `email-change:${userId}`, perHour: EMAIL_CHANGE_CODES_PER_ACCOUNT, resendAfterSeconds: EMAIL_CHANGE_RESEND_SECONDS, message: 'Too many email change codes requested; please try again later' },
  { key: `email:${email}`, perHour: EMAIL_CHANGE_CODES_PER_ADDRESS, message: 'Too many codes were sent to this email address; please try again later' },
];

/** The change waiting for its code, as its owner sees it (Profile Settings after a reload): the new address, when the last code was sent and when it expires. */
export function pendingEmailChange(credentials: CredentialStore, userId: string): { email: string; sentAt: string; expiresAt: string } | null {
  const pending = credentials.pendingCode<{ email: string }>(PURPOSE, userId);
  if (!pending) return null;
  return { email: pending.payload.email, sentAt: new Date(pending.expiresAt - CODE_TTL_SECONDS * 1000).toISOString(), expiresAt: new Date(pending.expiresAt).toISOString() };
}

/**
 * Sends a fresh code for an e-mail change to `email` (replacing the last, its 5 tries afresh),
 * under the caps per account and per address: without them, codes could be guessed by asking
 * for new ones, and any address flooded with mail. A code that could not be sent gives its place back.
 */
async function sendEmailChangeCode(credentials: CredentialStore, notifier: Notifier, userId: string, email: string, now: number): Promise<void> {
  const caps = emailChangeCaps(userId, email);
  takeSendOrRefuse(credentials, caps, now);
  const code = credentials.issueCode(PURPOSE, userId, { email }, CODE_TTL_SECONDS);
  try {
    await notifier.notify({
      channel: 'email',
      to: email,
      subject: 'Confirm your new email address',
      text: `${code} is your Bazaar code to confirm this address for your account. It expires in 15 minutes. If you did not ask for it, ignore this message.`,
    });
  } catch (error) {
    credentials.giveBackSend(caps, now);
    throw error;
  }
}

@CommandHandler(RequestEmailChangeCommand)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChangeCommand> {
  constructor(
    private readonly accounts: Accounts,
    private readonly keys: AccountKeys,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    @Inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  async execute({ input, ctx }: RequestEmailChangeCommand): Promise<void> {
    const account = await activeAccount(this.accounts, input.userId);
    // First: a stolen access token alone must not be able to move the account elsewhere (nor learn which addresses have accounts).
    await checkCurrentPassword(this.credentials, input.userId, input.currentPassword);
    const email = normaliseEmail(input.email);
    if (email === account.email) throw DomainError.invalid({ email: 'This is already your email address' });
    const owner = await this.keys.emailAccount(email);
    if (owner && owner !== input.userId) throw new DomainError('conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    await sendEmailChangeCode(this.credentials, this.notifier, input.userId, email, ctx.now.getTime());
  }
}

/**
 * Resend: a new code to the address the owner already chose with their password (so a token
 * alone still cannot name another address), under the same caps as the first code.
 */
@CommandHandler(ResendEmailChangeCommand)
export class ResendEmailChangeHandler implements ICommandHandler<ResendEmailChangeCommand> {
  constructor(
    private readonly accounts: Accounts,
    private readonly keys: AccountKeys,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    @Inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  async execute({ input, ctx }: ResendEmailChangeCommand): Promise<void> {
    await activeAccount(this.accounts, input.userId);
    const pending = pendingEmailChange(this.credentials, input.userId);
    if (!pending) throw new DomainError('conflict', NO_PENDING_EMAIL_CHANGE);
    // Taken by someone else meanwhile: the change can no longer happen, so it ends here.
    const owner = await this.keys.emailAccount(pending.email);
    if (owner && owner !== input.userId) {
      this.credentials.dropCode(PURPOSE, input.userId);
      throw new DomainError('conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    }
    await sendEmailChangeCode(this.credentials, this.notifier, input.userId, pending.email, ctx.now.getTime());
  }
}

/** Cancel: the change waiting for its code ends; the code already sent confirms nothing. */
@CommandHandler(CancelEmailChangeCommand)
export class CancelEmailChangeHandler implements ICommandHandler<CancelEmailChangeCommand> {
  constructor(
    private readonly accounts: Accounts,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
  ) {}

  async execute({ input }: CancelEmailChangeCommand): Promise<void> {
    await activeAccount(this.accounts, input.userId);
    if (!pendingEmailChange(this.credentials, input.userId)) throw new DomainError('conflict', NO_PENDING_EMAIL_CHANGE);
    this.credentials.dropCode(PURPOSE, input.userId);
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
    const check = this.credentials.spendCode<{ email: string }>(PURPOSE, userId, input.code);
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
    // As after a password change: whoever else holds a session of this account is signed out.
    this.credentials.revokeAllRefreshTokens(userId);
    void notifyQuietly(this.notifier, {
      channel: 'email',
      to: account.email,
      subject: 'Your email address was changed',
      text: `The email address of your Bazaar account was changed to ${email}. If this was not you, reset your password and contact us.`,
    });
  }
}


