import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { READ_STORE, ReadStore } from '../read-store/read-store.port';
import { Projection } from './projection';
import { processCheckpoint } from '../domain/process-manager';
import { ProjectionRegistry } from './projection-registry';
import { ReadSideStatus, Workers } from './workers';

const POLL_MS = 50;

/**
 * A command's response carries its log position; before answering with read-model data
 * the handler waits (bounded) until the inline projections have reached it. With the
 * workers in this process it listens to them; with the workers elsewhere (RUN_WORKERS=false,
 * a shared read store) it polls the checkpoints of the live collections.
 */
@Injectable()
export class ReadYourWrites {
  private workers?: Workers;

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: ProjectionRegistry,
  ) {}

  attach(workers: Workers): void {
    this.workers = workers;
  }

  /**
   * Waits until the read models that handle `types` (every inline one when omitted) have
   * reached `position`. Events no inline read model handles (reservations, a process
   * manager's bookkeeping) wait for nothing, and with the workers elsewhere only the
   * checkpoints of the read models concerned are polled, so a slow unrelated projection
   * does not hold the answer up.
   */
  async waitFor(position: number | null, types?: readonly string[], timeoutMs = 5000): Promise<boolean> {
    if (position === null) return true;
    const concerned = types ? this.registry.inline.filter((p) => types.some((type) => p.canHandle.includes(type))) : this.registry.inline;
    if (concerned.length === 0) return true;
    if (this.workers) return this.workers.readSide.tracker.waitFor(position, timeoutMs);
    if (this.config.runWorkers) return true; // still booting: the workers catch up before HTTP opens
    const deadline = Date.now() + timeoutMs;
    while ((await this.sharedPosition(concerned)) < position) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return true;
  }

  /**
   * Waits (bounded) until process manager `name` has handled the log up to `position`: its
   * commands for that event have run, and each already waited for its own projection. With
   * the workers elsewhere, its checkpoint (written at once after an event it handled) tells.
   */
  async waitForProcessManager(name: string, position: number | null, timeoutMs = 5000): Promise<boolean> {
    if (position === null) return true;
    const runner = this.workers?.processManagers.find((r) => r.name === name);
    if (runner) return runner.tracker.waitFor(position, timeoutMs);
    if (this.workers || this.config.runWorkers) return true;
    const deadline = Date.now() + timeoutMs;
    while (((await this.readStore.getCheckpoint(processCheckpoint(name))) ?? 0) < position) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return true;
  }

  /**
   * Waits (bounded) until bus projection `name` has applied `position`: for a command whose
   * only reader is fed by the bus (marking a notification read). With the workers elsewhere
   * its live collection's checkpoint tells.
   */
  async waitForBusProjection(name: string, position: number | null, timeoutMs = 5000): Promise<boolean> {
    if (position === null) return true;
    const tracker = this.busTracker(name);
    if (tracker) return tracker.waitFor(position, timeoutMs);
    const projection = this.registry.bus.find((b) => b.projection.name === name)?.projection;
    if (this.workers || this.config.runWorkers || !projection) return true;
    const deadline = Date.now() + timeoutMs;
    while ((await this.sharedPosition([projection])) < position) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return true;
  }

  /**
   * Waits (bounded) until the scheduler in this process has fired every timeout already due
   * (one scheduled due, by a backdated command, fires after a grace: DurableScheduler.recorded),
   * for writers of history such as the demo seed. Without workers here there is none to wait for.
   */
  async waitForDueTimeouts(timeoutMs = 5000): Promise<boolean> {
    const scheduler = this.workers?.scheduler;
    if (!scheduler) return true;
    const deadline = Date.now() + timeoutMs;
    while (scheduler.pendingTimeouts()[0]?.dueAt <= new Date().toISOString()) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return true;
  }

  /** The position tracker of bus projection `name` when it runs in this process (live pushes listen to it). */
  busTracker(name: string) {
    return this.workers?.readSide.busTracker(name);
  }

  private shared?: { position: Promise<number>; at: number };

  /**
   * How far the inline read models are, for caches keyed on it (cached public reads):
   * the local runner's position, synchronously; with the workers elsewhere, the lowest
   * shared checkpoint, asked of the read store at most every POLL_MS.
   */
  position(): number | Promise<number> {
    if (this.workers) return this.workers.readSide.tracker.position;
    const now = Date.now();
    if (!this.shared || now - this.shared.at >= POLL_MS) this.shared = { position: this.sharedPosition(), at: now };
    return this.shared.position;
  }

  /** How far the given inline projections (all by default) have got, by the checkpoints of the collections their names point at. */
  private async sharedPosition(projections: readonly Projection[] = this.registry.inline): Promise<number> {
    const checkpoints = await Promise.all(
      projections.map(async (p) => {
        const live = await this.readStore.aliasOf(p.collection);
        return live === null ? 0 : ((await this.readStore.getCheckpoint(live)) ?? 0);
      }),
    );
    return Math.min(...checkpoints);
  }

  /** Positions reached by each worker in this process, the projections' states and the last error met, for /api/health. */
  async status(head: number): Promise<ReadSideStatus | null> {
    return this.workers ? this.workers.readSide.status(head) : null;
  }
}
