import type Database from 'better-sqlite3';

/**
 * Whether another connection committed to a SQLite file since the last look (`PRAGMA
 * data_version` moves only for other connections' commits), for caches of what the file
 * holds: this connection keeps its own writes in step; another process's (a rebuild's switch,
 * an erasure) empties the cache. The first look says true.
 */
export class OtherWriters {
  private readonly version: Database.Statement<[], number>;
  private seen = -1;
  private lookedThisTurn = false;

  constructor(db: Database.Database) {
    this.version = db.prepare<[], number>('PRAGMA data_version').pluck();
  }

  committed(): boolean {
    const version = this.version.get()!;
    if (version === this.seen) return false;
    this.seen = version;
    return true;
  }

  /** The same, looked at once per turn of the event loop (later calls in the turn say false): for reads on hot paths. */
  committedThisTurn(): boolean {
    if (this.lookedThisTurn) return false;
    this.lookedThisTurn = true;
    setImmediate(() => (this.lookedThisTurn = false));
    return this.committed();
  }
}
