import { Bus } from '../bus/bus.port';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore, Subscription } from '../event-store/event-store.port';
import { ReadStore } from '../read-store/read-store.port';
import { PositionTracker } from './position-tracker';
import { resilientSubscription } from './resilient-subscription';

export const RELAY_CHECKPOINT = 'relay';

/**
 * The event log is the outbox: the relay tails it from its checkpoint and publishes each
 * event to `market.<context>.<Type>` with the eventId as message id. After a crash it
 * resumes from the checkpoint; the bus drops the few duplicates by message id.
 */
export class Relay {
  readonly tracker = new PositionTracker();
  private subscription?: Subscription;

  constructor(
    private readonly store: EventStore,
    private readonly bus: Bus,
    private readonly readStore: ReadStore,
    private readonly catalog: EventCatalog,
  ) {}

  async start(): Promise<void> {
    const after = (await this.readStore.getCheckpoint(RELAY_CHECKPOINT)) ?? 0;
    this.tracker.advance(after);
    this.subscription = resilientSubscription(this.store, 'Relay', after, async (event) => {
      await this.bus.publish(this.catalog.subjectFor(event), event);
      await this.readStore.setCheckpoint(RELAY_CHECKPOINT, event.position);
      this.tracker.advance(event.position);
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
  }
}
