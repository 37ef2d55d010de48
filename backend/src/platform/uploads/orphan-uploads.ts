import { FileStore } from './file-store';

/** A file this young may belong to a request still writing its events: never swept. */
export const ORPHAN_GRACE_MS = 10 * 60_000;

/**
 * Deletes stored files no event references (an upload saved by a request that died before
 * its events were appended, or one whose owner was erased). The log decides what exists;
 * returns the ids it removed.
 */
export async function sweepOrphanUploads(files: FileStore, referenced: ReadonlySet<string>, now = new Date()): Promise<string[]> {
  const removed: string[] = [];
  for (const file of await files.list()) {
    if (referenced.has(file.id) || now.getTime() - file.savedAt.getTime() < ORPHAN_GRACE_MS) continue;
    await files.delete(file.id);
    removed.push(file.id);
  }
  return removed;
}
