import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ensurePrivateDir, makePrivate } from '../config/data-dir';
import { OtherWriters } from '../sqlite/other-writers';

/** Person keys kept in memory (opening an order's events looks up the same few people many times). */
const CACHED_KEYS = 10_000;

/**
 * One AES-256 key per person, kept outside the event log. Deleting a person's key is
 * crypto-shredding: their sealed data in the log, on the bus and in any rebuilt read model
 * can no longer be read.
 */
export class KeyStore {
  private readonly db: Database.Database;
  private readonly getStmt: Database.Statement;
  private readonly putStmt: Database.Statement;
  /**
   * Keys read so far, least recently used first. Emptied when another connection (another
   * process's erasure) has committed, looked at once per turn of the event loop; this
   * connection's own erase() evicts at once.
   */
  private readonly cache = new Map<string, Buffer>();
  private readonly otherWriters: OtherWriters;

  constructor(dataDir: string) {
    const file = join(ensurePrivateDir(dataDir), 'keys.sqlite');
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec('CREATE TABLE IF NOT EXISTS person_keys (subject_id TEXT PRIMARY KEY, key BLOB NOT NULL, created_at TEXT NOT NULL)');
    this.db.exec('CREATE TABLE IF NOT EXISTS erased_subjects (subject_id TEXT PRIMARY KEY, erased_at TEXT NOT NULL)');
    this.db.exec('CREATE TABLE IF NOT EXISTS log_checkpoint (id INTEGER PRIMARY KEY CHECK (id = 1), position INTEGER NOT NULL)');
    this.getStmt = this.db.prepare('SELECT key FROM person_keys WHERE subject_id = ?');
    this.putStmt = this.db.prepare('INSERT OR IGNORE INTO person_keys (subject_id, key, created_at) VALUES (?, ?, ?)');
    this.otherWriters = new OtherWriters(this.db);
    makePrivate(file);
  }

  get(subjectId: string): Buffer | undefined {
    if (this.otherWriters.committedThisTurn()) this.cache.clear();
    const cached = this.cache.get(subjectId);
    if (cached) {
      this.cache.delete(subjectId);
      this.cache.set(subjectId, cached);
      return cached;
    }
    const key = (this.getStmt.get(subjectId) as { key: Buffer } | undefined)?.key;
    if (key) {
      this.cache.set(subjectId, key);
      if (this.cache.size > CACHED_KEYS) this.cache.delete(this.cache.keys().next().value!);
    }
    return key;
  }

  /** The subject's key, made on first use; undefined once the subject was erased. */
  getOrCreate(subjectId: string): Buffer | undefined {
    const existing = this.get(subjectId);
    if (existing) return existing;
    if (this.isErased(subjectId)) return undefined;
    this.putStmt.run(subjectId, randomBytes(32), new Date().toISOString());
    return this.get(subjectId);
  }

  erase(subjectId: string): void {
    this.cache.delete(subjectId);
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM person_keys WHERE subject_id = ?').run(subjectId);
      this.db.prepare('INSERT OR IGNORE INTO erased_subjects (subject_id, erased_at) VALUES (?, ?)').run(subjectId, new Date().toISOString());
    })();
  }

  isErased(subjectId: string): boolean {
    return this.db.prepare('SELECT 1 FROM erased_subjects WHERE subject_id = ?').get(subjectId) !== undefined;
  }

  /**
   * How far the erasure enforcer has read the log. It lives in this file on purpose: a
   * restored older copy of the keys rewinds it too, so erasures made since are applied again.
   */
  erasureCheckpoint(): number {
    return (this.db.prepare('SELECT position FROM log_checkpoint WHERE id = 1').get() as { position: number } | undefined)?.position ?? 0;
  }

  setErasureCheckpoint(position: number): void {
    this.db.prepare('INSERT INTO log_checkpoint (id, position) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET position = excluded.position').run(position);
  }

  close(): void {
    this.db.close();
  }
}
