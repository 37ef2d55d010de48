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

/** Someone signed themselves up with `role` (a supplier or provider sign-up: the account, then the record, in one request). */
export function signedUpAs(event: RecordedEvent, role: Role): string | null {
  const actor = event.metadata.actor;
  const data = event.data as { userId?: string; role?: string };
  return event.type === 'UserRegistered' && actor.kind === 'user' && actor.userId === data.userId && data.role === role ? data.userId : null;
}

/** How long a sign-up has to append its own record before the process manager opens an empty one. */
export const SIGN_UP_COMPLETION_MS = 5 * 60_000;

/** `position`: the grant's log position, which the users read model must reach first. */
export type OpenAccount = { type: 'OpenAccount'; userId: string; position: number };

/**
 * The role-grant process manager of one context. For each user an admin gives `role`, it
 * sends OpenAccount at once. For a self sign-up with `role` (whose request writes the
 * record itself, right after the account) it schedules a check: should that request have
 * died between the two streams, the timeout opens an empty record, so no account is left
 * without one (OpenAccount on an existing record changes nothing). Pure; the sender does
 * the lookups. Its stream records each input it handled.
 */
export function roleGrantProcess(name: string, role: Role): ProcessManager<null, OpenAccount> {
  return {
    name,
    reactsTo: GRANTS,
    instanceOf: (event) => grantedByAdmin(event, role) ?? signedUpAs(event, role),
    initialState: () => null,
    evolve: (state) => state,
    decide: (input) => {
      if (input.kind === 'timeout') return { commands: [input.data as OpenAccount] };
      const open: OpenAccount = { type: 'OpenAccount', userId: (input.event.data as { userId: string }).userId, position: input.event.position };
      if (grantedByAdmin(input.event, role)) return { commands: [open] };
      return { timeouts: [{ name: 'SignUpCompletion', dueAt: new Date(Date.parse(input.event.metadata.occurredAt) + SIGN_UP_COMPLETION_MS), data: open }] };
    },
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

