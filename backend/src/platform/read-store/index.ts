import { MongoReadStore } from './mongo-read-store';
import type { ReadStore } from './read-store.port';
import { SqliteReadStore } from './sqlite-read-store';

export * from './read-store.port';
export { MemoryReadStore } from './memory-read-store';
export { SqliteReadStore } from './sqlite-read-store';

export interface ReadStoreConfig {
  /** Where `read-models.sqlite` lives when MongoDB is not used. */
  dataDir: string;
  /** MONGO_URL: use MongoDB; without it the read store is the SQLite file in dataDir. */
  mongoUrl?: string;
  /** Database name; defaults to the one in the URL. */
  mongoDb?: string;
}

export async function createReadStore(config: ReadStoreConfig): Promise<ReadStore> {
  return config.mongoUrl ? MongoReadStore.connect(config.mongoUrl, config.mongoDb) : SqliteReadStore.inDataDir(config.dataDir);
}
