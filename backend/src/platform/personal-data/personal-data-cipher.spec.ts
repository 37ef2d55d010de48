import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KeyStore } from './key-store';
import { ERASED, PersonalDataCipher } from './personal-data-cipher';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('PersonalDataCipher', () => {
  let dir: string;
  let keys: KeyStore[];
  beforeEach(() => ((dir = mkdtempSync(join(tmpdir(), 'cipher-'))), (keys = [])));
  afterEach(() => {
    for (const store of keys) store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const cipher = () => new PersonalDataCipher(keys[keys.push(new KeyStore(dir)) - 1]);

  it('seals each value with its own nonce, more than a batch of them, and opens every one', () => {
    const here = cipher();
    const sealed = Array.from({ length: 1500 }, (_, i) => here.seal('user-1', `14 FC Road ${i % 3}`));
    const nonces = sealed.map((value) => value.split(':')[3]);
    expect(new Set(nonces).size).toBe(sealed.length);
    expect(new Set(nonces.map((n) => Buffer.from(n, 'base64').length))).toEqual(new Set([12]));
    sealed.forEach((value, i) => expect(here.open(value)).toBe(`14 FC Road ${i % 3}`));
    expect(here.openDeep({ line1: sealed[0], city: 'Pune', lines: [sealed[1]] })).toEqual({ line1: '14 FC Road 0', city: 'Pune', lines: ['14 FC Road 1'] });
  });

  it('reads an erased person as erased at once, here and in another thread, though it opened the value before', async () => {
    const [here, there] = [cipher(), cipher()];
    const sealed = here.seal('user-2', 'Meera Kulkarni');
    expect(here.open(sealed)).toBe('Meera Kulkarni');
    expect(there.open(sealed)).toBe('Meera Kulkarni');
    here.erase('user-2');
    expect(here.open(sealed)).toBe(ERASED);
    await nextTurn(); // the other connection sees the committed erasure from its next turn
    expect(there.open(sealed)).toBe(ERASED);
  });

  it("digests a value the same way for one person in any process, differently for another, and not at all once they are erased", () => {
    const [here, there] = [cipher(), cipher()];
    const digest = here.digest('user-3', '14 FC Road');
    expect(digest).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(there.digest('user-3', '14 FC Road')).toBe(digest);
    expect(here.digest('user-3', '15 FC Road')).not.toBe(digest);
    expect(here.digest('user-4', '14 FC Road')).not.toBe(digest);
    here.erase('user-3');
    expect(here.digest('user-3', '14 FC Road')).toBeNull();
  });

  it('reads a tampered value as erased rather than failing', () => {
    const here = cipher();
    const parts = here.seal('user-3', 'secret').split(':'); // pii, v1, subject, nonce, ciphertext, tag
    const flipped = Buffer.from(parts[4], 'base64');
    flipped[0] ^= 1;
    expect(here.open([...parts.slice(0, 4), flipped.toString('base64'), parts[5]].join(':'))).toBe(ERASED);
  });
});
