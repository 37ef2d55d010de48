import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReadStore } from '../../backend/src/platform/read-store';
import { SqliteReadStore } from '../../backend/src/platform/read-store/sqlite-read-store';
import { MongoReadStore } from '../../backend/src/platform/read-store/mongo-read-store';
import { readStoreContract } from './read-store.contract';

// Runs wherever MONGO_URL is set (docker compose up); collection names are unique per test.
const mongoUrl = process.env.MONGO_URL;
const mongoDb = process.env.MONGO_DB ?? 'contract_tests';

describe('createReadStore', () => {
  it('keeps the read store in DATA_DIR/read-models.sqlite without a MONGO_URL', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-read-store-'));
    const store = await createReadStore({ dataDir });
    expect(store).toBeInstanceOf(SqliteReadStore);
    expect((store as SqliteReadStore).db.name).toBe(join(dataDir, 'read-models.sqlite'));
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  if (mongoUrl) {
    it('connects to MongoDB with a MONGO_URL', async () => {
      const store = await createReadStore({ dataDir: tmpdir(), mongoUrl, mongoDb });
      expect(store).toBeInstanceOf(MongoReadStore);
      await store.close();
    });
  }
});

if (mongoUrl) readStoreContract('mongodb', () => MongoReadStore.connect(mongoUrl, mongoDb));
