/** Who caused a change: a signed-in user with their role, or the system itself. */
export type Actor =
  | { kind: 'user'; userId: string; role: 'customer' | 'vendor' | 'provider' | 'admin'; name?: string }
  | { kind: 'system'; reason?: string };

export interface EventMetadata {
  eventId: string;
  actor: Actor;
  correlationId: string;
  causationId: string;
  occurredAt: string; // ISO-8601
  schemaVersion: number;
}

/** A domain event as the decider produces it: a plain typed object (Emmett style). */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** An event ready to be appended: the domain event plus its metadata. */
export interface NewEvent<E extends DomainEvent = DomainEvent> {
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
}

/** An event as read back from the log. */
export interface RecordedEvent<E extends DomainEvent = DomainEvent> {
  streamId: string;
  /** 0-based position inside its stream (EventStoreDB's revision). */
  revision: number;
  /** Monotonic position in the whole log; not necessarily contiguous (EventStoreDB commit position). */
  position: number;
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
}
