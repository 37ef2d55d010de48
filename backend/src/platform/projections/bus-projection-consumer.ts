import { Bus, Consumer } from '../bus/bus.port';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore } from '../event-store/event-store.port';
import { ReadStore } from '../read-store/read-store.port';
import { projectEvent } from './apply-event';
import { PositionTracker } from './position-tracker';
import { checkpointName, Projection } from './projection';

/**
 * Runs a projection fed by the bus, apart from any request handler (notifications,
 * revenue, analytics). The log stays the source of truth: at start it first catches up
 * from the log to the head (a wiped read model is re-fed), then follows its durable
 * consumer; documents skip positions they have already seen.
 */
export class BusProjectionConsumer {
  readonly tracker = new PositionTracker();
  private consumer?: Consumer;

  constructor(
    private readonly projection: Projection,
    private readonly subject: string,
    private readonly deps: { store: EventStore; bus: Bus; readStore: ReadStore; catalog: EventCatalog },
  ) {}

  async start(): Promise<void> {
    const { store, bus, readStore, catalog } = this.deps;
    const name = checkpointName(this.projection);
    let after = (await readStore.getCheckpoint(name)) ?? 0;
    if (after === 0) await readStore.dropCollection(this.projection.collection);
    for (;;) {
      const page = await store.readAll({ after, maxCount: 1000 });
      if (page.length === 0) break;
      for (const event of page) await projectEvent(readStore, this.projection, event, catalog);
      after = page[page.length - 1].position;
      await readStore.setCheckpoint(name, after);
    }
    this.tracker.advance(after);
    this.consumer = await bus.consume({ durable: name.replace(/[^A-Za-z0-9_-]/g, '_'), subject: this.subject }, async (event) => {
      await projectEvent(readStore, this.projection, event, catalog);
      if (event.position > this.tracker.position) await readStore.setCheckpoint(name, event.position);
      this.tracker.advance(event.position);
    });
  }

  async stop(): Promise<void> {
    await this.consumer?.stop();
  }
}
