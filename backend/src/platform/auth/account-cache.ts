import { Injectable } from '@nestjs/common';
import { ReadSide } from '../projections/workers';

/** The users read model's projection and collection: every signed-in request reads its caller there. */
export const ACCOUNTS_PROJECTION = 'users';

/** A safety net only: the read side's news clears the cache at once; this bounds what it could miss (a rebuild run by another process). */
const MAX_AGE_MS = 1000;
const MAX_ENTRIES = 10_000;

/**
 * The callers' accounts as the users read model had them, for the JWT guard. The first read
 * of the read store after the projection thread's latest write costs the request thread
 * tens of microseconds (its page cache is stale), on every request of every signed-in user.
 *
 * An entry is only as old as the last change to the users read model: the read side that
 * writes it (in this process, or its projection thread) tells of every committed page
 * holding a user event before it announces the position, so a deactivation, erasure or role
 * change acknowledged to the admin is seen by the user's next request. Off (every request
 * reads the store) until a read side of this process is attached: API replicas whose
 * read models another process writes (RUN_WORKERS=false) never cache.
 */
@Injectable()
export class AccountCache<A = unknown> {
  private readonly entries = new Map<string, { account: A; at: number }>();
  private watching = false;
  /** Counts the clears: a read that a clear overtook is not stored (it may predate the change). */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Caches from now on, cleared by every change the read side reports for the users read model. */
  attach(readSide: Pick<ReadSide, 'onHandled'>): void {
    readSide.onHandled((names) => {
      if (names.includes(ACCOUNTS_PROJECTION)) (this.entries.clear(), this.generation++);
    });
    this.watching = true;
  }

  /** The account of `userId`, from the cache or `load` (a missing account is not remembered: it may be a moment from being projected). */
  async get(userId: string, load: () => Promise<A | null>): Promise<A | null> {
    if (!this.watching) return load();
    const known = this.entries.get(userId);
    if (known && this.now() - known.at < MAX_AGE_MS) return known.account;
    const generation = this.generation;
    const account = await load();
    if (account === null || generation !== this.generation) return account;
    this.entries.delete(userId);
    this.entries.set(userId, { account, at: this.now() });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return account;
  }
}
