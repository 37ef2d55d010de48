/**
 * Where processed product images live (WebP files named `<id>-<size>.webp`). The default is
 * the DATA_DIR filesystem (fs-image-store.ts); an object store plugs in behind the same port.
 */
export const IMAGE_STORE = Symbol('IMAGE_STORE');

export interface ImageStore {
  save(name: string, content: Buffer): Promise<void>;
  /** The stored bytes, or null when there is no such image. */
  read(name: string): Promise<Buffer | null>;
  /** Every stored image with when it was saved. */
  list(): Promise<{ name: string; savedAt: Date }[]>;
  /** Removes an image; a name that is not (or no longer) stored is fine. */
  delete(name: string): Promise<void>;
  /** Removes what saves cut short left (a crash mid-write) before `before`; answers what it removed. */
  sweepUnfinished(before: Date): Promise<string[]>;
}

/** Image names the server made itself: never a path from outside. */
export const IMAGE_NAME = /^[a-z0-9][a-z0-9-]{0,80}-(thumb|medium|large)\.webp$/;
