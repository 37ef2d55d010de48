import { createReadStore } from '../../backend/src/platform/read-store';
import { MemoryReadStore } from '../../backend/src/platform/read-store/memory-read-store';
import { MongoReadStore } from '../../backend/src/platform/read-store/mongo-read-store';
import { readStoreContract } from './read-store.contract';

// Runs wherever MONGO_URL is set (docker compose up); collection names are unique per test.
const mongoUrl = process.env.MONGO_URL;
const mongoDb = process.env.MONGO_DB ?? 'contract_tests';

describe('createReadStore', () => {
  it('keeps the read store in memory without a MONGO_URL', async () => {
    const store = await createReadStore({});
    expect(store).toBeInstanceOf(MemoryReadStore);
    await store.close();
  });

  if (mongoUrl) {
    it('connects to MongoDB with a MONGO_URL', async () => {
      const store = await createReadStore({ mongoUrl, mongoDb });
      expect(store).toBeInstanceOf(MongoReadStore);
      await store.close();
    });
  }
});

if (mongoUrl) readStoreContract('mongodb', () => MongoReadStore.connect(mongoUrl, mongoDb));
