import { Actor } from '../../platform/event-store/event';
import { defineProjection } from '../../platform/projections/projection';
import { Role } from '../../platform/auth/roles';
import { ERASED } from '../../platform/personal-data/personal-data-cipher';
import { ReadStore } from '../../platform/read-store/read-store.port';
import { UserEvent } from './identity.events';

/** The users read model; other contexts may read it (to show who did what), never write it. */
export interface UserDoc {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  phoneVerified: boolean;
  role: Role;
  status: 'Active' | 'Inactive' | 'Erased';
  joinedAt: string;
  updatedAt: string;
}

export const USERS_COLLECTION = 'users';

const USER_EVENTS: UserEvent['type'][] = ['UserRegistered', 'PhoneVerified', 'UserProfileUpdated', 'UserEmailChanged', 'PasswordChanged', 'UserRoleChanged', 'UserDeactivated', 'UserReactivated', 'UserErased'];

export const usersProjection = defineProjection<UserDoc>({
  name: 'users',
  version: 3,
  collection: USERS_COLLECTION,
  indexes: [{ fields: { joinedAt: -1 } }, { fields: { email: 1 } }],
  search: ['name', 'email'],
  canHandle: USER_EVENTS,
  documentIds: (event) => [(event.data as UserEvent['data']).userId],
  evolve(doc, recorded) {
    const event = recorded as unknown as UserEvent;
    if (event.type === 'UserRegistered') {
      const { userId, name, email, phone, phoneVerified, role, registeredAt } = event.data;
      return { _id: userId, name, email, phone, phoneVerified, role, status: 'Active', joinedAt: registeredAt, updatedAt: registeredAt };
    }
    if (!doc) return null;
    switch (event.type) {
      case 'PhoneVerified':
        return { ...doc, phone: event.data.phone, phoneVerified: true, updatedAt: event.data.verifiedAt };
      case 'UserProfileUpdated':
        return {
          ...doc,
          ...(event.data.name !== undefined && { name: event.data.name }),
          ...(event.data.phone !== undefined && { phone: event.data.phone, phoneVerified: false }),
          updatedAt: event.data.updatedAt,
        };
      case 'UserEmailChanged':
        return { ...doc, email: event.data.email, updatedAt: event.data.changedAt };
      case 'PasswordChanged':
        return { ...doc, updatedAt: event.data.changedAt };
      case 'UserRoleChanged':
        return { ...doc, role: event.data.role, updatedAt: event.data.changedAt };
      case 'UserDeactivated':
        return { ...doc, status: 'Inactive', updatedAt: event.data.deactivatedAt };
      case 'UserReactivated':
        return { ...doc, status: 'Active', updatedAt: event.data.reactivatedAt };
      case 'UserErased':
        return { ...doc, name: ERASED, email: ERASED, phone: null, status: 'Erased', updatedAt: event.data.erasedAt };
    }
  },
});

/** Display names for the user actors among `actors` (for History tabs). */
export async function actorNames(readStore: ReadStore, actors: Actor[]): Promise<Map<string, string>> {
  const ids = [...new Set(actors.flatMap((a) => (a.kind === 'user' ? [a.userId] : [])))];
  if (!ids.length) return new Map();
  const users = await readStore.collection<UserDoc>(USERS_COLLECTION).find({ _id: { $in: ids } });
  return new Map(users.map((u) => [u._id, u.name]));
}
