import { MemoryReadStore } from '../../backend/src/platform/read-store/memory-read-store';
import { readStoreContract } from './read-store.contract';

readStoreContract('memory (mingo)', async () => new MemoryReadStore());
