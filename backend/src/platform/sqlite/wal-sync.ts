import { closeSync, fdatasync, openSync } from 'node:fs';

/** Puts a WAL database's commits on disk: resolves once everything committed before the call is durable. */
export type SyncCommits = () => Promise<void>;

/**
 * Syncs the WAL file of a database written with `synchronous = NORMAL` on libuv's thread
 * pool instead of inside each COMMIT on the event loop (what `FULL` does), so the loop goes
 * on answering requests while the disk works. One sync runs at a time; the commits made
 * meanwhile wait for the next one, which carries them all (group commit, pipelined).
 *
 * fdatasync on our own descriptor writes out every page of the file, whichever connection
 * wrote it. The WAL keeps its inode while the database is open: SQLite truncates and writes
 * it over (ADR 0039) but deletes it only when its last connection closes.
 */
export class WalSync {
  private fd?: number;
  private running = false;
  /** Callers whose commits the running sync may not include: they wait for the next. */
  private waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];

  constructor(
    private readonly walPath: string,
    /** Tests count the calls. */
    private readonly datasync: typeof fdatasync = fdatasync,
  ) {}

  readonly sync: SyncCommits = () =>
    new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      if (!this.running) this.start();
    });

  private start(): void {
    const batch = this.waiting;
    this.waiting = [];
    this.running = true;
    let fd: number;
    try {
      fd = this.fd ??= openSync(this.walPath, 'r+');
    } catch (error) {
      return this.finish(batch, error as Error);
    }
    this.datasync(fd, (error) => this.finish(batch, error));
  }

  private finish(batch: typeof this.waiting, error: Error | null): void {
    this.running = false;
    for (const waiter of batch) (error ? waiter.reject(error) : waiter.resolve());
    if (this.waiting.length) this.start();
  }

  /** Closes the descriptor; the caller has awaited its last sync. */
  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}
