/**
 * Slows password guessing without handing attackers a lock-out weapon (issue 8, item 9).
 * Failures count per (account, address) pair: an attacker failing from elsewhere delays only
 * their own pair, so the owner's correct password keeps working from their usual address.
 * Failures per address across accounts delay that address only. Delays grow with each
 * failure past a few free ones (1 s, 2 s, 4 s ... up to `maxDelayMs`) and a success clears
 * the pair. In memory and bounded: one API process sees its own attempts.
 */
export interface ThrottleLimits {
  /** Failures of one pair before delays start. */
  freePerPair: number;
  /** Failures from one address (any accounts) before delays start for that address. */
  freePerAddress: number;
  maxDelayMs: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
  /** Most keys remembered (the oldest are dropped first). */
  maxKeys: number;
}

const DEFAULT_LIMITS: ThrottleLimits = { freePerPair: 3, freePerAddress: 20, maxDelayMs: 15 * 60_000, windowMs: 60 * 60_000, maxKeys: 100_000 };

interface Failures {
  count: number;
  last: number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();
  private readonly limits: ThrottleLimits;

  constructor(limits: Partial<ThrottleLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** Seconds until this account may be tried again from this address, or 0. */
  retryAfter(account: string, address: string, now = Date.now()): number {
    const wait = Math.max(this.waitOf(`pair:${account}|${address}`, this.limits.freePerPair, now), this.waitOf(`address:${address}`, this.limits.freePerAddress, now));
    return Math.ceil(wait / 1000);
  }

  fail(account: string, address: string, now = Date.now()): void {
    for (const key of [`pair:${account}|${address}`, `address:${address}`]) {
      const current = this.current(key, now);
      this.failures.delete(key); // re-inserted last: the map's order is the age order
      this.failures.set(key, { count: (current?.count ?? 0) + 1, last: now });
    }
    while (this.failures.size > this.limits.maxKeys) this.failures.delete(this.failures.keys().next().value!);
  }

  /** A correct password clears that pair (not the address: it may be guessing other accounts). */
  succeed(account: string, address: string): void {
    this.failures.delete(`pair:${account}|${address}`);
  }

  private current(key: string, now: number): Failures | undefined {
    const entry = this.failures.get(key);
    return entry && now - entry.last < this.limits.windowMs ? entry : undefined;
  }

  private waitOf(key: string, free: number, now: number): number {
    const entry = this.current(key, now);
    if (!entry || entry.count < free) return 0;
    const delay = Math.min(1000 * 2 ** (entry.count - free), this.limits.maxDelayMs);
    return Math.max(0, entry.last + delay - now);
  }
}
