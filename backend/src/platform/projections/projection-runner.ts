import { Logger } from '@nestjs/common';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore, Subscription } from '../event-store/event-store.port';
import { ReadStore } from '../read-store/read-store.port';
import { EventViews } from './apply-event';
import { applyPage, followAlias, Lane, openLane, park, reloadCheckpoint, saveStatus, switchLive, unsaved } from './projection-lanes';
import { PositionTracker } from './position-tracker';
import { Projection } from './projection';
import { resilientSubscription } from './resilient-subscription';
import { dropRetiredReadModels } from './retired-read-models';

export interface RunnerOptions {
  /** Events applied (and committed) per batch. */
  batchSize?: number;
  /** First wait before a parked projection tries its poison event again (doubling, up to 10 minutes). */
  retryParkedAfterMs?: number;
}

const IDLE_POLL_MS = 1000;
/**
 * While the log is busy, a projection a page holds nothing for moves its checkpoint in
 * memory and stores it at most this often (and before the runner idles or stops): other
 * processes reading the checkpoints (read-your-writes with the workers elsewhere, the
 * position their cached reads are keyed on) see it this much later at most, and a commit
 * no longer writes thirty checkpoints to move one read model.
 */
const IDLE_SAVE_MS = 50;
const ALIAS_CHECK_MS = 1000;
const MAX_RETRY_MS = 600_000;

/**
 * Keeps the request-side read models up to date, in batches: reads a page of the log after
 * the lowest checkpoint, evolves each projection's touched documents in memory, and commits
 * every projection's writes with its checkpoint in one read-store transaction (exactly
 * once; a restart resumes from the checkpoints). A subscription on the log only wakes it.
 *
 * Blue/green (projection-lanes.ts): a projection writes the physical collection of its
 * version (`<collection>_v<version>`); when the logical name points elsewhere (a new
 * version, or the first start) it builds there while the old one serves, and the alias
 * switches once the log is exhausted. It follows a switch made by `projections:rebuild`.
 *
 * A poison event (evolve or documentIds throws) parks only its projection: the others and
 * the tracker go on; the parked one retries later from its checkpoint, with a growing wait.
 */
export class ProjectionRunner {
  readonly tracker = new PositionTracker();
  private readonly logger = new Logger('Projections');
  private readonly batchSize: number;
  private readonly retryParkedAfterMs: number;
  private lanes: Lane[] = [];
  private readonly retries = new Map<Lane, { at: number; delay: number }>();
  private cursor = 0;
  private stopped = false;
  private rung = false;
  private loop?: Promise<void>;
  private doorbell?: Subscription;
  private wake?: () => void;
  private failure?: unknown;
  private aliasesCheckedAt = 0;
  private idleSavedAt = 0;
  private readonly handledListeners = new Set<(names: readonly string[]) => void>();

  constructor(
    private readonly store: EventStore,
    private readonly readStore: ReadStore,
    private readonly catalog: EventCatalog,
    private readonly projections: Projection[],
    options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 2000;
    this.retryParkedAfterMs = options.retryParkedAfterMs ?? 5000;
  }

  async start(): Promise<void> {
    await dropRetiredReadModels(this.readStore);
    this.lanes = [];
    for (const projection of this.projections) this.lanes.push(await openLane(this.readStore, projection));
    this.cursor = this.lowestCheckpoint();
    this.tracker.advance(this.cursor);
    // Only rings: the loop reads the log itself, in pages.
    this.doorbell = resilientSubscription(this.store, 'Projections', await this.store.headPosition(), () => {
      this.rung = true;
      this.wake?.();
    });
    this.loop = this.run();
  }

  /**
   * Calls `listener` with the names of the projections whose documents may have changed:
   * after each committed page, with those that handle one of its events, and with every
   * projection after a switch to another collection. Called before the tracker advances,
   * so a reader that waited for a position sees the news first (caches of read models).
   */
  onHandled(listener: (names: readonly string[]) => void): () => void {
    this.handledListeners.add(listener);
    return () => this.handledListeners.delete(listener);
  }

  private tellHandled(names: readonly string[]): void {
    if (names.length) for (const listener of this.handledListeners) listener(names);
  }

  private handledBy(page: readonly { type: string }[]): string[] {
    if (!this.handledListeners.size) return [];
    const types = new Set(page.map((event) => event.type));
    return this.lanes.filter((lane) => lane.projection.canHandle.some((type) => types.has(type))).map((lane) => lane.projection.name);
  }

  /** Last error the runner met (it retries by itself), for /api/health. */
  get error(): unknown {
    return this.failure;
  }

  /** Each projection's state and checkpoint, for /api/health and the back office. */
  status() {
    return this.lanes.map((lane) => ({
      name: lane.projection.name,
      version: lane.projection.version,
      collection: lane.target,
      state: lane.state,
      position: lane.checkpoint,
      parked: lane.parked,
    }));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.doorbell?.stop();
    await this.loop;
  }

  private async run(): Promise<void> {
    let delay = 1000;
    while (!this.stopped) {
      try {
        this.rung = false;
        await this.retryParked();
        await this.followAliases();
        const head = await this.store.headPosition();
        const page = await this.store.readAll({ after: this.cursor, maxCount: this.batchSize });
        if (page.length === 0) {
          await this.saveIdle();
          const building = this.lanes.filter((lane) => lane.state === 'building');
          for (const lane of building) await switchLive(this.readStore, lane, this.logger);
          this.tellHandled(building.map((lane) => lane.projection.name));
          this.tracker.advance(Math.max(head, this.cursor));
          await this.idle(IDLE_POLL_MS);
          continue;
        }
        const deferIdle = Date.now() - this.idleSavedAt < IDLE_SAVE_MS;
        if (!deferIdle) this.idleSavedAt = Date.now();
        const { missed, poisoned } = await applyPage(this.readStore, this.lanes, page, new EventViews(this.catalog), { deferIdle });
        this.tellHandled(this.handledBy(page)); // committed: whatever follows may fail, the writes stand
        for (const lane of missed) await reloadCheckpoint(this.readStore, lane);
        if (missed.length) this.aliasesCheckedAt = 0; // perhaps a rebuild switched it: look now
        for (const { lane, poison } of poisoned) {
          await park(this.readStore, lane, poison, this.logger);
          const delay = this.retries.get(lane)?.delay ?? this.retryParkedAfterMs;
          this.retries.set(lane, { at: Date.now() + delay, delay: Math.min(delay * 2, MAX_RETRY_MS) });
        }
        this.cursor = page[page.length - 1].position;
        // While a build is pending, readers wait for its switch (made once the log is exhausted).
        if (!this.lanes.some((lane) => lane.state === 'building')) this.tracker.advance(this.cursor);
        delay = 1000;
        this.failure = undefined;
      } catch (error) {
        // The read store or the log failed (not a projection): start again from the checkpoints.
        this.failure = error;
        this.logger.error(`projections failed after position ${this.cursor}; retrying in ${delay / 1000} s: ${error instanceof Error ? error.message : String(error)}`);
        await this.idle(delay, true);
        delay = Math.min(delay * 2, 30_000);
        this.cursor = this.lowestCheckpoint();
      }
    }
    // Checkpoints moved in memory only are stored on the way out (else the next start reads those pages again).
    await this.saveIdle().catch((error: unknown) => this.logger.warn(`idle checkpoints not stored at stop: ${error instanceof Error ? error.message : String(error)}`));
  }

  /** Stores the checkpoints moved in memory only (applyPage's deferIdle). */
  private async saveIdle(): Promise<void> {
    if (!unsaved(this.lanes)) return;
    this.idleSavedAt = Date.now();
    const { missed } = await applyPage(this.readStore, this.lanes, [], new EventViews(this.catalog));
    for (const lane of missed) await reloadCheckpoint(this.readStore, lane);
  }

  private lowestCheckpoint(): number {
    const running = this.lanes.filter((lane) => lane.state === 'building' || lane.state === 'live');
    return running.length ? Math.min(...running.map((lane) => lane.checkpoint)) : this.cursor;
  }

  /** A parked projection tries again from its checkpoint: a passing failure heals, a poison event parks it again. */
  private async retryParked(): Promise<void> {
    for (const lane of this.lanes) {
      const retry = this.retries.get(lane);
      if (lane.state !== 'parked' || !retry || Date.now() < retry.at) continue;
      lane.state = lane.resume;
      await saveStatus(this.readStore, lane);
      this.cursor = Math.min(this.cursor, lane.checkpoint);
    }
  }

  private async followAliases(): Promise<void> {
    if (Date.now() - this.aliasesCheckedAt < ALIAS_CHECK_MS) return;
    this.aliasesCheckedAt = Date.now();
    const followed: string[] = [];
    for (const lane of this.lanes) {
      if (await followAlias(this.readStore, lane)) (this.cursor = Math.min(this.cursor, lane.checkpoint)), followed.push(lane.projection.name);
    }
    this.tellHandled(followed);
  }

  /** Waits for the doorbell or the timer; `always` waits the full time even if the log moved (error backoff). */
  private idle(ms: number, always = false): Promise<void> {
    if (this.stopped || (this.rung && !always)) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref?.();
      this.wake = always ? () => this.stopped && done() : done;
    });
  }
}
