import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KeyStore } from './key-store';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyStore', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'keys-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the same key again, and none once this connection erased the person', () => {
    const keys = new KeyStore(dir);
    try {
      const key = keys.getOrCreate('user-1')!;
      expect(keys.get('user-1')).toEqual(key);
      keys.erase('user-1');
      expect(keys.get('user-1')).toBeUndefined();
      expect(keys.getOrCreate('user-1')).toBeUndefined();
    } finally {
      keys.close();
    }
  });

  it("forgets a remembered key once another process's erasure committed (next turn of the event loop)", async () => {
    const [here, there] = [new KeyStore(dir), new KeyStore(dir)];
    try {
      const key = here.getOrCreate('user-2')!;
      expect(there.get('user-2')).toEqual(key);
      expect(here.get('user-2')).toEqual(key); // remembered now
      there.erase('user-2');
      await nextTurn();
      expect(here.get('user-2')).toBeUndefined();
      expect(here.isErased('user-2')).toBe(true);
    } finally {
      here.close();
      there.close();
    }
  });
});
