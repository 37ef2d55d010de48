import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore, createEventStore } from '../../backend/src/platform/event-store';
import { EventStoreDbEventStore } from '../../backend/src/platform/event-store/eventstoredb-event-store';
import { eventStoreContract } from './event-store.contract';

// The contract runs wherever a server is reachable (docker compose sets EVENTSTORE_URL).
const url = process.env.EVENTSTORE_URL;
if (url) {
  eventStoreContract('EventStoreDbEventStore', async () => new EventStoreDbEventStore(url));
}

describe('createEventStore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'event-store-factory-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('picks the EventStoreDB adapter when a URL is configured, without connecting or touching the data dir', async () => {
    const dataDir = join(dir, 'unused');

    const store = createEventStore({ eventstoreUrl: 'esdb://127.0.0.1:1?tls=false', dataDir });

    expect(store).toBeInstanceOf(EventStoreDbEventStore);
    expect(existsSync(dataDir)).toBe(false);
    await store.close();
  });

  it('picks SQLite at <dataDir>/events.sqlite otherwise, creating the directory', async () => {
    const dataDir = join(dir, 'nested', 'data');

    const store = createEventStore({ dataDir });

    expect(store).toBeInstanceOf(SqliteEventStore);
    expect(existsSync(join(dataDir, 'events.sqlite'))).toBe(true);
    await store.close();
  });

  it('treats an empty URL as not configured', async () => {
    const store = createEventStore({ eventstoreUrl: '', dataDir: join(dir, 'empty-url') });

    expect(store).toBeInstanceOf(SqliteEventStore);
    await store.close();
  });
});
