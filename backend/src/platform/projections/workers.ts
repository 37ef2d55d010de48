import { Bus } from '../bus/bus.port';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore } from '../event-store/event-store.port';
import { ReadStore } from '../read-store/read-store.port';
import { BusProjectionConsumer } from './bus-projection-consumer';
import { ProjectionRegistry } from './projection-registry';
import { ProjectionRunner } from './projection-runner';
import { Relay } from './relay';
import { ProcessManagerRunner } from '../domain/process-manager';
import { DurableScheduler } from '../domain/scheduler';

/**
 * Everything that runs behind the log: inline projections, the relay to the bus,
 * bus-fed projections, the scheduler and process managers. Started in the API process by default, or alone by `npm run worker`.
 */
export class Workers {
  readonly runner: ProjectionRunner;
  readonly relay: Relay;
  readonly consumers: BusProjectionConsumer[];
  readonly scheduler: DurableScheduler;
  readonly processManagers: ProcessManagerRunner<unknown, unknown>[];

  constructor(deps: { store: EventStore; readStore: ReadStore; bus: Bus; catalog: EventCatalog }, registry: ProjectionRegistry) {
    this.runner = new ProjectionRunner(deps.store, deps.readStore, deps.catalog, registry.inline);
    this.relay = new Relay(deps.store, deps.bus, deps.readStore, deps.catalog);
    this.consumers = registry.bus.map(({ projection, subject }) => new BusProjectionConsumer(projection, subject, deps));
    this.scheduler = new DurableScheduler(deps.store);
    this.processManagers = registry.processManagers.map(({ manager, send }) => new ProcessManagerRunner(manager, send, { ...deps, scheduler: this.scheduler }));
  }

  async start(): Promise<void> {
    await this.runner.start();
    await this.relay.start();
    for (const consumer of this.consumers) await consumer.start();
    await this.scheduler.start();
    for (const runner of this.processManagers) await runner.start();
  }

  async stop(): Promise<void> {
    for (const runner of this.processManagers) await runner.stop();
    await this.scheduler.stop();
    for (const consumer of this.consumers) await consumer.stop();
    await this.relay.stop();
    await this.runner.stop();
  }
}
