import { AuthUser } from './roles';

/**
 * Who asks, as a decider needs it for ownership rules (a provider acts on their own
 * records, an admin on any): only the id and role travel into the command.
 */
export type ActingUser = Pick<AuthUser, 'userId' | 'role'>;

export const actingUser = (user: AuthUser): ActingUser => ({ userId: user.userId, role: user.role });
