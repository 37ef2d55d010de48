import { loadConfig } from '../config/app-config';
import { processCheckpoint } from '../domain/process-manager';
import { MemoryReadStore } from '../read-store/memory-read-store';
import { defineProjection, physicalName } from './projection';
import { ProjectionRegistry } from './projection-registry';
import { ReadYourWrites } from './read-your-writes';

/** With the workers in another process, read-your-writes polls the checkpoints of the read models concerned. */
describe('read-your-writes with the workers elsewhere', () => {
  const deposits = defineProjection<{ _id: string }>({
    name: 'deposits',
    version: 1,
    collection: 'deposits',
    canHandle: ['Deposited'],
    documentIds: () => ['x'],
    evolve: () => ({ _id: 'x' }),
  });
  const slow = defineProjection<{ _id: string }>({ ...deposits, name: 'audit', collection: 'audit', canHandle: ['Deposited', 'Audited'] });

  const setUp = async () => {
    const readStore = new MemoryReadStore();
    const registry = new ProjectionRegistry();
    registry.addInline(deposits, slow);
    for (const p of [deposits, slow]) await readStore.setAlias(p.collection, physicalName(p));
    const ryw = new ReadYourWrites(readStore, { ...loadConfig({ NODE_ENV: 'test' }), runWorkers: false }, registry);
    const checkpoint = (p: typeof deposits, position: number) => readStore.setCheckpoint(physicalName(p), position);
    return { ryw, checkpoint, readStore };
  };

  it('waits for nothing when no read model handles what was appended', async () => {
    const { ryw } = await setUp();
    await expect(ryw.waitFor(10, ['UniqueKeyReserved'], 50)).resolves.toBe(true);
  });

  it('waits only for the read models that handle the appended types', async () => {
    const { ryw, checkpoint } = await setUp();
    await checkpoint(slow, 10);
    await checkpoint(deposits, 3);
    // Audited is handled by the audit read model alone, which is there already.
    await expect(ryw.waitFor(10, ['Audited'], 50)).resolves.toBe(true);
    // Deposited also concerns the deposits read model, which is behind: the wait times out...
    await expect(ryw.waitFor(10, ['Deposited'], 50)).resolves.toBe(false);
    // ...and succeeds once it catches up.
    const waiting = ryw.waitFor(10, ['Deposited'], 2000);
    await checkpoint(deposits, 10);
    await expect(waiting).resolves.toBe(true);
  });

  it('waits for every inline read model when the types are not given', async () => {
    const { ryw, checkpoint } = await setUp();
    await checkpoint(slow, 10);
    await expect(ryw.waitFor(10, undefined, 50)).resolves.toBe(false);
    await checkpoint(deposits, 10);
    await expect(ryw.waitFor(10)).resolves.toBe(true);
  });

  it('waits for a process manager by its checkpoint (a sign-up answer waiting for the record it opens)', async () => {
    const { ryw, readStore } = await setUp();
    await readStore.setCheckpoint(processCheckpoint('vendor-accounts'), 4);
    await expect(ryw.waitForProcessManager('vendor-accounts', 10, 50)).resolves.toBe(false);
    const waiting = ryw.waitForProcessManager('vendor-accounts', 10, 2000);
    await readStore.setCheckpoint(processCheckpoint('vendor-accounts'), 10);
    await expect(waiting).resolves.toBe(true);
    await expect(ryw.waitForProcessManager('vendor-accounts', null, 50)).resolves.toBe(true);
  });
});
