import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { READ_STORE, ReadStore } from '../read-store/read-store.port';
import { checkpointName } from './projection';
import { ProjectionRegistry } from './projection-registry';
import { Workers } from './workers';

const POLL_MS = 50;

/**
 * A command's response carries its log position; before answering with read-model data
 * the handler waits (bounded) until the inline projections have reached it. With the
 * workers in this process it listens to them; with the workers elsewhere (RUN_WORKERS=false,
 * a shared MongoDB) it polls their checkpoints in the read store.
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

  async waitFor(position: number | null, timeoutMs = 5000): Promise<boolean> {
    if (position === null) return true;
    if (this.workers) return this.workers.runner.tracker.waitFor(position, timeoutMs);
    if (this.config.runWorkers) return true; // still booting: the workers catch up before HTTP opens
    const deadline = Date.now() + timeoutMs;
    while ((await this.sharedPosition()) < position) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return true;
  }

  private shared?: { position: Promise<number>; at: number };

  /**
   * How far the inline read models are, for caches keyed on it (cached public reads):
   * the local runner's position, synchronously; with the workers elsewhere, the lowest
   * shared checkpoint, asked of the read store at most every POLL_MS.
   */
  position(): number | Promise<number> {
    if (this.workers) return this.workers.runner.tracker.position;
    const now = Date.now();
    if (!this.shared || now - this.shared.at >= POLL_MS) this.shared = { position: this.sharedPosition(), at: now };
    return this.shared.position;
  }

  /** How far every inline projection has got, by the checkpoints they keep in the read store. */
  private async sharedPosition(): Promise<number> {
    const checkpoints = await Promise.all(this.registry.inline.map((p) => this.readStore.getCheckpoint(checkpointName(p))));
    return Math.min(...checkpoints.map((c) => c ?? 0));
  }

  /** Positions reached by each worker in this process, and the last error met, for /api/health. */
  status() {
    if (!this.workers) return null;
    const error = this.workers.runner.error;
    return {
      projections: this.workers.runner.tracker.position,
      relay: this.workers.relay.tracker.position,
      busConsumers: this.workers.consumers.map((c) => c.tracker.position),
      lastError: error ? (error instanceof Error ? error.message : String(error)) : null,
    };
  }
}
