import { APP_CONFIG, AppConfig } from '../config/app-config';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FILE_STORE = Symbol('FILE_STORE');

export interface StoredFile {
  id: string;
  contentType: string;
}

/** Uploaded files (supplier documents, product images). Local disk under DATA_DIR by default. */
export interface FileStore {
  save(content: Buffer, contentType: string, extension: string): Promise<StoredFile>;
  read(id: string): Promise<{ content: Buffer; contentType: string } | null>;
  /** Removes a file; an id that is not (or no longer) stored is fine. */
  delete(id: string): Promise<void>;
  /** Every stored file with when it was saved. */
  list(): Promise<{ id: string; savedAt: Date }[]>;
}

/** Ids are `<uuid>.<ext>` the store made itself: never a path from outside. */
const FILE_ID = /^[0-9a-f-]{36}\.[a-z]{3,4}$/;

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

export class LocalFileStore implements FileStore {
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'uploads');
    mkdirSync(this.dir, { recursive: true });
  }

  async save(content: Buffer, contentType: string, extension: string): Promise<StoredFile> {
    const id = `${randomUUID()}.${extension}`;
    writeFileSync(join(this.dir, id), content, { mode: 0o600 });
    return { id, contentType };
  }

  async read(id: string): Promise<{ content: Buffer; contentType: string } | null> {
    if (!FILE_ID.test(id)) return null;
    const path = join(this.dir, id);
    if (!existsSync(path)) return null;
    return { content: readFileSync(path), contentType: CONTENT_TYPES[id.split('.').pop()!] ?? 'application/octet-stream' };
  }

  async delete(id: string): Promise<void> {
    if (FILE_ID.test(id)) rmSync(join(this.dir, id), { force: true });
  }

  async list(): Promise<{ id: string; savedAt: Date }[]> {
    return readdirSync(this.dir)
      .filter((name) => FILE_ID.test(name))
      .map((id) => ({ id, savedAt: statSync(join(this.dir, id)).mtime }));
  }
}

/** The FileStore for a module's providers (one local store under DATA_DIR/uploads). */
export const fileStoreProvider = { provide: FILE_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig): FileStore => new LocalFileStore(config.dataDir) };
