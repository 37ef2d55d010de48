import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { SqliteReadStore } from '../read-store/sqlite-read-store';

describe('WAL checkpoints on a worker thread', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'bazaar-checkpointer-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const size = (file: string) => statSync(join(dir, file)).size;

  it('copies the read store WAL back into the file while the writer stays far below its own autocheckpoint', async () => {
    const store = SqliteReadStore.inDataDir(dir);
    const before = size('read-models.sqlite');
    for (let batch = 0; batch < 20; batch++) {
      const writes = Array.from({ length: 100 }, (_, i) => ({ _id: `d${batch}-${i}`, doc: { _id: `d${batch}-${i}`, text: 'x'.repeat(1000) } as never, position: batch * 100 + i + 1 }));
      await store.commit([{ collection: 'docs', checkpoint: 'docs', position: (batch + 1) * 100, writes }]);
    }
    expect(await store.checkpointer!.caughtUp()).toBe(true);
    // About 2 MB written: with the backstop at 16,000 pages, only the checkpointer moved it into the file.
    expect(size('read-models.sqlite') - before).toBeGreaterThan(1_500_000);
    await store.close();
    const again = SqliteReadStore.inDataDir(dir);
    expect(await again.collection('docs').count()).toBe(2000);
    expect(await again.getCheckpoint('docs')).toBe(2000);
    await again.close();
  });

  it('writes over the WAL file while writes go on and empties it once the store is idle (no stale page images left behind)', async () => {
    const store = SqliteReadStore.inDataDir(dir);
    const pii = 'pii:v1:opened-name-Asha-Rao';
    await store.commit([{ collection: 'docs', checkpoint: 'docs', position: 1, writes: [{ _id: 'p', doc: { _id: 'p', name: pii } as never, position: 1 }] }]);
    for (let batch = 0; batch < 10; batch++) {
      const writes = Array.from({ length: 100 }, (_, i) => ({ _id: `d${batch}-${i}`, doc: { _id: `d${batch}-${i}`, text: 'x'.repeat(1000) } as never, position: 2 + batch * 100 + i }));
      await store.commit([{ collection: 'docs', checkpoint: 'docs', position: 1 + (batch + 1) * 100, writes }]);
    }
    await store.commit([{ collection: 'docs', checkpoint: 'docs', position: 2000, writes: [{ _id: 'p', doc: null, position: 2000 }] }]);
    expect(size('read-models.sqlite-wal')).toBeGreaterThan(1_000_000);
    try {
      const deadline = Date.now() + 3000;
      while (size('read-models.sqlite-wal') > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(size('read-models.sqlite-wal')).toBe(0);
      expect(await store.collection('docs').count()).toBe(1000);
    } finally {
      await store.close();
    }
  });

  it('leaves the read store checkpoints to the connection that writes it (the projection thread), which keeps the WAL in check', async () => {
    const writer = SqliteReadStore.inDataDir(dir);
    const reader = SqliteReadStore.inDataDir(dir);
    await reader.leaveCheckpointsToWriter();
    expect(reader.checkpointer).toBeUndefined();
    for (let batch = 0; batch < 10; batch++) {
      const writes = Array.from({ length: 100 }, (_, i) => ({ _id: `d${batch}-${i}`, doc: { _id: `d${batch}-${i}`, text: 'x'.repeat(1000) } as never, position: batch * 100 + i + 1 }));
      await writer.commit([{ collection: 'docs', checkpoint: 'docs', position: (batch + 1) * 100, writes }]);
    }
    expect(await writer.checkpointer!.caughtUp()).toBe(true);
    expect(await reader.collection('docs').count()).toBe(1000);
    await reader.close();
    await writer.close();
  });

  it('does the same for the event store, every acknowledged append kept', async () => {
    const file = join(dir, 'events.sqlite');
    const store = new SqliteEventStore(file, { backgroundCheckpoints: true });
    const before = size('events.sqlite');
    const metadata = () => ({ eventId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1, correlationId: randomUUID(), causationId: null, actor: { kind: 'system' as const, name: 'test' } });
    await Promise.all(
      Array.from({ length: 400 }, (_, i) => store.append(`s-${i}`, [{ type: 'Noted', data: { text: 'y'.repeat(2000) }, metadata: metadata() } as never], 'no_stream')),
    );
    expect(await store.checkpointer!.caughtUp()).toBe(true);
    expect(size('events.sqlite') - before).toBeGreaterThan(500_000);
    await store.close();
    const again = new SqliteEventStore(file);
    expect(await again.headPosition()).toBe(400);
    await again.close();
  });
});
