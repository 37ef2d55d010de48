import { EventCatalog } from '../event-store/event-catalog';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { toNewEvents, systemContext } from '../event-store/metadata';
import { MemoryReadStore } from '../read-store/memory-read-store';
import { defineProjection } from './projection';
import { REBUILDS, RebuildDoc, RebuildJobs, rebuildView, STALE_REBUILD_MS } from './rebuild-jobs';

const counter = defineProjection<{ _id: string; count: number }>({
  name: 'counter',
  version: 1,
  collection: 'counter',
  canHandle: ['Counted'],
  documentIds: () => ['all'],
  evolve: (doc) => ({ _id: 'all', count: (doc?.count ?? 0) + 1 }),
});

describe('RebuildJobs', () => {
  it('runs one rebuild per projection at a time, keeps its progress and ends done and switched', async () => {
    const store = new SqliteEventStore(':memory:');
    const readStore = new MemoryReadStore();
    await store.append('c-1', toNewEvents(Array.from({ length: 30 }, () => ({ type: 'Counted', data: {} })), systemContext('test')), 'no_stream');
    const jobs = new RebuildJobs({ store, readStore, catalog: new EventCatalog() });

    await jobs.start(counter);
    expect(() => jobs.start(counter)).toThrow('This projection is being rebuilt already');
    expect(await jobs.isRunning('counter')).toBe(true);
    await jobs.finished;

    expect(await jobs.isRunning('counter')).toBe(false);
    const doc = await readStore.collection<RebuildDoc>(REBUILDS).findOne({ _id: 'counter' });
    expect(doc).toMatchObject({ state: 'done', startedBy: 'api', processed: 30, position: 30, etaSeconds: 0, error: null });
    expect(await readStore.aliasOf('counter')).toBe('counter_v1');
    expect(await readStore.collection('counter').findOne({ _id: 'all' })).toMatchObject({ count: 30 });
    await jobs.start(counter);
    await jobs.finished;
    expect(await readStore.aliasOf('counter')).toBe('counter_v1_r1');
    await store.close();
  });

  it('shows a running rebuild whose process stopped reporting as failed', () => {
    const updatedAt = new Date(Date.now() - STALE_REBUILD_MS - 1000).toISOString();
    const doc = { _id: 'x', name: 'x', state: 'running', updatedAt } as RebuildDoc;
    expect(rebuildView(doc)).toMatchObject({ state: 'failed', error: expect.stringMatching(/stopped reporting/) });
    expect(rebuildView({ ...doc, updatedAt: new Date().toISOString() })?.state).toBe('running');
  });
});
