import { ReadModelCache } from '../projections/read-model-cache';

/** The users read model's projection and collection: every signed-in request reads its caller there. */
export const ACCOUNTS_PROJECTION = 'users';

/**
 * The callers' accounts as the users read model has them, for the JWT guard: a deactivation,
 * erasure or role change acknowledged to the admin is seen by the user's next request
 * (ReadModelCache says how).
 */
export class AccountCache<A = unknown> extends ReadModelCache<A> {
  constructor(now: () => number = Date.now) {
    super([ACCOUNTS_PROJECTION], now);
  }
}
