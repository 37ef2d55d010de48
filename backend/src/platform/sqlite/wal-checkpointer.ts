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
 * While writes go on, the WAL file keeps its size and is written over from the start after
 * each full checkpoint (SQLite's journal_size_limit would cut it back at every restart, and
 * growing it again stalled a commit for 20-40 ms about once a second under checkout load).
 * It is emptied (a TRUNCATE checkpoint) once the store has been idle for a tick, or after
 * this long at the latest, so old page images (opened personal data included, after an
 * erasure) do not linger in it.
 */
const EMPTY_AT_LEAST_EVERY_MS = 30_000;

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
db.pragma('busy_timeout = 0'); // a TRUNCATE that would have to wait for the writer or a reader gives up until the next tick
let previous = null;
let emptiedAt = Date.now();
const run = () => {
  try {
    let [report] = db.pragma('wal_checkpoint(PASSIVE)');
    const copied = report.log > 0 && report.checkpointed === report.log;
    const idle = previous !== null && report.log === previous.log;
    if (copied && (idle || Date.now() - emptiedAt >= workerData.emptyEveryMs)) {
      const [emptied] = db.pragma('wal_checkpoint(TRUNCATE)');
      if (emptied.busy === 0) {
        emptiedAt = Date.now();
        report = emptied;
      }
    }
    previous = report;
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
 * backstop. Once a checkpoint has copied everything and nothing was written since the last
 * tick (or EMPTY_AT_LEAST_EVERY_MS has passed), a TRUNCATE checkpoint empties the WAL file;
 * it holds the write lock for that moment, or gives up at once if a reader or the writer is
 * busy. The thread never keeps the process alive; a crash mid-checkpoint is safe (SQLite
 * replays the WAL).
 */
export class WalCheckpointer {
  private readonly worker: Worker;
  last: CheckpointReport | null = null;
  lastError: string | null = null;

  constructor(filename: string, synchronous: 'NORMAL' | 'FULL', everyMs = EVERY_MS, emptyEveryMs = EMPTY_AT_LEAST_EVERY_MS) {
    this.worker = new Worker(SOURCE, { eval: true, workerData: { filename, synchronous, everyMs, emptyEveryMs, driver: require.resolve('better-sqlite3') } });
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
 * backstop, its WAL file written over while busy and emptied by the checkpointer when idle.
 */
export function checkpointInBackground(db: Database.Database, filename: string, synchronous: 'NORMAL' | 'FULL'): WalCheckpointer {
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_WAL_PAGES}`);
  db.pragma('journal_size_limit = -1');
  return new WalCheckpointer(filename, synchronous);
}
