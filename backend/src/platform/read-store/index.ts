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

/** MongoDB when a URL is configured (its driver loaded only then), else the SQLite file in DATA_DIR. */
export async function createReadStore(config: ReadStoreConfig): Promise<ReadStore> {
  if (!config.mongoUrl) return SqliteReadStore.inDataDir(config.dataDir);
  const { MongoReadStore } = require('./mongo-read-store') as typeof import('./mongo-read-store');
  return MongoReadStore.connect(config.mongoUrl, config.mongoDb);
}
