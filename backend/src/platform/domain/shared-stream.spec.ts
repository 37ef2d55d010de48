import { DomainEvent } from '../event-store/event';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore } from '../event-store/event-store.port';
import { systemContext, toNewEvents } from '../event-store/metadata';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { Decider } from './decider';
import { DomainError } from './domain-error';
import { loadState } from './handle-command';
import { SharedStreams } from './shared-stream';

// Seats of a small room: each command takes one named seat; a taken seat is a 409.
type Taken = DomainEvent<'SeatTaken', { seat: string; by: string }>;
const room: Decider<Record<string, string>, { seat: string; by: string }, Taken> = {
  initialState: () => ({}),
  evolve: (seats, event) => ({ ...seats, [event.data.seat]: event.data.by }),
  decide: (command, seats) => {
    if (seats[command.seat] === command.by) return [];
    if (seats[command.seat]) throw new DomainError('conflict', 'Seat taken');
    return [{ type: 'SeatTaken', data: command }];
  },
};

const catalog = () => new EventCatalog().register({ type: 'SeatTaken', context: 'test', schemaVersion: 1 });
const take = (seat: string, by: string) => ({ seat, by });

describe('SharedStreams', () => {
  let store: SqliteEventStore;
  let appends: number;
  let counted: EventStore;
  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
    appends = 0;
    // Only what SharedStreams calls; the rest of the port is not used here.
    counted = { readStream: (...a: Parameters<EventStore['readStream']>) => store.readStream(...a), append: (...a: Parameters<EventStore['append']>) => (appends++, store.append(...a)) } as unknown as EventStore;
  });
  afterEach(() => store.close());

  it('decides simultaneous commands one after another and stores them in two appends instead of racing', async () => {
    const shared = new SharedStreams({ store: counted, catalog: catalog() });
    const contexts = Array.from({ length: 10 }, (_, i) => systemContext(`request ${i}`));
    const results = await Promise.all(contexts.map((ctx, i) => shared.run('room-1', room, take(`s${i}`, `p${i}`), ctx, {})));
    expect(appends).toBe(2); // the first alone, the nine that queued behind it together
    expect(results.map((r) => r.revision)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const stored = await store.readStream('room-1');
    expect(stored.map((e) => e.data)).toEqual(contexts.map((_, i) => take(`s${i}`, `p${i}`)));
    // Each command's events keep its own metadata and its result names where its batch is stored.
    expect(stored.map((e) => e.metadata.correlationId)).toEqual(contexts.map((c) => c.correlationId));
    expect(results[0].position).toBe(stored[0].position);
    for (const result of results.slice(1)) expect(result.position).toBe(stored[9].position);
  });

  it('leaves the remembered state at what a batch appended, so readers that start together do not each fold it again', async () => {
    const deps = { store: counted, catalog: catalog() };
    const folding = { ...room, evolve: jest.fn(room.evolve) };
    const shared = new SharedStreams(deps);
    await Promise.all(Array.from({ length: 10 }, (_, i) => shared.run('room-2', folding, take(`s${i}`, `p${i}`), systemContext(`request ${i}`), {})));
    folding.evolve.mockClear();
    const read = await Promise.all(Array.from({ length: 10 }, () => loadState(deps, 'room-2', folding)));
    expect(read.every((r) => r.revision === 9 && Object.keys(r.state).length === 10)).toBe(true);
    expect(folding.evolve).not.toHaveBeenCalled();
  });

  it('refuses a command alone: of ten for one seat exactly one wins, the others get the 409', async () => {
    const shared = new SharedStreams({ store: counted, catalog: catalog() });
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => shared.run('room-1', room, take('s1', `p${i}`), systemContext('t'), {})));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason.message)).toEqual(Array(9).fill('Seat taken'));
    expect(await store.readStream('room-1')).toHaveLength(1);
  });

  it('answers a command that decides nothing with the revision it saw and no position', async () => {
    const shared = new SharedStreams({ store: counted, catalog: catalog() });
    await shared.run('room-1', room, take('s1', 'p1'), systemContext('t'), {});
    expect(await shared.run('room-1', room, take('s1', 'p1'), systemContext('t'), {})).toEqual({ events: [], position: null, revision: 0 });
  });

  it('decides the whole batch again on fresh state when another process wrote the stream meanwhile', async () => {
    let raced = false;
    const racing = {
      ...counted,
      readStream: async (id: string) => {
        const events = await store.readStream(id);
        if (!raced) {
          raced = true; // another process takes seat s2 between this read and the append
          await store.append('room-1', toNewEvents([{ type: 'SeatTaken', data: take('s2', 'elsewhere') }], systemContext('other')), 'no_stream');
        }
        return events;
      },
    } as EventStore;
    const shared = new SharedStreams({ store: racing, catalog: catalog() });
    const [s1, s2] = await Promise.allSettled([shared.run('room-1', room, take('s1', 'p1'), systemContext('t'), {}), shared.run('room-1', room, take('s2', 'p2'), systemContext('t'), {})]);
    expect(s1).toMatchObject({ status: 'fulfilled', value: { revision: 1 } });
    expect(s2).toMatchObject({ status: 'rejected', reason: { kind: 'conflict', message: 'Seat taken' } });
    expect((await store.readStream('room-1')).map((e) => e.data)).toEqual([take('s2', 'elsewhere'), take('s1', 'p1')]);
  });

  it('refuses a pinned revision another command of the batch moved past with the agreed stale 409', async () => {
    const shared = new SharedStreams({ store: counted, catalog: catalog() });
    const [first, pinned] = await Promise.allSettled([
      shared.run('room-1', room, take('s1', 'p1'), systemContext('t'), {}),
      shared.run('room-1', room, take('s2', 'p2'), systemContext('t'), { expectedRevision: -1 }),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(pinned).toMatchObject({ status: 'rejected', reason: { kind: 'conflict', message: expect.stringContaining('Reload') } });
    expect(await store.readStream('room-1')).toHaveLength(1);
  });

  it("writes an accepted command's alongside stream in the batch's one appendMany, and a refused command's not at all", async () => {
    let many = 0;
    const deps = { store: { ...counted, appendMany: (a: Parameters<EventStore['appendMany']>[0]) => (many++, store.appendMany(a)) } as EventStore, catalog: catalog() };
    const shared = new SharedStreams(deps);
    const ticket = (seat: string, by: string) => ({ streamId: `ticket-${by}`, events: [{ type: 'SeatTaken', data: take(seat, by) }] });
    const outcomes = await Promise.allSettled(
      ['p1', 'p2', 'p3'].map((by, i) => shared.run('room-1', room, take(i === 2 ? 's1' : `s${i + 1}`, by), systemContext(by), { alongside: ticket(`s${i + 1}`, by) })),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(many).toBe(2); // the first alone, then the two queued behind it: no separate append for any ticket
    expect(appends).toBe(0);
    expect((await store.readStream('ticket-p1')).map((e) => e.metadata.correlationId)).toEqual([expect.any(String)]);
    expect(await store.readStream('ticket-p2')).toHaveLength(1);
    expect(await store.readStream('ticket-p3')).toEqual([]); // refused: its ticket is not written
    // Each result names the last position of its batch, the tickets' included (read-your-writes waits for them).
    const head = await store.headPosition();
    expect((outcomes[1] as PromiseFulfilledResult<{ position: number }>).value.position).toBe(head);
  });

  it('writes nothing of a batch whose alongside stream exists already, and gives up with a 409', async () => {
    await store.append('ticket-p1', toNewEvents([{ type: 'SeatTaken', data: take('s9', 'p1') }], systemContext('earlier')), 'no_stream');
    const shared = new SharedStreams({ store, catalog: catalog() });
    await expect(shared.run('room-1', room, take('s1', 'p1'), systemContext('t'), { attempts: 2, alongside: { streamId: 'ticket-p1', events: [{ type: 'SeatTaken', data: take('s1', 'p1') }] } })).rejects.toMatchObject({ kind: 'conflict' });
    expect(await store.readStream('room-1')).toEqual([]);
    expect(await store.readStream('ticket-p1')).toHaveLength(1);
  });

  it('gives up with a 409 conflict when every attempt loses to another process', async () => {
    let n = 0;
    const alwaysRacing = {
      ...counted,
      readStream: async (id: string) => {
        const events = await store.readStream(id);
        await store.append('room-1', toNewEvents([{ type: 'SeatTaken', data: take(`x${n++}`, 'elsewhere') }], systemContext('other')), 'any');
        return events;
      },
    } as EventStore;
    const shared = new SharedStreams({ store: alwaysRacing, catalog: catalog() });
    await expect(shared.run('room-1', room, take('s1', 'p1'), systemContext('t'), { attempts: 3 })).rejects.toMatchObject({ kind: 'conflict', message: expect.stringContaining('at the same time') });
    expect(n).toBe(3);
  });
});
