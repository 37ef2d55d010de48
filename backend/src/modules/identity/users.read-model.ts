import { Actor } from '../../platform/event-store/event';
import { defineProjection } from '../../platform/projections/projection';
import { Role } from '../../platform/auth/roles';
import { ReadStore } from '../../platform/read-store/read-store.port';
import { IdentityEvent } from './identity.events';

/** The users read model; other contexts may read it (to show who did what), never write it. */
export interface UserDoc {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  status: 'Active' | 'Inactive';
  joinedAt: string;
}

export const USERS_COLLECTION = 'users';

export const usersProjection = defineProjection<UserDoc>({
  name: 'users',
  version: 1,
  collection: USERS_COLLECTION,
  canHandle: ['UserRegistered'],
  documentIds: (event) => [(event.data as IdentityEvent['data']).userId],
  evolve(doc, recorded) {
    const event = recorded as unknown as IdentityEvent;
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, name, email, phone, role, registeredAt } = event.data;
        return { _id: userId, name, email, phone, role, status: 'Active', joinedAt: registeredAt };
      }
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
