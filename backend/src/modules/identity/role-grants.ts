import { RecordedEvent } from '../../platform/event-store/event';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { ReadStore } from '../../platform/read-store/read-store.port';
import { Role } from '../../platform/auth/roles';
import { USERS_COLLECTION, UserDoc } from './users.read-model';

/**
 * For policies of other contexts: the user an admin has just given `role` (Add User with
 * that role, or a role change), read from the users read model once it has the event.
 * Null for anything else, including self sign-ups, which open their own records.
 */
export async function userGrantedRoleByAdmin(event: RecordedEvent, role: Role, readStore: ReadStore, readYourWrites: ReadYourWrites): Promise<UserDoc | null> {
  const actor = event.metadata.actor;
  const data = event.data as { userId?: string; role?: string };
  if (actor.kind !== 'user' || actor.role !== 'admin' || data.role !== role || !['UserRegistered', 'UserRoleChanged'].includes(event.type)) return null;
  // A timeout throws, so the bus delivers the event again later.
  if (!(await readYourWrites.waitFor(event.position))) throw new Error(`users read model behind ${event.position}`);
  const user = await readStore.collection<UserDoc>(USERS_COLLECTION).findOne({ _id: data.userId! });
  return user && user.status !== 'Erased' ? user : null;
}
