import { RecordedEvent } from './event';

/**
 * Every event type the marketplace records, with the bounded context that owns it
 * (the relay publishes to `market.<context>.<Type>`), its current schema version, and
 * upcasters that lift old payloads on read. Old events are never rewritten.
 */
export interface EventTypeDefinition {
  type: string;
  context: string;
  schemaVersion: number;
  /** upcasters[n] turns a version-n payload into version n+1. */
  upcasters?: Record<number, (data: any) => any>;
}

export class EventCatalog {
  private readonly types = new Map<string, EventTypeDefinition>();
  private opener: (data: unknown) => unknown = (data) => data;

  /** How sealed personal data is opened for read models (see PersonalDataCipher). */
  openPersonalDataWith(opener: (data: unknown) => unknown): this {
    this.opener = opener;
    return this;
  }

  /** An event as read models see it: current schema, personal data opened (or erased). */
  read = <E extends RecordedEvent>(event: E): E => {
    const upcast = this.upcast(event);
    return { ...upcast, data: this.opener(upcast.data) };
  };

  register(...definitions: EventTypeDefinition[]): this {
    for (const definition of definitions) {
      const existing = this.types.get(definition.type);
      if (existing && existing.context !== definition.context) {
        throw new Error(`Event type ${definition.type} is claimed by ${existing.context} and ${definition.context}`);
      }
      this.types.set(definition.type, definition);
    }
    return this;
  }

  schemaVersion = (type: string): number => this.types.get(type)?.schemaVersion ?? 1;

  contextOf(type: string): string {
    return this.types.get(type)?.context ?? 'unknown';
  }

  subjectFor(event: Pick<RecordedEvent, 'type'>): string {
    return `market.${this.contextOf(event.type)}.${event.type}`;
  }

  /** Lifts an event recorded under an older schema version to the current one. */
  upcast = <E extends RecordedEvent>(event: E): E => {
    const definition = this.types.get(event.type);
    let version = event.metadata.schemaVersion ?? 1;
    if (!definition || version >= definition.schemaVersion) return event;
    let data = event.data;
    while (version < definition.schemaVersion) {
      const lift = definition.upcasters?.[version];
      if (!lift) throw new Error(`No upcaster for ${event.type} v${version}`);
      data = lift(data);
      version += 1;
    }
    return { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
  };

  list(): EventTypeDefinition[] {
    return [...this.types.values()].sort((a, b) => a.context.localeCompare(b.context) || a.type.localeCompare(b.type));
  }
}
