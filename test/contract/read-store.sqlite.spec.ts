import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteReadStore } from '../../backend/src/platform/read-store/sqlite-read-store';
import { readStoreContract } from './read-store.contract';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

readStoreContract('sqlite (in memory)', async () => new SqliteReadStore(':memory:'));
readStoreContract('sqlite (file, WAL)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-read-store-'));
  dirs.push(dir);
  return SqliteReadStore.inDataDir(dir);
});
