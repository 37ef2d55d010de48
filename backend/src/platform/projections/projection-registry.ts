import { Projection } from './projection';

/** Bus-fed projection: runs apart from request handlers, fed by a durable consumer. */
export interface BusProjection {
  projection: Projection;
  /** NATS subject filter, e.g. 'market.rates.>'. */
  subject: string;
}

/** Modules register their read models here while the app is being built. */
export class ProjectionRegistry {
  readonly inline: Projection[] = [];
  readonly bus: BusProjection[] = [];

  addInline(...projections: Projection<any>[]): void {
    this.inline.push(...projections);
  }

  addBus(projection: Projection<any>, subject: string): void {
    this.bus.push({ projection, subject });
  }

  all(): Projection[] {
    return [...this.inline, ...this.bus.map((b) => b.projection)];
  }
}
