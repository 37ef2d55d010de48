import { fdatasync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WalSync } from './wal-sync';

describe('WalSync', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wal-sync-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs one fdatasync at a time, and the callers that came meanwhile share the next one', async () => {
    const wal = join(dir, 'a.sqlite-wal');
    writeFileSync(wal, 'frames');
    const syncs = jest.fn(fdatasync);
    const sync = new WalSync(wal, syncs as unknown as typeof fdatasync);
    const first = sync.sync();
    const later = [sync.sync(), sync.sync(), sync.sync()]; // committed while the first sync runs
    await Promise.all([first, ...later]);
    expect(syncs).toHaveBeenCalledTimes(2);
    await sync.sync();
    expect(syncs).toHaveBeenCalledTimes(3);
    sync.close();
  });

  it('rejects the callers of a failed sync with its error', async () => {
    const sync = new WalSync(join(dir, 'missing.sqlite-wal'));
    await expect(sync.sync()).rejects.toThrow('ENOENT');
    sync.close();
  });
});
