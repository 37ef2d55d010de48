import { mkdirSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG, AppConfig } from '../../../platform/config/app-config';
import { IMAGE_NAME, IMAGE_STORE, ImageStore } from './image-store.port';

/** A save's temporary file: `.<name>.<pid>.tmp`. */
const TEMPORARY = /^\.[a-z0-9][a-z0-9-]{0,80}-(thumb|medium|large)\.webp\.\d+\.tmp$/;

/** Images under DATA_DIR/images; each written to a temporary name first, so a reader never sees half a file. */
export class FsImageStore implements ImageStore {
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'images');
    mkdirSync(this.dir, { recursive: true });
  }

  async save(name: string, content: Buffer): Promise<void> {
    if (!IMAGE_NAME.test(name)) throw new Error(`not an image name: ${name}`);
    const temporary = join(this.dir, `.${name}.${process.pid}.tmp`);
    await writeFile(temporary, content, { mode: 0o600 });
    await rename(temporary, join(this.dir, name));
  }

  /** A process killed between the write and the rename leaves its temporary file, which no one else will rename. */
  async sweepUnfinished(before: Date): Promise<string[]> {
    const removed: string[] = [];
    for (const name of (await readdir(this.dir)).filter((each) => TEMPORARY.test(each))) {
      const path = join(this.dir, name);
      const { mtime } = await stat(path).catch(() => ({ mtime: before }));
      if (mtime >= before) continue;
      await rm(path, { force: true });
      removed.push(name);
    }
    return removed;
  }

  async read(name: string): Promise<Buffer | null> {
    if (!IMAGE_NAME.test(name)) return null;
    try {
      return await readFile(join(this.dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async list(): Promise<{ name: string; savedAt: Date }[]> {
    const names = (await readdir(this.dir)).filter((name) => IMAGE_NAME.test(name));
    return Promise.all(names.map(async (name) => ({ name, savedAt: (await stat(join(this.dir, name))).mtime })));
  }

  async delete(name: string): Promise<void> {
    if (IMAGE_NAME.test(name)) await rm(join(this.dir, name), { force: true });
  }
}

export const imageStoreProvider = { provide: IMAGE_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig): ImageStore => new FsImageStore(config.dataDir) };
