import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { NOTIFIER, Notifier } from '../../platform/notifications/notification.port';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { Accounts, normaliseEmail } from './account';
import { AccountKeys, EMAIL_TAKEN } from './account-keys';
import { CREDENTIAL_STORE, CredentialStore, SendCap } from './credential-store';
import { ConfirmEmailChangeCommand, RequestEmailChangeCommand } from './identity.commands';
import { CODE_TTL_SECONDS, BAD_CODE, LOCKED_CODE, onUser, activeAccount, notifyQuietly, checkCurrentPassword, takeSendOrRefuse } from './account-rules';

/** Codes an account may have sent for an e-mail change, and any one address may receive, per hour. */
export const EMAIL_CHANGE_CODES_PER_ACCOUNT = 5;
export const EMAIL_CHANGE_CODES_PER_ADDRESS = 3;
export const EMAIL_CHANGE_RESEND_SECONDS = 60;

const emailChangeCaps = (userId: string, email: string): SendCap[] => [
  { key: `email-change:${userId}`, perHour: EMAIL_CHANGE_CODES_PER_ACCOUNT, resendAfterSeconds: EMAIL_CHANGE_RESEND_SECONDS, message: 'Too many email change codes requested; please try again later' },
  { key: `email:${email}`, perHour: EMAIL_CHANGE_CODES_PER_ADDRESS, message: 'Too many codes were sent to this email address; please try again later' },
];

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
    const owner = await this.keys.emailOwner(email);
    if (owner && owner !== input.userId) throw new DomainError('conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN });
    // Each code replaces the last and starts its 5 tries afresh: without caps, codes could be
    // guessed by asking for new ones, and any address flooded with mail.
    const now = ctx.now.getTime();
    const caps = emailChangeCaps(input.userId, email);
    takeSendOrRefuse(this.credentials, caps, now);
    const code = this.credentials.issueCode('email-change', input.userId, { email }, CODE_TTL_SECONDS);
    try {
      await this.notifier.notify({
        channel: 'email',
        to: email,
        subject: 'Confirm your new email address',
        text: `${code} is your Bazaar code to confirm this address for your account. It expires in 15 minutes. If you did not ask for it, ignore this message.`,
      });
    } catch (error) {
      this.credentials.giveBackSend(caps, now);
      throw error;
    }
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


