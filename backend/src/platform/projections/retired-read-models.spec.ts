import { MemoryReadStore } from '../read-store/memory-read-store';
import { SqliteReadStore } from '../read-store/sqlite-read-store';
import { dropRetiredReadModels } from './retired-read-models';

describe.each([
  ['memory', () => new MemoryReadStore()],
  ['sqlite', () => new SqliteReadStore(':memory:')],
])('dropping retired read models (%s)', (_, make) => {
  it('given the last generation of a retired read model, when the runner starts, then its documents and checkpoint go and others stay', async () => {
    const readStore = make();
    await readStore.setAlias('audit_events', 'audit_events_v1');
    await readStore.commit([{ collection: 'audit_events_v1', checkpoint: 'audit_events_v1', position: 7, writes: [{ _id: 'e1', doc: { _id: 'e1' }, position: 7 }] }]);
    await readStore.commit([{ collection: 'rates_v2', checkpoint: 'rates_v2', position: 7, writes: [{ _id: 'r1', doc: { _id: 'r1' }, position: 7 }] }]);

    await dropRetiredReadModels(readStore, ['audit_events', 'never_existed']);
    await dropRetiredReadModels(readStore, ['audit_events']);

    expect(await readStore.collection('audit_events_v1').count()).toBe(0);
    expect(await readStore.getCheckpoint('audit_events_v1')).toBeNull();
    expect(await readStore.collection('rates_v2').count()).toBe(1);
    expect(await readStore.getCheckpoint('rates_v2')).toBe(7);
    await readStore.close();
  });
});
