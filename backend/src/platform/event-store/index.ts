import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { EventStore } from './event-store.port';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { SqliteEventStore } from './sqlite-event-store';

export * from './event';
export * from './event-store.port';
export { EventStoreDbEventStore } from './eventstoredb-event-store';
export { SqliteEventStore } from './sqlite-event-store';

export interface EventStoreConfig {
  /** EVENTSTORE_URL, e.g. esdb://localhost:2113?tls=false; when set, EventStoreDB is the store. */
  eventstoreUrl?: string;
  /** DATA_DIR: where the embedded store keeps events.sqlite. */
  dataDir: string;
  /** The projection thread only reads the log: its process's main thread checkpoints the WAL. */
  readSideThread?: boolean;
}

/** EventStoreDB when a URL is configured, else the embedded SQLite file (zero set-up). */
export function createEventStore(config: EventStoreConfig): EventStore {
  if (config.eventstoreUrl) return new EventStoreDbEventStore(config.eventstoreUrl);
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteEventStore(join(config.dataDir, 'events.sqlite'), { backgroundCheckpoints: !config.readSideThread });
}
export * from './event-query';
