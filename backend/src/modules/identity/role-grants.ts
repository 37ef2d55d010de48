import { DomainError } from '../../platform/domain/domain-error';
import { ProcessManager } from '../../platform/domain/process-manager';
import { RecordedEvent } from '../../platform/event-store/event';
import { CommandContext } from '../../platform/event-store/metadata';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { ReadStore } from '../../platform/read-store/read-store.port';
import { Role } from '../../platform/auth/roles';
import { SignUpApplication } from './identity.events';
import { USERS_COLLECTION, UserDoc } from './users.read-model';

const GRANTS = ['UserRegistered', 'UserRoleChanged'];

/** An admin gave this user `role` (Add User with that role, or a role change); self sign-ups open their own records. */
export function grantedByAdmin(event: RecordedEvent, role: Role): string | null {
  const actor = event.metadata.actor;
  const data = event.data as { userId?: string; role?: string };
  return actor.kind === 'user' && actor.role === 'admin' && data.role === role && GRANTS.includes(event.type) && data.userId ? data.userId : null;
}

/** Someone signed themselves up with `role` (a supplier or provider sign-up). */
export function signedUpAs(event: RecordedEvent, role: Role): string | null {
  const actor = event.metadata.actor;
  const data = event.data as { userId?: string; role?: string };
  return event.type === 'UserRegistered' && actor.kind === 'user' && actor.userId === data.userId && data.role === role ? data.userId : null;
}

/**
 * `position`: the grant's log position, which the users read model must reach first;
 * `application`: the record the sign-up submitted (absent: open an empty one).
 */
export type OpenAccount = { type: 'OpenAccount'; userId: string; position: number; application?: SignUpApplication };

/**
 * The role-grant process manager of one context. For each user given `role` (by an admin,
 * or by their own supplier or provider sign-up) it sends OpenAccount at once, with the
 * application UserRegistered carries: the sign-up's one append is the whole decision, and
 * the record follows from it even if the request died right after (ADR 0012). Opening an
 * existing record changes nothing. Pure; the sender does the lookups. Its stream records
 * each input it handled, so a redelivered event decides nothing new.
 */
export function roleGrantProcess(name: string, role: Role): ProcessManager<null, OpenAccount> {
  return {
    name,
    reactsTo: GRANTS,
    instanceOf: (event) => grantedByAdmin(event, role) ?? signedUpAs(event, role),
    initialState: () => null,
    evolve: (state) => state,
    decide: (input) => {
      // A SignUpCompletion timeout scheduled before sign-ups carried their application still opens its record.
      if (input.kind === 'timeout') return { commands: [input.data as OpenAccount] };
      const { userId, application } = input.event.data as { userId: string; application?: SignUpApplication };
      return { commands: [{ type: 'OpenAccount', userId, position: input.event.position, ...(application && { application }) }] };
    },
  };
}

/**
 * Registers the role-grant process manager of a context: `open` runs the context's own
 * command for the user, read from the users read model once it holds the grant, with the
 * sign-up's application when it carried one. A record
 * that already exists (a conflict) is left alone, so sending again changes nothing.
 */
export function onRoleGrantedByAdmin(
  deps: { registry: ProjectionRegistry; readStore: ReadStore; readYourWrites: ReadYourWrites },
  name: string,
  role: Role,
  open: (user: UserDoc, ctx: CommandContext, application?: SignUpApplication) => Promise<unknown>,
): void {
  deps.registry.addProcessManager(roleGrantProcess(name, role), async ({ userId, position, application }, ctx) => {
    // A timeout throws, so the process manager is handed the grant again later.
    if (!(await deps.readYourWrites.waitFor(position))) throw new Error(`users read model behind ${position}`);
    const user = await deps.readStore.collection<UserDoc>(USERS_COLLECTION).findOne({ _id: userId });
    if (!user || user.status === 'Erased' || user.role !== role) return;
    try {
      await open(user, ctx, application);
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
  });
}

