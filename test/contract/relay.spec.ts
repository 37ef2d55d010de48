import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Bus } from '../../backend/src/platform/bus/bus.port';
import { InProcessBus } from '../../backend/src/platform/bus/in-process-bus';
import { NatsBus } from '../../backend/src/platform/bus/nats-bus';
import { RecordedEvent } from '../../backend/src/platform/event-store/event';
import { EventCatalog } from '../../backend/src/platform/event-store/event-catalog';
import { SqliteEventStore } from '../../backend/src/platform/event-store/sqlite-event-store';
import { MemoryReadStore } from '../../backend/src/platform/read-store/memory-read-store';
import { SqliteReadStore } from '../../backend/src/platform/read-store/sqlite-read-store';
import { Relay, RELAY_CHECKPOINT } from '../../backend/src/platform/projections/relay';
import { startNatsServer, NatsServer } from '../support/nats-server';
import { eventually } from './bus.contract';

const catalog = new EventCatalog().register({ type: 'RateChanged', context: 'rates', schemaVersion: 1 });
const newEvent = (i: number) => ({
  type: 'RateChanged',
  data: { i },
  metadata: { eventId: randomUUID(), actor: { kind: 'system' as const }, correlationId: 'c', causationId: 'c', occurredAt: new Date().toISOString(), schemaVersion: 1 },
});

/** The log is the outbox: whatever happens to the relay, every event reaches the bus once, in order. */
function relayContract(name: string, makeBus: () => Promise<Bus>) {
  describe(`relay to ${name}`, () => {
    let dir: string;
    let store: SqliteEventStore;
    let readStore: MemoryReadStore;
    let bus: Bus;

    beforeEach(async () => {
      dir = mkdtempSync(join(tmpdir(), 'relay-'));
      store = new SqliteEventStore(join(dir, 'events.sqlite'));
      readStore = new MemoryReadStore();
      bus = await makeBus();
    });
    afterEach(async () => {
      await bus.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const append = async (from: number, count: number) => {
      for (let i = from; i < from + count; i++) await store.append(`rate-r${i % 3}`, [newEvent(i)], 'any');
    };

    it('publishes to market.<context>.<Type>, resumes after a restart without loss, and a lost checkpoint causes no duplicates', async () => {
      const durable = `relay_test_${randomUUID().slice(0, 8)}`;
      const received: RecordedEvent[] = [];
      const consumer = await bus.consume({ durable, subject: 'market.rates.RateChanged' }, async (e) => {
        received.push(e);
      });

      await append(0, 5);
      const first = new Relay(store, bus, readStore, catalog);
      await first.start();
      await eventually(() => received.length === 5, () => received.length);
      await first.stop();

      await append(5, 5); // written while the relay is down
      const second = new Relay(store, bus, readStore, catalog);
      await second.start();
      await eventually(() => received.length === 10, () => received.length);
      await second.stop();

      await readStore.deleteCheckpoint(RELAY_CHECKPOINT); // the checkpoint is lost: everything is published again
      const third = new Relay(store, bus, readStore, catalog);
      await third.start();
      await append(10, 1);
      await eventually(() => received.length === 11, () => received.length);
      await new Promise((r) => setTimeout(r, 200)); // room for any duplicate to (wrongly) arrive
      await third.stop();
      await consumer.stop();

      expect(received.map((e) => (e.data as { i: number }).i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(received[0].streamId).toBe('rate-r0');
      expect(await readStore.getCheckpoint(RELAY_CHECKPOINT)).toBe(await store.headPosition());
    });
  });
}

relayContract('the in-process bus', async () => new InProcessBus());

let nats: NatsServer;
beforeAll(async () => {
  nats = await startNatsServer();
}, 30_000);
afterAll(() => nats?.stop());
relayContract('NATS JetStream', () => NatsBus.connect({ url: nats.url, stream: `RELAY_${randomUUID().slice(0, 8)}`, onError: () => {} }));

describe('relay checkpoint', () => {
  it('is not written once per event (at most once a second), and at stop it stands at the last event published', async () => {
    const store = new SqliteEventStore(':memory:');
    const readStore = new MemoryReadStore();
    let writes = 0;
    const counted = Object.assign(Object.create(readStore), { setCheckpoint: (name: string, position: number) => (writes++, readStore.setCheckpoint(name, position)) });
    const bus = new InProcessBus();
    const received: number[] = [];
    const consumer = await bus.consume({ durable: 'checkpoint_writes', subject: 'market.rates.>' }, async (e) => {
      received.push((e.data as { i: number }).i);
    });
    await Promise.all(Array.from({ length: 50 }, (_, i) => store.append(`rate-r${i}`, [newEvent(i)], 'no_stream')));
    const relay = new Relay(store, bus, counted, catalog);
    await relay.start();
    await eventually(() => received.length === 50, () => received.length);
    await relay.stop();
    expect(writes).toBeLessThan(10);
    expect(await readStore.getCheckpoint(RELAY_CHECKPOINT)).toBe(await store.headPosition());
    await consumer.stop();
    await bus.close();
    await store.close();
  });
});

describe('relay checkpoint in the default read store', () => {
  it('survives a restart: a new process (new bus, no duplicate memory) publishes only what was appended since', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'relay-durable-'));
    const store = new SqliteEventStore(join(dir, 'events.sqlite'));
    const append = async (from: number, count: number) => {
      for (let i = from; i < from + count; i++) await store.append(`rate-r${i % 3}`, [newEvent(i)], 'any');
    };
    const run = async (expected: number) => {
      const readStore = SqliteReadStore.inDataDir(dir);
      const bus = new InProcessBus();
      const received: number[] = [];
      const consumer = await bus.consume({ durable: 'after_restart', subject: 'market.rates.>' }, async (e) => {
        received.push((e.data as { i: number }).i);
      });
      const relay = new Relay(store, bus, readStore, catalog);
      await relay.start();
      await eventually(() => received.length >= expected, () => received.length);
      await new Promise((r) => setTimeout(r, 200)); // room for a republished event to (wrongly) arrive
      await relay.stop();
      await consumer.stop();
      await bus.close();
      await readStore.close();
      return received;
    };
    await append(0, 4);
    expect(await run(4)).toEqual([0, 1, 2, 3]);
    await append(4, 2);
    expect(await run(2)).toEqual([4, 5]);
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
