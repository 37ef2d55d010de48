import { Logger } from '@nestjs/common';
import { Bus } from '../bus/bus.port';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore, Subscription } from '../event-store/event-store.port';
import { ReadStore } from '../read-store/read-store.port';
import { PositionTracker } from './position-tracker';
import { resilientSubscription } from './resilient-subscription';

export const RELAY_CHECKPOINT = 'relay';

/** How long a published position may wait before it is written as the checkpoint. */
const CHECKPOINT_EVERY_MS = 1000;

/**
 * The event log is the outbox: the relay tails it from its checkpoint and publishes each
 * event to `market.<context>.<Type>` with the eventId as message id. After a crash it
 * resumes from the checkpoint; the bus drops the few duplicates by message id (NATS), and
 * the bus projections skip what their checkpoint already covers. So the checkpoint is
 * written at most once a second (and at stop), not once per event: a write per event was a
 * read-store write per booking, for an at-least-once guarantee the consumers already absorb.
 */
export class Relay {
  readonly tracker = new PositionTracker();
  private subscription?: Subscription;
  private readonly logger = new Logger('Relay');
  private saved = 0;
  private saving?: NodeJS.Timeout;

  constructor(
    private readonly store: EventStore,
    private readonly bus: Bus,
    private readonly readStore: ReadStore,
    private readonly catalog: EventCatalog,
  ) {}

  async start(): Promise<void> {
    const after = (await this.readStore.getCheckpoint(RELAY_CHECKPOINT)) ?? 0;
    this.tracker.advance(after);
    this.saved = after;
    this.subscription = resilientSubscription(this.store, 'Relay', after, async (event) => {
      await this.bus.publish(this.catalog.subjectFor(event), event);
      this.tracker.advance(event.position);
      this.saving ??= setTimeout(() => void this.saveCheckpoint().catch((error: unknown) => this.logger.warn(`checkpoint not saved: ${String(error)}`)), CHECKPOINT_EVERY_MS);
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    await this.saveCheckpoint();
  }

  private async saveCheckpoint(): Promise<void> {
    clearTimeout(this.saving);
    this.saving = undefined;
    const position = this.tracker.position;
    if (position <= this.saved) return;
    await this.readStore.setCheckpoint(RELAY_CHECKPOINT, position);
    this.saved = position;
  }
}
