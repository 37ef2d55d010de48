import type { Role } from '../auth/roles';
import { ANONYMOUS, CommandContext } from '../event-store/metadata';

/** Who asks, for a decider's ownership rule (a vendor's own product or enquiry; admins all). From the verified token, never from the body. */
export interface Requester {
  userId: string;
  role: Role;
}

/** The signed-in user, or the system (seed, process managers) with an admin's reach; an anonymous request reaches nothing. */
export const requesterOf = (ctx: CommandContext): Requester =>
  ctx.actor.kind === 'user'
    ? { userId: ctx.actor.userId, role: ctx.actor.role }
    : ctx.actor.reason === ANONYMOUS
      ? { userId: '', role: 'customer' }
      : { userId: 'system', role: 'admin' };
