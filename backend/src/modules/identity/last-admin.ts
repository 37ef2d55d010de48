import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/domain/domain-error';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { Accounts } from './account';
import { CREDENTIAL_STORE, CredentialStore } from './credential-store';
import { USERS_COLLECTION, UserDoc } from './users.read-model';

export const LAST_ADMIN = 'This change would leave no active admin: make another user an admin first';

/**
 * Keeps at least one active admin. Demoting, deactivating or erasing an active admin runs
 * under one lease (CredentialStore.withLease on identity.sqlite), so of two admins removing
 * each other at the same moment, in one API process or several sharing DATA_DIR, the second
 * is decided after the first has landed and is refused with 409. The other admins are listed
 * from the users read model and each is confirmed from its own stream in the log, so a read
 * model behind the log never counts an admin who is gone (one it does not list yet only makes
 * the answer more careful). Promotions and reactivations need no lease: they add admins.
 */
@Injectable()
export class LastAdminGuard {
  constructor(
    private readonly accounts: Accounts,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
  ) {}

  /** Runs `change`, which takes `userId` out of the active admins, unless no other active admin would remain. */
  removing<T>(userId: string, change: () => Promise<T>): Promise<T> {
    return this.credentials.withLease('active-admins', async () => {
      const account = await this.accounts.find(userId);
      if (account?.role === 'admin' && account.status === 'active' && !(await this.anotherActiveAdmin(userId))) throw new DomainError('conflict', LAST_ADMIN);
      return change();
    });
  }

  private async anotherActiveAdmin(userId: string): Promise<boolean> {
    const listed = await this.readStore.collection<UserDoc>(USERS_COLLECTION).find({ role: 'admin', status: 'Active' });
    for (const { _id } of listed) {
      if (_id === userId) continue;
      const other = await this.accounts.find(_id);
      if (other?.role === 'admin' && other.status === 'active') return true;
    }
    return false;
  }
}
