import { DomainError } from '../../platform/domain/domain-error';
import { RecordedEvent } from '../../platform/event-store/event';
import { CommandContext, causedBy } from '../../platform/event-store/metadata';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
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

/**
 * Registers a bus policy that opens a record for each user an admin gives `role`. `open`
 * runs the context's own command; a record that already exists (a conflict) is left alone,
 * so a redelivered event decides nothing.
 */
export function onRoleGrantedByAdmin(
  deps: { registry: ProjectionRegistry; readStore: ReadStore; readYourWrites: ReadYourWrites },
  name: string,
  role: Role,
  open: (user: UserDoc, ctx: CommandContext) => Promise<unknown>,
): void {
  deps.registry.addPolicy({
    name,
    subject: 'market.identity.>',
    handle: async (event) => {
      const user = await userGrantedRoleByAdmin(event, role, deps.readStore, deps.readYourWrites);
      if (!user) return;
      try {
        await open(user, causedBy(event));
      } catch (error) {
        if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
      }
    },
  });
}
