import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { systemContext } from '../../platform/event-store/metadata';
import { Accounts } from './account';
import { AccountKeys } from './account-keys';
import { CREDENTIAL_STORE, CredentialStore } from './credential-store';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';

/**
 * The log decides (issue 8, item 8). On start, before serving:
 * - a password row whose account is in the log but was not marked (a crash right after the
 *   append) is confirmed; one whose account never reached the log is deleted. Rows are keyed
 *   by a fresh user id, so such an orphan never blocked a sign-up; this only drops the secret.
 * - a credential store from before ADR 0010 (e-mails kept in identity.sqlite) has its
 *   e-mails reserved in the log once, for the accounts the log has, then the column goes.
 * Abandoned e-mail claims need no scan: the next sign-up takes them over (AccountKeys).
 */
@Injectable()
export class IdentityStartup implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly accounts: Accounts,
    private readonly keys: AccountKeys,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.readSideThread) return; // the process's main thread does it
    const ctx = systemContext('identity start-up check');
    let dropped = 0;
    for (const userId of this.credentials.unconfirmed(ctx.now.getTime())) {
      if (await this.accounts.exists(userId)) this.credentials.confirm(userId);
      else (this.credentials.remove(userId), dropped++);
    }
    if (dropped) Logger.warn(`dropped ${dropped} password(s) of sign-ups that never reached the log`, 'Identity');
    const legacy = this.credentials.legacyEmails();
    for (const { userId, email } of legacy) {
      const account = await this.accounts.find(userId);
      if (account && account.status !== 'erased') await this.keys.claimEmail(email, userId, ctx);
    }
    if (legacy.length) {
      this.credentials.dropLegacyEmails();
      Logger.log(`reserved ${legacy.length} e-mail(s) from the old credential store in the log`, 'Identity');
    }
  }
}
