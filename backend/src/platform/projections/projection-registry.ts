import { RecordedEvent } from '../event-store/event';
import { CommandSender, ProcessManager } from '../domain/process-manager';
import { Projection } from './projection';

/** Bus-fed projection: runs apart from request handlers, fed by a durable consumer. */
export interface BusProjection {
  projection: Projection;
  /** NATS subject filter, e.g. 'market.rates.>'. */
  subject: string;
}

/**
 * A policy: when an event of another context happens, run a command here ("when an admin
 * makes someone a vendor, open their vendor record"). Fed by the bus, apart from requests;
 * `handle` must be idempotent (a redelivered event decides nothing new).
 */
export interface Policy {
  name: string;
  subject: string;
  handle(event: RecordedEvent): Promise<void>;
}

/** Modules register their read models and policies here while the app is being built. */
export class ProjectionRegistry {
  readonly inline: Projection[] = [];
  readonly bus: BusProjection[] = [];
  readonly policies: Policy[] = [];
  readonly processManagers: { manager: ProcessManager<any, any>; send: CommandSender<any> }[] = [];

  /** A process manager, fed from the log (not the bus); `send` runs the commands it decides. */
  addProcessManager<S, C>(manager: ProcessManager<S, C>, send: CommandSender<C>): void {
    this.processManagers.push({ manager, send });
  }

  addPolicy(policy: Policy): void {
    this.policies.push(policy);
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
