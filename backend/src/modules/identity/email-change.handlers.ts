import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { NOTIFIER, Notifier } from '../../platform/notifications/notification.port';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { Accounts, normaliseEmail } from './account';
import { AccountKeys, EMAIL_TAKEN } from './account-keys';
import { CREDENTIAL_STORE, CredentialStore } from './credential-store';
import { ConfirmEmailChangeCommand, RequestEmailChangeCommand } from './identity.commands';
import { CODE_TTL_SECONDS, BAD_CODE, LOCKED_CODE, onUser, activeAccount, notifyQuietly } from './account-rules';

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


