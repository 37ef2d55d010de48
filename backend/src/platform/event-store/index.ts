import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { EventStore } from './event-store.port';
import { SqliteEventStore } from './sqlite-event-store';

export * from './event';
export * from './event-store.port';
export { SqliteEventStore } from './sqlite-event-store';

export interface EventStoreConfig {
  /** EVENTSTORE_URL, e.g. esdb://localhost:2113?tls=false; when set, EventStoreDB is the store. */
  eventstoreUrl?: string;
  /** DATA_DIR: where the embedded store keeps events.sqlite. */
  dataDir: string;
  /** The projection thread only reads the log: its process's main thread checkpoints the WAL. */
  readSideThread?: boolean;
  /** The projection thread's: where its main thread holds back the commits not yet on disk (SqliteEventStore.syncHold). */
  logSyncHold?: BigInt64Array;
}

/**
 * EventStoreDB when a URL is configured, else the embedded SQLite file (zero set-up). The
 * EventStoreDB client (gRPC) is loaded only then: on the embedded defaults it cost about
 * 0.1 s of every start, on each of the two threads.
 */
export function createEventStore(config: EventStoreConfig): EventStore {
  if (config.eventstoreUrl) {
    const { EventStoreDbEventStore } = require('./eventstoredb-event-store') as typeof import('./eventstoredb-event-store');
    return new EventStoreDbEventStore(config.eventstoreUrl);
  }
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteEventStore(join(config.dataDir, 'events.sqlite'), { backgroundCheckpoints: !config.readSideThread, followsHold: config.logSyncHold });
}
export * from './event-query';
