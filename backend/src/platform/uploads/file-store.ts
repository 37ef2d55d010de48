import { APP_CONFIG, AppConfig } from '../config/app-config';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
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
}

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
    if (!/^[0-9a-f-]{36}\.[a-z]{3,4}$/.test(id)) return null; // never a path from outside
    const path = join(this.dir, id);
    if (!existsSync(path)) return null;
    return { content: readFileSync(path), contentType: CONTENT_TYPES[id.split('.').pop()!] ?? 'application/octet-stream' };
  }
}

/** The FileStore for a module's providers (one local store under DATA_DIR/uploads). */
export const fileStoreProvider = { provide: FILE_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig): FileStore => new LocalFileStore(config.dataDir) };
