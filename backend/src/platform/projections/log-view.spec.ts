import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { EventCatalog } from '../event-store/event-catalog';
import { NewEvent } from '../event-store/event';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { conditionsOf, defineLogView, logCollection } from './log-view';
import { defineResource } from '../http/resource';
import { field } from '../http/resource-fields';

const view = defineLogView<{ _id: string; accountId: string; kind: string; amount: number; at: string }>({
  name: 'deposits',
  types: ['Deposited', 'Withdrawn'],
  fields: { accountId: { field: 'streamId', value: (id) => `account-${id}` }, kind: 'type', amount: 'data.amount', at: 'occurredAt' },
  toDoc: (event) => ({ _id: event.metadata.eventId, accountId: event.streamId.slice('account-'.length), kind: event.type, amount: (event.data as { amount: number }).amount, at: event.metadata.occurredAt }),
});

const event = (type: string, amount: number, occurredAt: string): NewEvent => ({
  type,
  data: { amount },
  metadata: { eventId: randomUUID(), actor: { kind: 'system', reason: 'test' }, correlationId: randomUUID(), causationId: randomUUID(), occurredAt, schemaVersion: 1 },
});

describe('a list read straight from the log (log view)', () => {
  let dir: string;
  let store: SqliteEventStore;
  const catalog = new EventCatalog().register({ type: 'Deposited', context: 'test', schemaVersion: 1 }, { type: 'Withdrawn', context: 'test', schemaVersion: 1 }, { type: 'Audited', context: 'test', schemaVersion: 1 });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bazaar-log-view-'));
    store = new SqliteEventStore(join(dir, 'events.sqlite'));
    await store.append('account-a', [event('Deposited', 500, '2026-01-01T00:00:00.000Z'), event('Audited', 0, '2026-01-02T00:00:00.000Z'), event('Withdrawn', 200, '2026-01-03T00:00:00.000Z')], 'no_stream');
    await store.append('account-b', [event('Deposited', 900, '2026-01-02T00:00:00.000Z')], 'no_stream');
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("given a log of two accounts, when listed, then each of the view's events is a document, in the order asked, and counted", async () => {
    const deposits = logCollection(view, store, catalog);
    expect((await deposits.find({}, { sort: { at: -1, _id: 1 } })).map((d) => [d.accountId, d.kind, d.amount])).toEqual([
      ['a', 'Withdrawn', 200],
      ['b', 'Deposited', 900],
      ['a', 'Deposited', 500],
    ]);
    expect(await deposits.count()).toBe(3);
    expect((await deposits.find({ accountId: 'a' }, { skip: 1, limit: 5 })).map((d) => d.kind)).toEqual(['Withdrawn']);
  });

  it('given filters as the resource handlers build them, then they become event conditions on the mapped fields', async () => {
    const deposits = logCollection(view, store, catalog);
    const filter = { $and: [{ accountId: { $in: ['a', 'b'] } }, { $and: [{ amount: { $gte: 300 } }, { kind: 'Deposited' }] }] };
    expect((await deposits.find(filter, { sort: { amount: 1 } })).map((d) => d.amount)).toEqual([500, 900]);
    expect(await deposits.count(filter)).toBe(2);
    const [first] = await deposits.find({ accountId: 'b' });
    expect(await deposits.findOne({ _id: first._id })).toEqual(first);
    expect(await deposits.findOne({ $and: [{ accountId: 'a' }, { _id: first._id }] })).toBeNull();
    expect(conditionsOf(view, { accountId: 'x', at: { $lte: '2026-01-02' } })).toEqual([
      { field: 'type', in: ['Deposited', 'Withdrawn'] },
      { field: 'streamId', in: ['account-x'] },
      { field: 'occurredAt', lte: '2026-01-02' },
    ]);
  });

  it('refuses a field it does not map and an operator it cannot apply', () => {
    expect(() => conditionsOf(view, { secret: 1 })).toThrow('deposits is read from the log and cannot be queried by secret');
    expect(() => conditionsOf(view, { amount: { $regex: '.*' } })).toThrow('cannot apply $regex');
    expect(() => conditionsOf(view, { amount: { $gte: { $ne: 1 } } })).toThrow('only text and number values');
  });

  it('a resource read from the log may only filter and sort by what its view maps', () => {
    const declare = (fields: Parameters<typeof defineResource>[0]['fields'], search?: string[]) =>
      defineResource({ name: 'deposits', collection: view.name, log: view, roles: ['admin'], fields, search, defaultSort: { at: 1 }, notFound: 'Deposit not found', toRecord: (doc) => doc });
    expect(() => declare({ id: field.id(), amount: field.number('amount'), at: field.date('at') })).not.toThrow();
    expect(() => declare({ id: field.id(), note: field.string('note') })).toThrow('the log view deposits cannot answer note');
    expect(() => declare({ id: field.id(), note: field.string('note', { filter: false, sort: false }) })).not.toThrow();
    expect(() => declare({ id: field.id() }, ['accountId'])).toThrow('cannot answer q');
  });
});
