/** The time claims a remembered token is checked against again on every use (seconds since the epoch, as JWT has them). */
export interface TokenTimes {
  exp?: number;
  nbf?: number;
}

const MAX_TOKENS = 10_000;

/**
 * Access tokens whose signature this process has already verified, with their claims.
 * jsonwebtoken decodes, checks and HMACs a token anew on every request (about 75 µs on the
 * request thread, a third of a signed-in GET); a token is the same string until it expires,
 * so a verified one is looked up instead. The key is the whole token, signature included: a
 * changed byte is a different token, verified again. Only tokens that passed verification
 * are kept (nothing a caller sends can fill the map), and expiry and not-before are checked
 * again on every lookup, as jsonwebtoken would. Whether the account may still act is not
 * this cache's business: the strategy asks the users read model on every request.
 */
export class VerifiedTokens<P extends TokenTimes> {
  private readonly entries = new Map<string, Readonly<P>>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly max = MAX_TOKENS,
  ) {}

  /** The claims of a token verified before and still within its times, else null (verify it). */
  get(token: string): Readonly<P> | null {
    const payload = this.entries.get(token);
    if (payload === undefined) return null;
    const seconds = Math.floor(this.now() / 1000);
    if ((payload.exp !== undefined && seconds >= payload.exp) || (payload.nbf !== undefined && seconds < payload.nbf)) {
      this.entries.delete(token);
      return null;
    }
    return payload;
  }

  /** Call only with a token that has just passed verification, and its claims. */
  remember(token: string, payload: P): void {
    if (this.entries.has(token)) return;
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, Object.freeze({ ...payload }));
  }
}
