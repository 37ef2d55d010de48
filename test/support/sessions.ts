import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { REFRESH_REUSE_GRACE_MS } from '../../backend/src/modules/identity/credential-store';
import { TestApp } from './app';

/**
 * Moves a spent refresh token's first use back past the reuse grace (credential-store.ts), as
 * if that much time had passed: its next use is then taken for theft, not for a second tab.
 */
export function ageFirstUse(t: TestApp, refreshToken: string): void {
  const db = new Database(join(t.config.dataDir, 'identity.sqlite'));
  try {
    const hash = createHash('sha256').update(refreshToken).digest('hex');
    const moved = db.prepare('UPDATE refresh_tokens SET used_at = used_at - ? WHERE token_hash = ? AND used_at IS NOT NULL').run(REFRESH_REUSE_GRACE_MS + 1, hash).changes;
    if (moved !== 1) throw new Error('that refresh token was not spent');
  } finally {
    db.close();
  }
}
