import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

/** How often the checkpointer copies the WAL back into the database file. */
const EVERY_MS = 100;
/**
 * The writer's own automatic checkpoint, kept as a backstop (SQLite's default is 1,000
 * pages): with the checkpointer running the WAL never gets near it; without it (the
 * thread died) commits still bound the WAL, as before.
 */
const BACKSTOP_WAL_PAGES = 16_000;

/**
 * The WAL file is cut back to this size whenever it starts over after a full checkpoint, so
 * old page images (opened personal data included, after an erasure) linger no longer and in
 * no larger a file than with SQLite's default 1,000-page autocheckpoint.
 */
const WAL_SIZE_LIMIT_BYTES = 4 * 1024 * 1024;

/** What the last checkpoint reported: frames in the WAL and frames copied back (PRAGMA wal_checkpoint). */
export interface CheckpointReport {
  busy: number;
  log: number;
  checkpointed: number;
}

// Plain CommonJS, evaluated in the worker: runs under the compiled app and under the tests alike.
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename);
db.pragma('synchronous = ' + workerData.synchronous);
const run = () => {
  try {
    const [report] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage(report);
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
};
const timer = setInterval(run, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Checkpoints a WAL database from a worker thread. SQLite otherwise copies the WAL back into
 * the database file, and fsyncs it, inside whichever COMMIT crosses the autocheckpoint
 * threshold: on the event loop's thread, so every request waits for that commit. Here a
 * second connection on its own thread (the machine's other core) runs PASSIVE checkpoints,
 * which never block the writer nor wait for it; the writer's autocheckpoint is raised to a
 * backstop. The thread never keeps the process alive; a crash mid-checkpoint is safe (SQLite
 * replays the WAL).
 */
export class WalCheckpointer {
  private readonly worker: Worker;
  last: CheckpointReport | null = null;
  lastError: string | null = null;

  constructor(filename: string, synchronous: 'NORMAL' | 'FULL', everyMs = EVERY_MS) {
    this.worker = new Worker(SOURCE, { eval: true, workerData: { filename, synchronous, everyMs, driver: require.resolve('better-sqlite3') } });
    this.worker.unref();
    this.worker.on('message', (message: CheckpointReport | { error: string }) => {
      if ('error' in message) this.lastError = message.error;
      else this.last = message;
    });
    this.worker.on('error', (error) => (this.lastError = error.message));
  }

  /** Resolves once a checkpoint after this call has copied the whole WAL back (tests, tools); false after `timeoutMs`. */
  async caughtUp(timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    this.last = null;
    const done = (report: CheckpointReport | null) => report !== null && report.checkpointed === report.log;
    while (!done(this.last)) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return true;
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.worker.once('exit', resolve));
    this.worker.postMessage('stop');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 1000))]);
    await this.worker.terminate();
  }
}

/**
 * Hands `db`'s checkpoints to a WalCheckpointer: its own autocheckpoint raised to the
 * backstop, its WAL cut back to WAL_SIZE_LIMIT_BYTES when it starts over.
 */
export function checkpointInBackground(db: Database.Database, filename: string, synchronous: 'NORMAL' | 'FULL'): WalCheckpointer {
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_WAL_PAGES}`);
  db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  return new WalCheckpointer(filename, synchronous);
}
