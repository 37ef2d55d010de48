import { EventCatalog } from '../event-store/event-catalog';
import { RecordedEvent } from '../event-store/event';
import { EventStore, Subscription } from '../event-store/event-store.port';
import { ReadStore } from '../read-store/read-store.port';
import { projectEvent } from './apply-event';
import { PositionTracker } from './position-tracker';
import { resilientSubscription } from './resilient-subscription';
import { checkpointName, Projection } from './projection';

const CHECKPOINT_FLUSH_MS = 100;

/**
 * Keeps the request-side read models up to date: one catch-up subscription on the log,
 * starting at the oldest checkpoint; each projection skips what it has already seen.
 * A projection without a checkpoint (new, or its version bumped) is rebuilt from scratch.
 */
export class ProjectionRunner {
  readonly tracker = new PositionTracker();
  private readonly checkpoints = new Map<Projection, number>();
  private subscription?: Subscription;
  private flushTimer?: NodeJS.Timeout;
  private dirty = false;
  private failure?: unknown;

  constructor(
    private readonly store: EventStore,
    private readonly readStore: ReadStore,
    private readonly catalog: EventCatalog,
    private readonly projections: Projection[],
  ) {}

  async start(): Promise<void> {
    for (const projection of this.projections) {
      const saved = await this.readStore.getCheckpoint(checkpointName(projection));
      if (saved === null) await this.readStore.dropCollection(projection.collection);
      this.checkpoints.set(projection, saved ?? 0);
    }
    const after = Math.min(...this.checkpoints.values(), Number.MAX_SAFE_INTEGER);
    this.tracker.advance(after === Number.MAX_SAFE_INTEGER ? 0 : after);
    this.subscription = resilientSubscription(this.store, 'Projections', after === Number.MAX_SAFE_INTEGER ? 0 : after, (event) => this.handle(event), (error) => {
      this.failure = error;
    });
  }

  /** Last error the runner met (it retries by itself), for /api/health. */
  get error(): unknown {
    return this.failure;
  }

  private async handle(event: RecordedEvent): Promise<void> {
    for (const [projection, checkpoint] of this.checkpoints) {
      if (event.position <= checkpoint) continue;
      await projectEvent(this.readStore, projection, event, this.catalog);
      this.checkpoints.set(projection, event.position);
    }
    this.dirty = true;
    this.flushTimer ??= setTimeout(() => void this.flush(), CHECKPOINT_FLUSH_MS);
    this.tracker.advance(event.position);
  }

  private async flush(): Promise<void> {
    this.flushTimer = undefined;
    if (!this.dirty) return;
    this.dirty = false;
    for (const [projection, position] of this.checkpoints) {
      await this.readStore.setCheckpoint(checkpointName(projection), position);
    }
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    if (this.flushTimer) clearTimeout(this.flushTimer);
    await this.flush();
  }
}
