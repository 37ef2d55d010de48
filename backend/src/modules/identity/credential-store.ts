import Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const CREDENTIAL_STORE = Symbol('CREDENTIAL_STORE');

export interface Credential {
  userId: string;
  email: string;
  passwordHash: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Secrets live here, outside the event log: password hashes and refresh tokens (stored
 * hashed, so a copy of this file cannot be replayed as sessions). E-mail is unique here,
 * which is what makes "e-mail already registered" safe under concurrent sign-ups.
 */
export class CredentialStore {
  private readonly db: Database.Database;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(join(dataDir, 'identity.sqlite'));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS credentials (
        user_id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS refresh_tokens (
        token_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL, expires_at INTEGER NOT NULL, revoked_at INTEGER);
      CREATE INDEX IF NOT EXISTS refresh_tokens_user ON refresh_tokens(user_id);`);
  }

  /** Reserves the e-mail; false when it is taken. */
  add(credential: Credential): boolean {
    const result = this.db
      .prepare('INSERT OR IGNORE INTO credentials (user_id, email, password_hash, created_at) VALUES (?, ?, ?, ?)')
      .run(credential.userId, credential.email, credential.passwordHash, new Date().toISOString());
    return result.changes === 1;
  }

  remove(userId: string): void {
    this.db.prepare('DELETE FROM credentials WHERE user_id = ?').run(userId);
    this.db.prepare('DELETE FROM refresh_tokens WHERE user_id = ?').run(userId);
  }

  byEmail(email: string): Credential | undefined {
    const row = this.db.prepare('SELECT user_id, email, password_hash FROM credentials WHERE email = ?').get(email) as
      | { user_id: string; email: string; password_hash: string }
      | undefined;
    return row && { userId: row.user_id, email: row.email, passwordHash: row.password_hash };
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM credentials').get() as { n: number }).n;
  }

  issueRefreshToken(userId: string, ttlSeconds: number): string {
    const token = randomBytes(32).toString('base64url');
    this.db.prepare('INSERT INTO refresh_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(sha256(token), userId, Date.now() + ttlSeconds * 1000);
    return token;
  }

  /** Spends a refresh token: returns its user when it was valid, and revokes it (rotation). */
  consumeRefreshToken(token: string): string | undefined {
    const hash = sha256(token);
    const row = this.db.prepare('SELECT user_id, expires_at, revoked_at FROM refresh_tokens WHERE token_hash = ?').get(hash) as
      | { user_id: string; expires_at: number; revoked_at: number | null }
      | undefined;
    if (!row || row.revoked_at !== null || row.expires_at < Date.now()) return undefined;
    this.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE token_hash = ?').run(Date.now(), hash);
    return row.user_id;
  }

  /** Ends every session of a user (deactivation, erasure). */
  revokeAllRefreshTokens(userId: string): void {
    this.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(Date.now(), userId);
  }

  setPassword(userId: string, passwordHash: string): void {
    this.db.prepare('UPDATE credentials SET password_hash = ? WHERE user_id = ?').run(passwordHash, userId);
  }

  revokeRefreshToken(token: string): void {
    this.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(Date.now(), sha256(token));
  }

  close(): void {
    this.db.close();
  }
}
