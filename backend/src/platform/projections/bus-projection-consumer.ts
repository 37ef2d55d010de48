import { Logger } from '@nestjs/common';
import { Bus, Consumer } from '../bus/bus.port';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore } from '../event-store/event-store.port';
import { ReadStore } from '../read-store/read-store.port';
import { EventViews } from './apply-event';
import { PositionTracker } from './position-tracker';
import { Projection } from './projection';
import { applyPage, followAlias, Lane, openLane, park, reloadCheckpoint, saveStatus, switchLive } from './projection-lanes';

const CATCH_UP_PAGE = 2000;

/**
 * Runs a projection fed by the bus, apart from any request handler (notifications,
 * revenue, analytics). The log stays the source of truth: at start it first catches up
 * from the log to the head in batches (a new version builds beside the live one and
 * switches, as in the runner), then follows its durable consumer; each message is a
 * conditional commit with the checkpoint, so redeliveries change nothing. A poison
 * message parks the projection (the bus redelivers it later).
 */
export class BusProjectionConsumer {
  readonly tracker = new PositionTracker();
  private readonly logger: Logger;
  private consumer?: Consumer;
  private lane?: Lane;

  constructor(
    private readonly projection: Projection,
    private readonly subject: string,
    /** `catalog` upcasts each event (and opens it, for a projection that is not sealed) before the projection sees it: apply(). */
    private readonly deps: { store: EventStore; bus: Bus; readStore: ReadStore; catalog: EventCatalog },
  ) {
    this.logger = new Logger(`Bus projection ${projection.name}`);
  }

  get projectionName(): string {
    return this.projection.name;
  }

  async start(): Promise<void> {
    const { store, bus, readStore } = this.deps;
    const lane = (this.lane = await openLane(readStore, this.projection));
    if (lane.state === 'superseded') return;
    for (;;) {
      const page = await store.readAll({ after: lane.checkpoint, maxCount: CATCH_UP_PAGE });
      if (page.length === 0) break;
      await this.apply(page);
      if (lane.state === 'parked') break;
      lane.checkpoint = Math.max(lane.checkpoint, page[page.length - 1].position);
    }
    if (lane.state === 'building') await switchLive(readStore, lane, this.logger);
    this.tracker.advance(lane.checkpoint);
    this.consumer = await bus.consume({ durable: lane.target.replace(/[^A-Za-z0-9_-]/g, '_'), subject: this.subject }, async (event) => {
      if (await followAlias(readStore, lane)) this.logger.log(`following ${lane.target}`);
      if (lane.state === 'superseded') return;
      if (lane.state === 'parked') {
        // A redelivery after a failure: this message alone, as delivered (once given up, the next one moves past it).
        lane.state = lane.resume;
        await saveStatus(readStore, lane);
        await this.apply([event]);
      } else if (event.position > lane.checkpoint) {
        await this.applyLogUpTo(event.position);
      }
      // Thrown, so the bus delivers it again later; the projection stays parked meanwhile.
      if (lane.parked) throw new Error(lane.parked.error);
      this.tracker.advance(Math.max(event.position, lane.checkpoint));
    });
  }

  /** Position and state, for /api/health and the back office. */
  status() {
    const lane = this.lane;
    return lane && { name: lane.projection.name, version: lane.projection.version, collection: lane.target, state: lane.state, position: Math.max(lane.checkpoint, this.tracker.position), parked: lane.parked };
  }

  /**
   * Issue 8 item 13: the consumer only receives its subjects, so when idle its own position
   * trails the head by every event of other contexts. Events after its position that it
   * does not handle count as seen: with none of its own pending it stands at the head.
   */
  async settle(head: number): Promise<void> {
    const lane = this.lane;
    if (!lane || lane.state !== 'live' || this.tracker.position >= head) return;
    const pending = await this.deps.store.readAll({ after: this.tracker.position, maxCount: CATCH_UP_PAGE });
    const mine = pending.find((event) => this.projection.canHandle.includes(event.type));
    const seen = mine ? mine.position - 1 : pending.length ? pending[pending.length - 1].position : head;
    this.tracker.advance(Math.min(seen, head));
  }

  /**
   * Applies the log from the checkpoint to its head (at least to `position`) in one commit:
   * the messages published meanwhile find their events applied and are acked without a
   * transaction each (notifications follow every event: one commit per message was most
   * of the read store's transactions under load). The log is the source of truth; a
   * redelivery at or before the checkpoint changes nothing.
   */
  private async applyLogUpTo(position: number): Promise<void> {
    const lane = this.lane!;
    while (lane.checkpoint < position && !lane.parked) {
      const page = await this.deps.store.readAll({ after: lane.checkpoint, maxCount: CATCH_UP_PAGE });
      if (page.length === 0) return;
      const before = lane.checkpoint;
      await this.apply(page);
      if (lane.checkpoint === before && !lane.parked) return; // another worker's commit: reloaded, not ahead
    }
  }

  private async apply(page: Parameters<typeof applyPage>[2]): Promise<void> {
    const lane = this.lane!;
    const { missed, poisoned } = await applyPage(this.deps.readStore, [lane], page, new EventViews(this.deps.catalog));
    if (missed.length) await reloadCheckpoint(this.deps.readStore, lane);
    for (const { poison } of poisoned) await park(this.deps.readStore, lane, poison, this.logger);
  }

  async stop(): Promise<void> {
    await this.consumer?.stop();
  }
}
