import { DomainError } from '../../platform/domain/domain-error';
import { ProcessManager } from '../../platform/domain/process-manager';
import { RecordedEvent } from '../../platform/event-store/event';
import { CommandContext } from '../../platform/event-store/metadata';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { ReadStore } from '../../platform/read-store/read-store.port';
import { Role } from '../../platform/auth/roles';
import { USERS_COLLECTION, UserDoc } from './users.read-model';

const GRANTS = ['UserRegistered', 'UserRoleChanged'];

/** An admin gave this user `role` (Add User with that role, or a role change); self sign-ups open their own records. */
export function grantedByAdmin(event: RecordedEvent, role: Role): string | null {
  const actor = event.metadata.actor;
  const data = event.data as { userId?: string; role?: string };
  return actor.kind === 'user' && actor.role === 'admin' && data.role === role && GRANTS.includes(event.type) && data.userId ? data.userId : null;
}

/** `position`: the grant's log position, which the users read model must reach first. */
export type OpenAccount = { type: 'OpenAccount'; userId: string; position: number };

/**
 * The role-grant process manager of one context: for each user an admin gives `role`, it
 * sends OpenAccount once (its stream records the grant it handled). Pure; the sender does
 * the lookups.
 */
export function roleGrantProcess(name: string, role: Role): ProcessManager<null, OpenAccount> {
  return {
    name,
    reactsTo: GRANTS,
    instanceOf: (event) => grantedByAdmin(event, role),
    initialState: () => null,
    evolve: (state) => state,
    decide: (input) =>
      input.kind === 'event' ? { commands: [{ type: 'OpenAccount', userId: (input.event.data as { userId: string }).userId, position: input.event.position }] } : {},
  };
}

/**
 * Registers the role-grant process manager of a context: `open` runs the context's own
 * command for the user, read from the users read model once it holds the grant. A record
 * that already exists (a conflict) is left alone, so sending again changes nothing.
 */
export function onRoleGrantedByAdmin(
  deps: { registry: ProjectionRegistry; readStore: ReadStore; readYourWrites: ReadYourWrites },
  name: string,
  role: Role,
  open: (user: UserDoc, ctx: CommandContext) => Promise<unknown>,
): void {
  deps.registry.addProcessManager(roleGrantProcess(name, role), async ({ userId, position }, ctx) => {
    // A timeout throws, so the process manager is handed the grant again later.
    if (!(await deps.readYourWrites.waitFor(position))) throw new Error(`users read model behind ${position}`);
    const user = await deps.readStore.collection<UserDoc>(USERS_COLLECTION).findOne({ _id: userId });
    if (!user || user.status === 'Erased' || user.role !== role) return;
    try {
      await open(user, ctx);
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
  });
}

