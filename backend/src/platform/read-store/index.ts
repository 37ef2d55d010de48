import { MemoryReadStore } from './memory-read-store';
import { MongoReadStore } from './mongo-read-store';
import type { ReadStore } from './read-store.port';

export * from './read-store.port';
export { MemoryReadStore } from './memory-read-store';

export interface ReadStoreConfig {
  /** MONGO_URL: use MongoDB; without it the read store lives in memory. */
  mongoUrl?: string;
  /** Database name; defaults to the one in the URL. */
  mongoDb?: string;
}

export async function createReadStore(config: ReadStoreConfig): Promise<ReadStore> {
  return config.mongoUrl ? MongoReadStore.connect(config.mongoUrl, config.mongoDb) : new MemoryReadStore();
}
