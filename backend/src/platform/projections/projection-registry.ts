import { CommandSender, ProcessManager } from '../domain/process-manager';
import { Projection } from './projection';

/** Bus-fed projection: runs apart from request handlers, fed by a durable consumer. */
export interface BusProjection {
  projection: Projection;
  /** NATS subject filter, e.g. 'market.rates.>'. */
  subject: string;
}

/**
 * Modules register their read models and process managers here while the app is being
 * built. A policy ("when an admin makes someone a vendor, open their vendor record") is a
 * process manager too: fed from the log, idempotent per event (platform/domain/process-manager.ts).
 */
export class ProjectionRegistry {
  readonly inline: Projection[] = [];
  readonly bus: BusProjection[] = [];
  readonly processManagers: { manager: ProcessManager<any, any>; send: CommandSender<any> }[] = [];

  /** A process manager, fed from the log (not the bus); `send` runs the commands it decides. */
  addProcessManager<S, C>(manager: ProcessManager<S, C>, send: CommandSender<C>): void {
    this.processManagers.push({ manager, send });
  }

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
