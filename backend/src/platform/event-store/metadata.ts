import { Actor, DomainEvent, EventMetadata, NewEvent } from './event';
import { timeOrderedId } from './time-ordered-id';

/** What every command carries besides its own fields: who, when, and which request caused it. */
export interface CommandContext {
  actor: Actor;
  correlationId: string;
  causationId: string;
  now: Date;
  /**
   * A process manager's commands (and what they run): they do not wait for the read models
   * one by one; the process manager waits once, after recording the input (process-manager.ts).
   */
  readModelsLater?: boolean;
}

/** The actor of a request nobody signed in to. */
export const ANONYMOUS = 'anonymous request';

export const systemContext = (reason: string, now = new Date()): CommandContext => {
  const id = timeOrderedId();
  return { actor: { kind: 'system', reason }, correlationId: id, causationId: id, now };
};

/** A command caused by an event (a policy): same correlation, caused by that event. */
export const causedBy = (event: { metadata: EventMetadata }, now = new Date()): CommandContext => ({
  actor: event.metadata.actor,
  correlationId: event.metadata.correlationId,
  causationId: event.metadata.eventId,
  now,
});

/** Wraps the decider's events with metadata; schemaVersion comes from the event catalog. */
export function toNewEvents(events: DomainEvent[], ctx: CommandContext, schemaVersion: (type: string) => number = () => 1): NewEvent[] {
  return events.map((event) => {
    const metadata: EventMetadata = {
      eventId: timeOrderedId(),
      actor: ctx.actor,
      correlationId: ctx.correlationId,
      causationId: ctx.causationId,
      occurredAt: ctx.now.toISOString(),
      schemaVersion: schemaVersion(event.type),
    };
    return { type: event.type, data: event.data, metadata };
  });
}
