import { randomUUID } from 'node:crypto';
import { InProcessBus } from '../bus/in-process-bus';
import { EventCatalog } from '../event-store/event-catalog';
import { NewEvent, RecordedEvent } from '../event-store/event';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { SqliteReadStore } from '../read-store/sqlite-read-store';
import { BusProjectionConsumer } from './bus-projection-consumer';
import { defineProjection } from './projection';

const event = (type: string, data: object): NewEvent => ({
  type,
  data,
  metadata: { eventId: randomUUID(), actor: { kind: 'system' }, correlationId: 'c', causationId: 'c', occurredAt: new Date().toISOString(), schemaVersion: 1 },
});

/** Counts deposits: a double apply would show. */
const balances = defineProjection<{ _id: string; total: number; deposits: number }>({
  name: 'balances',
  version: 1,
  collection: 'balances',
  canHandle: ['Deposited'],
  documentIds: (e) => [(e.data as { account: string }).account],
  evolve: (doc, e) => ({ _id: (e.data as any).account, total: (doc?.total ?? 0) + (e.data as any).amount, deposits: (doc?.deposits ?? 0) + 1 }),
});

const catalog = new EventCatalog().register({ type: 'Deposited', context: 'test', schemaVersion: 1 }, { type: 'Noticed', context: 'other', schemaVersion: 1 });

describe('BusProjectionConsumer', () => {
  it('applies every event the log holds up to a message in one commit; the messages published meanwhile (and redeliveries) change nothing', async () => {
    const store = new SqliteEventStore(':memory:');
    const readStore = new SqliteReadStore(':memory:');
    const bus = new InProcessBus();
    const consumer = new BusProjectionConsumer(balances, 'market.>', { store, bus, readStore, catalog });
    const commit = jest.spyOn(readStore, 'commit');
    try {
      await consumer.start();
      const commitsAtStart = commit.mock.calls.length;
      const recorded: RecordedEvent[] = [];
      for (const [i, type] of ['Deposited', 'Noticed', 'Deposited', 'Deposited'].entries()) {
        const { position } = await store.append(`s-${i}`, [event(type, { account: 'a', amount: 10 })], 'no_stream');
        recorded.push((await store.readAll({ after: position - 1, maxCount: 1 }))[0]);
      }
      for (const e of [...recorded, recorded[0], recorded[2]]) await bus.publish(`market.${e.type === 'Deposited' ? 'test' : 'other'}.${e.type}`, e);
      const head = recorded[recorded.length - 1].position;
      for (let i = 0; i < 100 && consumer.tracker.position < head; i++) await new Promise((resolve) => setTimeout(resolve, 10));

      expect(consumer.tracker.position).toBe(head);
      expect(await readStore.collection('balances').findOne({ _id: 'a' })).toMatchObject({ total: 30, deposits: 3 });
      expect(await readStore.getCheckpoint(consumer.status()!.collection)).toBe(head);
      expect(commit.mock.calls.length - commitsAtStart).toBe(1);
    } finally {
      await consumer.stop();
      await bus.close();
      await store.close();
      await readStore.close();
    }
  });

  it('hands its projection each event as the catalog reads it: an old payload is upcast before evolve sees it', async () => {
    // Version 2 of Deposited counts paise; the log holds a version-1 deposit of 10 rupees.
    const upcasting = new EventCatalog().register({ type: 'Deposited', context: 'test', schemaVersion: 2, upcasters: { 1: ({ account, amount }) => ({ account, paise: amount * 100 }) } });
    const inPaise = defineProjection<{ _id: string; paise: number }>({
      name: 'paise',
      version: 1,
      collection: 'paise',
      canHandle: ['Deposited'],
      documentIds: (e) => [(e.data as { account: string }).account],
      evolve: (doc, e) => ({ _id: (e.data as any).account, paise: (doc?.paise ?? 0) + (e.data as any).paise }),
    });
    const store = new SqliteEventStore(':memory:');
    const readStore = new SqliteReadStore(':memory:');
    const bus = new InProcessBus();
    await store.append('s-old', [event('Deposited', { account: 'a', amount: 10 })], 'no_stream');
    const consumer = new BusProjectionConsumer(inPaise, 'market.>', { store, bus, readStore, catalog: upcasting });
    try {
      await consumer.start();
      expect(await readStore.collection('paise').findOne({ _id: 'a' })).toMatchObject({ paise: 1000 });
    } finally {
      await consumer.stop();
      await bus.close();
      await store.close();
      await readStore.close();
    }
  });
});
