import { Inject, Injectable } from '@nestjs/common';
import { Role } from '../../platform/auth/roles';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { UserStatus } from './identity.decider';
import { UserEvent, userStream } from './identity.events';

/** An account as its own stream tells it, personal data opened: what handlers need before deciding. */
export interface Account {
  userId: string;
  status: Exclude<UserStatus, 'absent'>;
  role: Role;
  name: string;
  email: string;
  /** The verified phone (the one holding a reservation), or null. */
  verifiedPhone: string | null;
}

export { normaliseEmail } from '../../platform/domain/email-address';

/**
 * Reads accounts from the log rather than the read model: the handlers that release an
 * old e-mail or phone must see the latest one even when the read model is elsewhere or behind.
 */
@Injectable()
export class Accounts {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly catalog: EventCatalog,
  ) {}

  async find(userId: string): Promise<Account | null> {
    const events = (await this.store.readStream(userStream(userId))).map((e) => this.catalog.read(e) as unknown as UserEvent);
    let account: Account | null = null;
    for (const event of events) {
      if (event.type === 'UserRegistered') {
        const d = event.data;
        account = { userId, status: 'active', role: d.role, name: d.name, email: d.email, verifiedPhone: d.phoneVerified ? d.phone : null };
        continue;
      }
      if (!account) continue;
      switch (event.type) {
        case 'PhoneVerified':
          account.verifiedPhone = event.data.phone;
          break;
        case 'UserProfileUpdated':
          if (event.data.name !== undefined) account.name = event.data.name;
          if (event.data.phone !== undefined) account.verifiedPhone = null;
          break;
        case 'UserEmailChanged':
          account.email = event.data.email;
          break;
        case 'UserRoleChanged':
          account.role = event.data.role;
          break;
        case 'UserDeactivated':
          account.status = 'inactive';
          break;
        case 'UserReactivated':
          account.status = 'active';
          break;
        case 'UserErased':
          account.status = 'erased';
          break;
      }
    }
    return account;
  }

  async exists(userId: string): Promise<boolean> {
    return (await this.store.readStream(userStream(userId), { maxCount: 1 })).length > 0;
  }
}
