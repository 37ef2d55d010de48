import Database from 'better-sqlite3';
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { ensurePrivateDir, makePrivate } from '../../platform/config/data-dir';
import { Sessions } from '../../platform/auth/sessions';
import { DomainError } from '../../platform/domain/domain-error';

/** How long after its first use a refresh token may be used again without ending its session (tabs renewing together). */
export const REFRESH_REUSE_GRACE_MS = 20_000;

export const CREDENTIAL_STORE = Symbol('CREDENTIAL_STORE');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A code sent to a person (password reset, e-mail change): 6 digits, a few tries. */
export const CODE_DIGITS = 6;
const MAX_CODE_ATTEMPTS = 5;

export type CodeCheck<T> = { ok: true; payload: T } | { ok: false; reason: 'invalid' | 'locked' };

const HOUR_MS = 3600_000;

/**
 * A limit on codes sent (by SMS or e-mail) under one key (`phone:<n>`, `client:<ip>`,
 * `user:<id>`, `email:<address>`): at most `perHour` in any hour, and with `resendAfterSeconds`
 * a wait after the key's last one.
 */
export interface SendCap {
  key: string;
  perHour: number;
  /** Said when `perHour` is reached. */
  message: string;
  resendAfterSeconds?: number;
}

export const RESEND_WAIT = 'Please wait before requesting another code';

/**
 * Secrets only, outside the event log (ADR 0005, 0010): password hashes keyed by user id,
 * refresh-token families (the sessions), one-time codes and spent single-use tokens; and the
 * local bookkeeping of the identity context (codes sent, leases). Nothing here says
 * who someone is: e-mails and phones are found through their reservation streams in the
 * log, so this file never decides whether an account exists.
 */
export class CredentialStore implements Sessions {
  private readonly db: Database.Database;

  constructor(dataDir: string) {
    const file = join(ensurePrivateDir(dataDir), 'identity.sqlite');
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS passwords (
        user_id TEXT PRIMARY KEY, password_hash TEXT NOT NULL, created_at TEXT NOT NULL,
        confirmed INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE IF NOT EXISTS one_time_codes (
        purpose TEXT NOT NULL, subject TEXT NOT NULL, code_hash TEXT NOT NULL, payload TEXT NOT NULL,
        expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (purpose, subject));
      CREATE TABLE IF NOT EXISTS spent_tokens (token_id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, expires_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS otp_sends (key TEXT NOT NULL, sent_at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS otp_sends_key ON otp_sends(key, sent_at);`);
    // Refresh tokens before families existed cannot be told apart from a reuse: they go (users sign in again).
    const columns = this.db.prepare("SELECT name FROM pragma_table_info('refresh_tokens')").all() as { name: string }[];
    if (columns.length && !columns.some((c) => c.name === 'family_id')) this.db.exec('DROP TABLE refresh_tokens');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS refresh_tokens (
        token_hash TEXT PRIMARY KEY, family_id TEXT NOT NULL, user_id TEXT NOT NULL, expires_at INTEGER NOT NULL,
        used_at INTEGER, revoked_at INTEGER);
      CREATE INDEX IF NOT EXISTS refresh_tokens_family ON refresh_tokens(family_id);
      CREATE INDEX IF NOT EXISTS refresh_tokens_user ON refresh_tokens(user_id);`);
    makePrivate(file);
  }

  // ---- passwords ----

  /** Stores the hash of an account being registered; `confirm` once its UserRegistered is in the log. */
  addPassword(userId: string, passwordHash: string): void {
    this.db.prepare('INSERT OR REPLACE INTO passwords (user_id, password_hash, created_at, confirmed) VALUES (?, ?, ?, 0)').run(userId, passwordHash, new Date().toISOString());
  }

  confirm(userId: string): void {
    this.db.prepare('UPDATE passwords SET confirmed = 1 WHERE user_id = ?').run(userId);
  }

  /**
   * Rows not yet confirmed, made before `now` less a grace period (a sign-up still in
   * progress in another process sharing DATA_DIR is left alone); checked on start.
   */
  unconfirmed(now: number, graceMs = 5 * 60_000): string[] {
    const before = new Date(now - graceMs).toISOString();
    return (this.db.prepare('SELECT user_id FROM passwords WHERE confirmed = 0 AND created_at < ?').all(before) as { user_id: string }[]).map((r) => r.user_id);
  }

  passwordHash(userId: string): string | undefined {
    return (this.db.prepare('SELECT password_hash FROM passwords WHERE user_id = ?').get(userId) as { password_hash: string } | undefined)?.password_hash;
  }

  setPassword(userId: string, passwordHash: string): void {
    this.db.prepare('UPDATE passwords SET password_hash = ? WHERE user_id = ?').run(passwordHash, userId);
  }

  /** Forgets every secret of a user (erasure, or an account that never made it into the log), pending codes included. */
  remove(userId: string): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM passwords WHERE user_id = ?').run(userId);
      this.db.prepare('DELETE FROM refresh_tokens WHERE user_id = ?').run(userId);
      // An e-mail change code holds the new address: erasure takes it too.
      this.db.prepare('DELETE FROM one_time_codes WHERE subject = ?').run(userId);
    })();
  }

  // ---- legacy: e-mails kept here before ADR 0010 ----

  /** Accounts of a store made before e-mails moved to reservation streams, to reserve once. */
  legacyEmails(): { userId: string; email: string }[] {
    const table = this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'credentials'").get();
    if (!table) return [];
    this.db.exec(`INSERT OR IGNORE INTO passwords (user_id, password_hash, created_at, confirmed)
                  SELECT user_id, password_hash, created_at, 1 FROM credentials`);
    return (this.db.prepare('SELECT user_id, email FROM credentials').all() as { user_id: string; email: string }[]).map((r) => ({ userId: r.user_id, email: r.email }));
  }

  dropLegacyEmails(): void {
    this.db.exec('DROP TABLE IF EXISTS credentials');
  }

  // ---- refresh tokens: single use, in families ----

  /**
   * A new session: a token that starts its own family (every rotation stays in it). The
   * family id is the session id (`sid`) its access tokens carry.
   */
  openSession(userId: string, ttlSeconds: number): { sessionId: string; refreshToken: string } {
    const sessionId = randomUUID();
    return { sessionId, refreshToken: this.issueRefreshToken(userId, ttlSeconds, sessionId) };
  }

  private issueRefreshToken(userId: string, ttlSeconds: number, familyId: string): string {
    const token = randomBytes(32).toString('base64url');
    this.db
      .prepare('INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at) VALUES (?, ?, ?, ?)')
      .run(sha256(token), familyId, userId, Date.now() + ttlSeconds * 1000);
    return token;
  }

  private openFamily?: Database.Statement<[string], unknown>;

  /**
   * Whether a session (refresh-token family) is still open: not signed out, not ended by a
   * password change or reset, an e-mail change, a deactivation or a reuse, not erased. Asked
   * on every authenticated request (JwtStrategy): one lookup on the family index, with the
   * statement prepared once. The file is shared by every process on DATA_DIR, so a session
   * ended in one is closed for all at once.
   */
  isSessionOpen(sessionId: string): boolean {
    this.openFamily ??= this.db.prepare('SELECT 1 FROM refresh_tokens WHERE family_id = ? AND revoked_at IS NULL LIMIT 1');
    return this.openFamily.get(sessionId) !== undefined;
  }

  /**
   * Spends a refresh token and issues its successor in the same family. A token used a
   * second time means it was copied: the whole family (the thief's and the owner's
   * sessions) is revoked, and the answer is undefined — unless the second use comes within
   * REFRESH_REUSE_GRACE_MS of the first: two tabs of one browser share the token and renew
   * together when their access tokens expire (their notification streams close at that
   * very moment), and the slower one must not sign the person out. It gets a successor of
   * its own in the same family. Later reuse is still taken for theft.
   */
  rotateRefreshToken(token: string, ttlSeconds: number): { userId: string; sessionId: string; refreshToken: string } | undefined {
    return this.db.transaction(() => {
      const hash = sha256(token);
      const row = this.db.prepare('SELECT family_id, user_id, expires_at, used_at, revoked_at FROM refresh_tokens WHERE token_hash = ?').get(hash) as
        | { family_id: string; user_id: string; expires_at: number; used_at: number | null; revoked_at: number | null }
        | undefined;
      if (!row) return undefined;
      if (row.used_at !== null) {
        if (row.revoked_at === null && Date.now() - row.used_at <= REFRESH_REUSE_GRACE_MS && row.expires_at >= Date.now()) {
          return { userId: row.user_id, sessionId: row.family_id, refreshToken: this.issueRefreshToken(row.user_id, ttlSeconds, row.family_id) };
        }
        this.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL').run(Date.now(), row.family_id);
        return undefined;
      }
      if (row.revoked_at !== null || row.expires_at < Date.now()) return undefined;
      this.db.prepare('UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ?').run(Date.now(), hash);
      return { userId: row.user_id, sessionId: row.family_id, refreshToken: this.issueRefreshToken(row.user_id, ttlSeconds, row.family_id) };
    })();
  }

  /** Sign-out: ends the family the token belongs to. */
  revokeRefreshToken(token: string): void {
    const row = this.db.prepare('SELECT family_id FROM refresh_tokens WHERE token_hash = ?').get(sha256(token)) as { family_id: string } | undefined;
    if (row) this.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL').run(Date.now(), row.family_id);
  }

  /** Ends every session of a user (deactivation, password reset or change). */
  revokeAllRefreshTokens(userId: string): void {
    this.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(Date.now(), userId);
    this.db.prepare('DELETE FROM refresh_tokens WHERE expires_at < ?').run(Date.now());
  }

  // ---- one-time codes (password reset, e-mail change) ----

  /** Makes a fresh code for (purpose, subject), replacing any earlier one; only its hash is kept. */
  issueCode(purpose: string, subject: string, payload: unknown, ttlSeconds: number): string {
    const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
    this.db
      .prepare('INSERT OR REPLACE INTO one_time_codes (purpose, subject, code_hash, payload, expires_at, attempts) VALUES (?, ?, ?, ?, ?, 0)')
      .run(purpose, subject, sha256(`${purpose}:${subject}:${code}`), JSON.stringify(payload ?? null), Date.now() + ttlSeconds * 1000);
    this.db.prepare('DELETE FROM one_time_codes WHERE expires_at < ?').run(Date.now());
    return code;
  }

  /** The code waiting for (purpose, subject), without spending it: its payload and when it expires; null when none or expired. */
  pendingCode<T>(purpose: string, subject: string): { payload: T; expiresAt: number } | null {
    const row = this.db.prepare('SELECT payload, expires_at FROM one_time_codes WHERE purpose = ? AND subject = ?').get(purpose, subject) as { payload: string; expires_at: number } | undefined;
    return row && row.expires_at >= Date.now() ? { payload: JSON.parse(row.payload) as T, expiresAt: row.expires_at } : null;
  }

  /** Ends the code waiting for (purpose, subject), if any: it can no longer be spent. */
  dropCode(purpose: string, subject: string): void {
    this.db.prepare('DELETE FROM one_time_codes WHERE purpose = ? AND subject = ?').run(purpose, subject);
  }

  /** Spends a code: right once, then gone; five wrong tries lock it until a new one is sent. */
  spendCode<T>(purpose: string, subject: string, code: string): CodeCheck<T> {
    return this.db.transaction((): CodeCheck<T> => {
      const row = this.db.prepare('SELECT code_hash, payload, expires_at, attempts FROM one_time_codes WHERE purpose = ? AND subject = ?').get(purpose, subject) as
        | { code_hash: string; payload: string; expires_at: number; attempts: number }
        | undefined;
      if (!row || row.expires_at < Date.now()) return { ok: false, reason: 'invalid' };
      if (row.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: 'locked' };
      const given = Buffer.from(sha256(`${purpose}:${subject}:${code}`), 'hex');
      if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), given)) {
        this.db.prepare('UPDATE one_time_codes SET attempts = attempts + 1 WHERE purpose = ? AND subject = ?').run(purpose, subject);
        return { ok: false, reason: 'invalid' };
      }
      this.db.prepare('DELETE FROM one_time_codes WHERE purpose = ? AND subject = ?').run(purpose, subject);
      return { ok: true, payload: JSON.parse(row.payload) as T };
    })();
  }

  // ---- how many codes are sent (phone OTP, e-mail change) ----

  private sendsSince(key: string, since: number): number[] {
    return (this.db.prepare('SELECT sent_at FROM otp_sends WHERE key = ? AND sent_at > ? ORDER BY sent_at').all(key, since) as { sent_at: number }[]).map((r) => r.sent_at);
  }

  /**
   * Takes a place for one more code under every cap, or answers why not, with the seconds
   * until it may (a resend wait is told before an hourly cap) and takes nothing. Checked and
   * counted in one write transaction of identity.sqlite, so parallel requests, in this process
   * or another on DATA_DIR, cannot both take the last place.
   */
  takeSend(caps: readonly SendCap[], now = Date.now()): { message: string; retryAfter: number } | null {
    return this.db
      .transaction(() => {
        const sent = caps.map((cap) => ({ cap, times: this.sendsSince(cap.key, now - HOUR_MS) }));
        for (const { cap, times } of sent) {
          const last = times.at(-1);
          if (cap.resendAfterSeconds && last !== undefined && now - last < cap.resendAfterSeconds * 1000) {
            return { message: RESEND_WAIT, retryAfter: Math.ceil((last + cap.resendAfterSeconds * 1000 - now) / 1000) };
          }
        }
        for (const { cap, times } of sent) {
          if (times.length >= cap.perHour) return { message: cap.message, retryAfter: Math.max(1, Math.ceil((times[0] + HOUR_MS - now) / 1000)) };
        }
        const record = this.db.prepare('INSERT INTO otp_sends (key, sent_at) VALUES (?, ?)');
        for (const { cap } of sent) record.run(cap.key, now);
        this.db.prepare('DELETE FROM otp_sends WHERE sent_at < ?').run(now - HOUR_MS);
        return null;
      })
      .immediate();
  }

  /** Gives back the places `takeSend` took at `now` when the code could not be sent after all. */
  giveBackSend(caps: readonly SendCap[], now: number): void {
    const forget = this.db.prepare('DELETE FROM otp_sends WHERE key = ? AND sent_at = ?');
    this.db.transaction(() => caps.forEach((cap) => forget.run(cap.key, now)))();
  }

  // ---- leases: changes that must not overlap, in this process or another on DATA_DIR ----

  /**
   * Runs `work` while holding the lease `name`: one holder at a time across every process that
   * shares identity.sqlite (every API process of a deployment: DATA_DIR is on one host). A
   * holder that died lets go when its lease runs out (`ttlMs`). Waits at most `waitMs` for it,
   * then refuses with 409.
   */
  async withLease<T>(name: string, work: () => Promise<T>, { ttlMs = 30_000, waitMs = 10_000 } = {}): Promise<T> {
    const holder = randomUUID();
    const take = this.db.transaction(() => {
      const now = Date.now();
      this.db.prepare('DELETE FROM leases WHERE name = ? AND expires_at < ?').run(name, now);
      return this.db.prepare('INSERT OR IGNORE INTO leases (name, holder, expires_at) VALUES (?, ?, ?)').run(name, holder, now + ttlMs).changes === 1;
    });
    const deadline = Date.now() + waitMs;
    while (!take.immediate()) {
      if (Date.now() > deadline) throw new DomainError('conflict', 'Another change of this kind is in progress; please try again');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    try {
      return await work();
    } finally {
      this.db.prepare('DELETE FROM leases WHERE name = ? AND holder = ?').run(name, holder);
    }
  }

  // ---- single-use tokens (phone verification) ----

  /** Marks a token id spent; false when it already was. */
  spendToken(tokenId: string, expiresAt: number): boolean {
    this.db.prepare('DELETE FROM spent_tokens WHERE expires_at < ?').run(Date.now());
    return this.db.prepare('INSERT OR IGNORE INTO spent_tokens (token_id, expires_at) VALUES (?, ?)').run(tokenId, expiresAt).changes === 1;
  }

  /** Gives a token back when the action it was spent on failed (it never took effect). */
  unspendToken(tokenId: string): void {
    this.db.prepare('DELETE FROM spent_tokens WHERE token_id = ?').run(tokenId);
  }

  close(): void {
    this.db.close();
  }
}
