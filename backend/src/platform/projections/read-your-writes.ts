import { Injectable } from '@nestjs/common';
import { Workers } from './workers';

/**
 * A command's response carries its log position; before answering with read-model data
 * the handler waits (bounded) until the inline projections have reached it. When the
 * workers run in another process this cannot wait here, and readers see the read model
 * as it is (eventual consistency, said in the README).
 */
@Injectable()
export class ReadYourWrites {
  private workers?: Workers;

  attach(workers: Workers): void {
    this.workers = workers;
  }

  async waitFor(position: number | null, timeoutMs = 5000): Promise<boolean> {
    if (position === null || !this.workers) return true;
    return this.workers.runner.tracker.waitFor(position, timeoutMs);
  }

  /** Positions reached by each worker, for /api/health. */
  status(): { projections: number; relay: number; busConsumers: number[] } | null {
    if (!this.workers) return null;
    return {
      projections: this.workers.runner.tracker.position,
      relay: this.workers.relay.tracker.position,
      busConsumers: this.workers.consumers.map((c) => c.tracker.position),
    };
  }
}
