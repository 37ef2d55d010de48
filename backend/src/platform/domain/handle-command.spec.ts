import { DomainEvent } from '../event-store/event';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore } from '../event-store/event-store.port';
import { systemContext, toNewEvents } from '../event-store/metadata';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { ReadYourWrites } from '../projections/read-your-writes';
import { CommandRunner } from './command-runner';
import { Decider } from './decider';
import { DomainError } from './domain-error';
import { handleCommand, loadState } from './handle-command';

// A counter whose Added event went from {n} (v1) to {amount} (v2).
type Added = DomainEvent<'Added', { amount: number }>;
const counter: Decider<number, { add: number }, Added> = {
  initialState: () => 0,
  evolve: (total, event) => total + event.data.amount,
  decide: (command, total) => {
    if (total + command.add > 10) throw DomainError.invalid({ add: 'Too much' });
    return command.add ? [{ type: 'Added', data: { amount: command.add } }] : [];
  },
};

const catalog = () =>
  new EventCatalog().register({ type: 'Added', context: 'test', schemaVersion: 2, upcasters: { 1: (data: { n: number }) => ({ amount: data.n }) } });

const ctx = () => systemContext('test');

describe('handleCommand', () => {
  let store: SqliteEventStore;
  beforeEach(() => (store = new SqliteEventStore(':memory:')));
  afterEach(() => store.close());

  const add = (amount: number) => toNewEvents([{ type: 'Added', data: { amount } }], ctx(), () => 2);

  it('appends what the decider decided and returns the position and the new revision', async () => {
    const first = await handleCommand({ store, catalog: catalog() }, 's-1', counter, { add: 2 }, ctx());
    const second = await handleCommand({ store, catalog: catalog() }, 's-1', counter, { add: 3 }, ctx());
    expect(first).toEqual({ events: [{ type: 'Added', data: { amount: 2 } }], position: 1, revision: 0 });
    expect(second.revision).toBe(1);
    expect(second.position).toBe(2);
  });

  it("appends the alongside stream with the command's events in one appendMany, and not when the decider refuses", async () => {
    const alongside = { streamId: 'receipt-1', events: [{ type: 'Added', data: { amount: 2 } }] };
    const result = await handleCommand({ store, catalog: catalog() }, 's-1', counter, { add: 2 }, ctx(), { alongside });
    expect(result).toEqual({ events: [{ type: 'Added', data: { amount: 2 } }], position: 2, revision: 0 });
    const [own, beside] = [await store.readStream('s-1'), await store.readStream('receipt-1')];
    expect([own[0].position, beside[0].position]).toEqual([1, 2]);
    expect(beside[0].metadata.correlationId).toBe(own[0].metadata.correlationId);
    await expect(handleCommand({ store, catalog: catalog() }, 's-1', counter, { add: 20 }, ctx(), { alongside: { ...alongside, streamId: 'receipt-2' } })).rejects.toThrow();
    expect(await store.readStream('receipt-2')).toEqual([]);
  });

  it('returns the current revision and no position when nothing was decided', async () => {
    await store.append('s-1', add(1), 'no_stream');
    expect(await handleCommand({ store, catalog: catalog() }, 's-1', counter, { add: 0 }, ctx())).toEqual({ events: [], position: null, revision: 0 });
    expect(await handleCommand({ store, catalog: catalog() }, 's-2', counter, { add: 0 }, ctx())).toEqual({ events: [], position: null, revision: -1 });
  });

  it('decides a new stream on the initial state without reading it; one that exists after all is decided again on the log', async () => {
    const reads = jest.spyOn(store, 'readStream');
    const fresh = await handleCommand({ store, catalog: catalog() }, 's-new', counter, { add: 4 }, ctx(), { newStream: true });
    expect(fresh).toMatchObject({ position: 1, revision: 0 });
    expect(reads).not.toHaveBeenCalled();
    // Not new after all: the no_stream append conflicts, and the rules run on what is there (4 + 7 > 10).
    await expect(handleCommand({ store, catalog: catalog() }, 's-new', counter, { add: 7 }, ctx(), { newStream: true })).rejects.toMatchObject({ kind: 'invalid' });
    const again = await handleCommand({ store, catalog: catalog() }, 's-new', counter, { add: 6 }, ctx(), { newStream: true });
    expect(again.revision).toBe(1);
    expect((await store.readStream('s-new')).map((e) => e.data)).toEqual([{ amount: 4 }, { amount: 6 }]);
  });

  it('decides again on fresh state when a concurrent writer got in first', async () => {
    const racing = racingStore(store, () => store.append('s-1', add(9), 'no_stream'));
    // Decided on an empty stream (1 is fine), then the other writer adds 9: re-decided, 9 + 1 still fits.
    const result = await handleCommand({ store: racing, catalog: catalog() }, 's-1', counter, { add: 1 }, ctx());
    expect(result.revision).toBe(1);
    expect((await store.readStream('s-1')).map((e) => e.data)).toEqual([{ amount: 9 }, { amount: 1 }]);
  });

  it('re-applies the rules after a conflict: fresh state can refuse what stale state allowed', async () => {
    const racing = racingStore(store, () => store.append('s-1', add(9), 'no_stream'));
    await expect(handleCommand({ store: racing, catalog: catalog() }, 's-1', counter, { add: 2 }, ctx())).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('gives up with a 409 conflict when every attempt loses the race', async () => {
    let n = 0;
    const alwaysRacing = racingStore(store, () => store.append('s-1', add(0), n++ === 0 ? 'no_stream' : 'any'), Infinity);
    const attempt = handleCommand({ store: alwaysRacing, catalog: catalog() }, 's-1', counter, { add: 1 }, ctx(), {}, 3);
    await expect(attempt).rejects.toMatchObject({ kind: 'conflict' });
    expect(n).toBe(3);
  });

  it('refuses a stale expected revision with the agreed 409 and appends nothing', async () => {
    await store.append('s-1', add(1), 'no_stream');
    await store.append('s-1', add(1), 0);
    const stale = handleCommand({ store, catalog: catalog() }, 's-1', counter, { add: 1 }, ctx(), { expectedRevision: 0 });
    await expect(stale).rejects.toEqual(
      new DomainError('conflict', 'This record was changed by someone else since you opened it. Reload to see the latest version.'),
    );
    await expect(stale).rejects.toMatchObject({ kind: 'conflict' });
    expect(await store.readStream('s-1')).toHaveLength(2);
  });

  it('accepts the current expected revision', async () => {
    await store.append('s-1', add(1), 'no_stream');
    const result = await handleCommand({ store, catalog: catalog() }, 's-1', counter, { add: 1 }, ctx(), { expectedRevision: 0 });
    expect(result.revision).toBe(1);
  });

  it('does not retry a pinned revision: a concurrent write between read and append is a 409', async () => {
    await store.append('s-1', add(1), 'no_stream');
    const racing = racingStore(store, () => store.append('s-1', add(1), 'any'));
    const attempt = handleCommand({ store: racing, catalog: catalog() }, 's-1', counter, { add: 1 }, ctx(), { expectedRevision: 0 });
    await expect(attempt).rejects.toMatchObject({ kind: 'conflict', message: expect.stringContaining('Reload') });
    expect(await store.readStream('s-1')).toHaveLength(2);
  });

  it('folds what another writer appended after the state it remembers', async () => {
    const deps = { store, catalog: catalog() };
    await handleCommand(deps, 's-1', counter, { add: 2 }, ctx());
    await store.append('s-1', add(5), 0); // not through this command loop (another process)
    await expect(handleCommand(deps, 's-1', counter, { add: 4 }, ctx())).rejects.toMatchObject({ errors: { add: 'Too much' } });
    expect((await handleCommand(deps, 's-1', counter, { add: 3 }, ctx())).revision).toBe(2);
  });

  it('leaves the remembered state at what it appended, so readers that start together do not each fold it again', async () => {
    const deps = { store, catalog: catalog() };
    const folds = jest.fn(counter.evolve);
    const counted = { ...counter, evolve: folds };
    await handleCommand(deps, 's-busy', counted, { add: 1 }, ctx());
    await handleCommand(deps, 's-busy', counted, { add: 2 }, ctx());
    folds.mockClear();
    const read = await Promise.all(Array.from({ length: 10 }, () => loadState(deps, 's-busy', counted)));
    expect(read.map((r) => r.state)).toEqual(Array(10).fill(3));
    expect(read.every((r) => r.revision === 1)).toBe(true);
    expect(folds).not.toHaveBeenCalled();
  });

  it('answers an append that succeeded even when the read after it fails, and folds from the log next time', async () => {
    const deps = { store, catalog: catalog() };
    await handleCommand(deps, 's-fold', counter, { add: 1 }, ctx());
    const read = store.readStream.bind(store);
    jest.spyOn(store, 'readStream').mockImplementationOnce(read).mockRejectedValueOnce(new Error('disk went away'));
    await expect(handleCommand(deps, 's-fold', counter, { add: 2 }, ctx())).resolves.toMatchObject({ revision: 1 });
    await expect(handleCommand(deps, 's-fold', counter, { add: 8 }, ctx())).rejects.toMatchObject({ errors: { add: 'Too much' } });
    expect((await loadState(deps, 's-fold', counter)).state).toBe(3);
  });

  it('folds old events through the upcasters before deciding', async () => {
    await store.append('s-1', toNewEvents([{ type: 'Added', data: { n: 9 } }], ctx(), () => 1), 'no_stream');
    await expect(handleCommand({ store, catalog: catalog() }, 's-1', counter, { add: 2 }, ctx())).rejects.toMatchObject({ errors: { add: 'Too much' } });
    const ok = await handleCommand({ store, catalog: catalog() }, 's-1', counter, { add: 1 }, ctx());
    expect(ok.revision).toBe(1);
    expect((await store.readStream('s-1'))[1].metadata.schemaVersion).toBe(2);
  });

  it('fails loudly on an old event with no upcaster for its version', async () => {
    await store.append('s-1', toNewEvents([{ type: 'Added', data: { n: 9 } }], ctx(), () => 1), 'no_stream');
    const noUpcaster = new EventCatalog().register({ type: 'Added', context: 'test', schemaVersion: 2 });
    await expect(handleCommand({ store, catalog: noUpcaster }, 's-1', counter, { add: 1 }, ctx())).rejects.toThrow('No upcaster for Added v1');
  });
});

describe('CommandRunner', () => {
  it('waits for the read models to reach its append before answering, and for the head when it decided nothing', async () => {
    const store = new SqliteEventStore(':memory:');
    const waited: (number | null)[] = [];
    const readYourWrites = { waitFor: async (position: number | null) => (waited.push(position), true) } as unknown as ReadYourWrites;
    const runner = new CommandRunner(store, catalog(), readYourWrites);
    const { position } = await runner.run('s-1', counter, { add: 1 }, ctx());
    // Someone else's event lands; a command deciding nothing waits for the log's head (it may have found that event).
    const other = await store.append('s-1', toNewEvents([{ type: 'Added', data: { n: 2 } }], ctx(), () => 1), 0);
    await runner.run('s-1', counter, { add: 0 }, ctx());
    // Nothing decided on a stream that does not exist: nothing to wait for (null).
    await runner.run('s-2', counter, { add: 0 }, ctx());
    expect(waited).toEqual([position, other.position, null]);
    await store.close();
  });
});

/** A store whose first `times` reads are each followed by another writer's append. */
function racingStore(store: EventStore, otherWriter: () => Promise<unknown>, times = 1): EventStore {
  let left = times;
  return {
    ...store,
    append: (...args) => store.append(...args),
    readStream: async (...args) => {
      const events = await store.readStream(...args);
      if (left-- > 0) await otherWriter();
      return events;
    },
  } as EventStore;
}
