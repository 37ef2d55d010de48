import { isMainThread } from 'node:worker_threads';
import { Bus } from '../bus/bus.port';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore } from '../event-store/event-store.port';
import { ReadStore } from '../read-store/read-store.port';
import { BusProjectionConsumer } from './bus-projection-consumer';
import { PositionTracker } from './position-tracker';
import { ProjectionRegistry } from './projection-registry';
import { ProjectionRunner } from './projection-runner';
import { Relay } from './relay';
import { ProcessManagerRunner } from '../domain/process-manager';
import { DurableScheduler } from '../domain/scheduler';
import { SchedulerSnapshots } from '../domain/scheduler-snapshots';

export interface WorkerDeps {
  store: EventStore;
  readStore: ReadStore;
  bus: Bus;
  catalog: EventCatalog;
  /** Where the scheduler keeps what is pending between runs (DATA_DIR/scheduler.json in the app). */
  schedulerSnapshots?: SchedulerSnapshots;
}

/** One read model's progress, for /api/health and the System page. */
export interface ReadModelState {
  name: string;
  version: number;
  state: string;
  position: number;
  lag: number;
  parked: unknown;
}

/** Where the read side is, for /api/health. */
export interface ReadSideStatus {
  /** Whether the read side runs on the projection thread (ADR 0035) rather than the main one. */
  thread: boolean;
  projections: number;
  relay: number;
  busConsumers: number[];
  parked: ReadModelState[];
  states: ReadModelState[];
  lastError: string | null;
}

/**
 * What follows the log to keep the read side up to date: the inline projections, the relay
 * to the bus and the bus-fed projections. In this process (LogFollowers) or on its
 * projection thread (ProjectionThread); the process managers and the scheduler, which
 * send commands, stay with the request handlers either way.
 */
export interface ReadSide {
  /** How far the inline read models are. */
  readonly tracker: PositionTracker;
  /** How far bus projection `name` is, when it runs in this process (its thread included). */
  busTracker(name: string): PositionTracker | undefined;
  status(head: number): Promise<ReadSideStatus>;
  /** Tells which read models may have changed (ProjectionRunner.onHandled), before their position is announced. */
  onHandled(listener: (names: readonly string[]) => void): () => void;
  /** Where the process managers store their checkpoints when the read side writes the read store on another thread. */
  saveCheckpoint?(name: string, position: number): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The read side on the calling thread. */
export class LogFollowers implements ReadSide {
  readonly runner: ProjectionRunner;
  readonly relay: Relay;
  readonly consumers: BusProjectionConsumer[];

  constructor(deps: WorkerDeps, registry: ProjectionRegistry) {
    this.runner = new ProjectionRunner(deps.store, deps.readStore, deps.catalog, registry.inline);
    this.relay = new Relay(deps.store, deps.bus, deps.readStore, deps.catalog);
    this.consumers = registry.bus.map(({ projection, subject }) => new BusProjectionConsumer(projection, subject, deps));
  }

  get tracker(): PositionTracker {
    return this.runner.tracker;
  }

  busTracker(name: string): PositionTracker | undefined {
    return this.consumers.find((c) => c.projectionName === name)?.tracker;
  }

  onHandled(listener: (names: readonly string[]) => void): () => void {
    return this.runner.onHandled(listener);
  }

  async start(): Promise<void> {
    await this.runner.start();
    await this.relay.start();
    for (const consumer of this.consumers) await consumer.start();
  }

  async stop(): Promise<void> {
    for (const consumer of this.consumers) await consumer.stop();
    await this.relay.stop();
    await this.runner.stop();
  }

  async status(head: number): Promise<ReadSideStatus> {
    for (const consumer of this.consumers) await consumer.settle(head);
    const error = this.runner.error;
    const states = [...this.runner.status(), ...this.consumers.map((c) => c.status()).filter((s) => s !== undefined)].map((s) => ({
      name: s.name,
      version: s.version,
      state: s.state,
      position: s.position,
      lag: Math.max(0, head - s.position),
      parked: s.parked,
    }));
    return {
      thread: !isMainThread,
      projections: this.runner.tracker.position,
      relay: this.relay.tracker.position,
      busConsumers: this.consumers.map((c) => c.tracker.position),
      parked: states.filter((p) => p.state === 'parked'),
      /** Each projection run here: state, position and lag. */
      states,
      lastError: error ? (error instanceof Error ? error.message : String(error)) : null,
    };
  }
}

/**
 * Everything that runs behind the log: the read side (inline projections, the relay to the
 * bus, bus-fed projections), the scheduler and process managers. Started in the API process
 * by default, or alone by `npm run worker`.
 */
export class Workers {
  readonly scheduler: DurableScheduler;
  readonly processManagers: ProcessManagerRunner<unknown, unknown>[];

  /** `readSide`: this thread's LogFollowers by default, or the projection thread. */
  constructor(
    deps: WorkerDeps,
    registry: ProjectionRegistry,
    readonly readSide: ReadSide = new LogFollowers(deps, registry),
  ) {
    this.scheduler = new DurableScheduler(deps.store, undefined, deps.schedulerSnapshots);
    const saveCheckpoint = readSide.saveCheckpoint && ((name: string, position: number) => readSide.saveCheckpoint!(name, position));
    const awaitReadModels = (position: number) => readSide.tracker.waitFor(position);
    this.processManagers = registry.processManagers.map(({ manager, send }) => new ProcessManagerRunner(manager, send, { ...deps, scheduler: this.scheduler, saveCheckpoint, awaitReadModels }));
  }

  async start(): Promise<void> {
    await this.readSide.start();
    await this.scheduler.start();
    for (const runner of this.processManagers) await runner.start();
  }

  async stop(): Promise<void> {
    for (const runner of this.processManagers) await runner.stop();
    await this.scheduler.stop();
    await this.readSide.stop();
  }
}
