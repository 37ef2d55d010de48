/**
 * Slows password guessing: after `maxFailures` failed logins for one e-mail, or 4× that
 * from one client address, within `windowMs`, further attempts are refused until the
 * window passes. In memory: one API process sees its own attempts (said in the README).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = 5,
    private readonly windowMs = 15 * 60_000,
  ) {}

  /** Seconds until another attempt is allowed, or 0. */
  retryAfter(email: string, client: string, now = Date.now()): number {
    const check = (key: string, limit: number) => {
      const recent = this.recent(key, now);
      return recent.length >= limit ? Math.ceil((recent[0] + this.windowMs - now) / 1000) : 0;
    };
    return Math.max(check(`email:${email}`, this.maxFailures), check(`client:${client}`, this.maxFailures * 4));
  }

  fail(email: string, client: string, now = Date.now()): void {
    for (const key of [`email:${email}`, `client:${client}`]) this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeed(email: string): void {
    this.failures.delete(`email:${email}`);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((at) => at > now - this.windowMs);
  }
}
