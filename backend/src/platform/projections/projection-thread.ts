import { Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { AppConfig } from '../config/app-config';
import { EventStore } from '../event-store/event-store.port';
import { PositionTracker } from './position-tracker';
import { ReadSide, ReadSideStatus } from './workers';

/** What the API's main thread tells the projection thread. */
export type ToProjectionThread = { kind: 'appended' } | (ProjectionThreadRequest & { id: number });

/** What the main thread asks of the projection thread and waits for its reply to (matched by id). */
type ProjectionThreadRequest = { kind: 'checkpoint'; name: string; position: number } | { kind: 'status'; head: number } | { kind: 'stop' };

/** What the projection thread tells its main thread; `name` null is the inline read models' position. */
export type FromProjectionThread =
  | { kind: 'started' }
  | { kind: 'failed'; error: string }
  | { kind: 'position'; name: string | null; position: number }
  | { kind: 'handled'; names: string[] }
  | { kind: 'reply'; id: number; value?: unknown; error?: string };

/** The thread's entry, compiled beside this file. */
const ENTRY = join(__dirname, 'projection-thread.worker.js');
const RESTART_AFTER_MS = 1000;

/** A store that tells its own appends (the embedded SQLite log). */
type TellsAppends = EventStore & { onAppended(listener: () => void): () => void; readonly syncHold: BigInt64Array };
const tellsAppends = (store: EventStore): store is TellsAppends => typeof (store as Partial<TellsAppends>).onAppended === 'function';

/**
 * The read side (inline read models, relay, bus consumers) on a worker thread of this
 * process, so that writing the read models (most of a command's work behind its answer)
 * runs on the machine's other core while this thread answers requests and runs the process
 * managers (ADR 0035). Each file keeps one writer: this thread appends to the log, the
 * projection thread writes the read store, and the process managers' checkpoints travel
 * to it as messages. The thread bootstraps the app's context with this process's config;
 * this side mirrors its position trackers, so read-your-writes waits on them as before;
 * each group commit rings its doorbell, so it reads the new events at once instead of at
 * its next poll. Used only by the compiled app with the embedded stores (`wanted`).
 */
export class ProjectionThread implements ReadSide {
  readonly tracker = new PositionTracker();
  private readonly busTrackers = new Map<string, PositionTracker>();
  private readonly logger = new Logger('ProjectionThread');
  private worker?: Worker;
  private readonly replies = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private stopping = false;
  private unring?: () => void;
  private readonly handledListeners = new Set<(names: readonly string[]) => void>();

  constructor(
    private readonly config: AppConfig,
    private readonly store: EventStore,
    busProjections: readonly string[],
    /** The inline read models whose changes this thread is told of (onHandled): the thread posts only these. */
    private readonly watched: readonly string[] = [],
    /** The thread's script (tests give a stand-in). */
    private readonly entry = ENTRY,
  ) {
    for (const name of busProjections) this.busTrackers.set(name, new PositionTracker());
  }

  /** Whether this process runs its read side on a thread: asked for, both stores embedded, and the app compiled (the tests run it from source, in-thread). */
  static wanted(config: AppConfig, store: EventStore): boolean {
    return config.projectionThread && !config.eventstoreUrl && !config.mongoUrl && tellsAppends(store) && existsSync(ENTRY);
  }

  busTracker(name: string): PositionTracker | undefined {
    return this.busTrackers.get(name);
  }

  onHandled(listener: (names: readonly string[]) => void): () => void {
    this.handledListeners.add(listener);
    return () => this.handledListeners.delete(listener);
  }

  private starting?: Promise<void>;

  /** Starts the thread's own bootstrap now, so that it overlaps the rest of this thread's; start() waits for it. */
  prepare(): void {
    this.starting ??= this.spawn();
    this.starting.catch(() => {}); // reported by start()
  }

  /** Resolves once the thread has started every follower (they have read their checkpoints); rejects if it could not. */
  async start(): Promise<void> {
    this.prepare();
    await this.starting;
    if (tellsAppends(this.store)) this.unring = this.store.onAppended(() => this.worker?.postMessage({ kind: 'appended' } satisfies ToProjectionThread));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.unring?.();
    const worker = this.worker;
    if (!worker) return;
    await this.ask({ kind: 'stop' }).catch((error: Error) => this.logger.warn(`stopped uncleanly: ${error.message}`));
    await worker.terminate();
  }

  status(head: number): Promise<ReadSideStatus> {
    return this.ask({ kind: 'status', head }) as Promise<ReadSideStatus>;
  }

  /** Stores a process manager's checkpoint through the thread that writes the read store. */
  async saveCheckpoint(name: string, position: number): Promise<void> {
    await this.ask({ kind: 'checkpoint', name, position });
  }

  private spawn(): Promise<void> {
    // The hold is shared memory: the thread's reads stop where this thread's unsynced commits begin.
    const syncHold = tellsAppends(this.store) ? this.store.syncHold : undefined;
    const worker = new Worker(this.entry, { workerData: { config: this.config, watched: this.watched, syncHold } });
    this.worker = worker;
    return new Promise<void>((resolve, reject) => {
      let started = false;
      worker.on('message', (message: FromProjectionThread) => {
        if (message.kind === 'position') (message.name === null ? this.tracker : this.busTrackers.get(message.name))?.advance(message.position);
        else if (message.kind === 'handled') for (const listener of this.handledListeners) listener(message.names);
        else if (message.kind === 'reply') this.settle(message);
        else if (message.kind === 'started') (started = true), resolve();
        else if (message.kind === 'failed') reject(new Error(`projection thread did not start: ${message.error}`));
      });
      worker.on('error', (error) => this.logger.error(`projection thread failed: ${error.stack ?? error.message}`));
      worker.on('exit', (code) => {
        if (this.worker === worker) this.worker = undefined;
        for (const [id, reply] of this.replies) (this.replies.delete(id), reply.reject(new Error(`projection thread exited (${code})`)));
        if (!started) return reject(new Error(`projection thread exited (${code}) before it started`));
        if (this.stopping) return;
        // Its followers resume from their checkpoints; meanwhile commands wait for them (bounded) as for a slow read model.
        this.logger.error(`projection thread exited (${code}); starting it again in ${RESTART_AFTER_MS / 1000} s`);
        setTimeout(() => void (this.stopping || this.spawn().catch((error: Error) => this.logger.error(error.message))), RESTART_AFTER_MS).unref();
      });
    });
  }

  private ask(message: ProjectionThreadRequest): Promise<unknown> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error('projection thread not started'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.replies.set(id, { resolve, reject });
      worker.postMessage({ ...message, id } satisfies ToProjectionThread);
    });
  }

  private settle(message: Extract<FromProjectionThread, { kind: 'reply' }>): void {
    const reply = this.replies.get(message.id);
    if (!reply) return;
    this.replies.delete(message.id);
    if (message.error !== undefined) reply.reject(new Error(message.error));
    else reply.resolve(message.value);
  }
}
