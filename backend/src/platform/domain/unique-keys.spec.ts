import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore } from '../event-store/event-store.port';
import { systemContext } from '../event-store/metadata';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { ReadYourWrites } from '../projections/read-your-writes';
import { CommandRunner } from './command-runner';
import { deciderSpec } from './decider.testing';
import { KEY_TAKEN, UNIQUE_KEYS_SECRET_FILE, UniqueKeys, uniqueKeyDecider } from './unique-keys';

const now = new Date('2026-11-23T10:00:00.000Z');
const at = now.toISOString();

describe('uniqueKeyDecider', () => {
  const spec = deciderSpec(uniqueKeyDecider);
  const reserved = (ownerId: string) => ({ type: 'UniqueKeyReserved' as const, data: { kind: 'email', ownerId, reservedAt: at } });
  const released = (ownerId: string) => ({ type: 'UniqueKeyReleased' as const, data: { kind: 'email', ownerId, releasedAt: at } });
  const reserve = (ownerId: string) => ({ type: 'Reserve' as const, data: { kind: 'email', ownerId, now } });
  const release = (ownerId: string) => ({ type: 'Release' as const, data: { kind: 'email', ownerId, now } });

  it('reserves a free key', () => spec.given([]).when(reserve('u1')).then([reserved('u1')]));
  it('is idempotent for the holder', () => spec.given([reserved('u1')]).when(reserve('u1')).then([]));
  it('refuses a key someone else holds', () => spec.given([reserved('u1')]).when(reserve('u2')).thenThrows('conflict'));
  it('lets the holder release it', () => spec.given([reserved('u1')]).when(release('u1')).then([released('u1')]));
  it('ignores a release by someone who does not hold it', () => spec.given([reserved('u1')]).when(release('u2')).then([]));
  it('reserves a released key again', () => spec.given([reserved('u1'), released('u1')]).when(reserve('u2')).then([reserved('u2')]));
  it('takes over an abandoned key in one decision', () =>
    spec
      .given([reserved('u1')])
      .when({ type: 'Reserve', data: { kind: 'email', ownerId: 'u2', now, replacing: 'u1' } })
      .then([{ ...released('u1'), data: { ...released('u1').data, abandoned: true } }, reserved('u2')]));
  it('refuses a takeover when the holder changed since it was found abandoned', () =>
    spec.given([reserved('u1'), released('u1'), reserved('u3')]).when({ type: 'Reserve', data: { kind: 'email', ownerId: 'u2', now, replacing: 'u1' } }).thenThrows('conflict'));
});

describe('UniqueKeys on the SQLite log', () => {
  let dir: string;
  let store: SqliteEventStore;
  const ctx = () => systemContext('test', now);
  const keysOn = (eventStore: EventStore, dataDir = dir) => {
    const catalog = new EventCatalog();
    // No read model follows reservations, so there is nothing to wait for.
    const noReadModels = { waitFor: async () => true } as unknown as ReadYourWrites;
    return new UniqueKeys(eventStore, new CommandRunner(eventStore, catalog, noReadModels), catalog, { dataDir });
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'unique-keys-'));
    store = new SqliteEventStore(join(dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets exactly one of two concurrent reservations win, even when both read the empty stream first', async () => {
    // Both readers see the stream before either appends: the append with no_stream decides.
    let waiting: (() => void)[] = [];
    const barrier: EventStore = Object.create(store);
    barrier.readStream = async (streamId, options) => {
      const events = await store.readStream(streamId, options);
      if (events.length === 0 && waiting.length < 1) await new Promise<void>((resolve) => waiting.push(resolve));
      else waiting.forEach((resolve) => resolve()), (waiting = []);
      return events;
    };
    const keys = keysOn(barrier);
    const results = await Promise.all([keys.reserve('email', 'asha@example.in', 'u1', ctx()), keys.reserve('email', 'asha@example.in', 'u2', ctx())]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results[0] ? 'u1' : 'u2';
    expect(await keys.ownerOf('email', 'asha@example.in')).toBe(winner);
    const stream = await store.readStream(keys.streamOf('email', 'asha@example.in'));
    expect(stream.map((e) => e.type)).toEqual(['UniqueKeyReserved']);
  });

  it('lets exactly one of many racing claims win across two processes sharing the log', async () => {
    const other = new SqliteEventStore(join(dir, 'events.sqlite'));
    const a = keysOn(store);
    const b = keysOn(other);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).reserve('phone', '+919876543210', `u${i}`, ctx())));
    await other.close();
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('answers true for the holder again, false for others, and frees the key on release', async () => {
    const keys = keysOn(store);
    expect(await keys.reserve('email', 'Asha@Example.in ', 'u1', ctx())).toBe(true);
    expect(await keys.reserve('email', 'asha@example.in', 'u1', ctx())).toBe(true);
    expect(await keys.reserve('email', 'ASHA@example.in', 'u2', ctx())).toBe(false);
    await keys.release('email', 'asha@example.in', 'u2', ctx());
    expect(await keys.ownerOf('email', 'asha@example.in')).toBe('u1');
    await keys.release('email', 'asha@example.in', 'u1', ctx());
    expect(await keys.ownerOf('email', 'asha@example.in')).toBeNull();
    expect(await keys.reserve('email', 'asha@example.in', 'u2', ctx())).toBe(true);
    expect(await keys.ownerOf('email', 'asha@example.in')).toBe('u2');
  });

  it('takes a key over only when the caller finds its holder abandoned', async () => {
    const keys = keysOn(store);
    await keys.reserve('email', 'asha@example.in', 'ghost', ctx());
    const asked: string[] = [];
    expect(await keys.reserve('email', 'asha@example.in', 'u2', ctx(), { abandoned: async (holder) => (asked.push(holder), false) })).toBe(false);
    expect(asked).toEqual(['ghost']);
    expect(await keys.reserve('email', 'asha@example.in', 'u2', ctx(), { abandoned: async (holder) => holder === 'ghost' })).toBe(true);
    expect(await keys.ownerOf('email', 'asha@example.in')).toBe('u2');
  });

  it('keeps kinds apart', async () => {
    const keys = keysOn(store);
    expect(await keys.reserve('email', 'x@example.in', 'u1', ctx())).toBe(true);
    expect(await keys.reserve('slug', 'x@example.in', 'u2', ctx())).toBe(true);
  });

  it('writes no claimed value into the log, and keeps its HMAC key private in DATA_DIR', async () => {
    const keys = keysOn(store);
    await keys.reserve('email', 'asha@example.in', 'u1', ctx());
    const all = JSON.stringify(await store.readAll());
    expect(all).not.toContain('asha');
    expect(keys.streamOf('email', 'asha@example.in')).toMatch(/^unique-email-[A-Za-z0-9_-]{43}$/);
    expect(statSync(join(dir, UNIQUE_KEYS_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('finds the same stream after a restart (the key is kept), another DATA_DIR another one', async () => {
    const first = keysOn(store).streamOf('email', 'asha@example.in');
    expect(keysOn(store).streamOf('email', 'asha@example.in')).toBe(first);
    const elsewhere = mkdtempSync(join(tmpdir(), 'unique-keys-'));
    expect(keysOn(store, elsewhere).streamOf('email', 'asha@example.in')).not.toBe(first);
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it('refuses a kind that would break the stream name', () => {
    expect(() => keysOn(store).streamOf('e-mail', 'x')).toThrow();
  });

  it('exports the message it treats as taken', () => expect(KEY_TAKEN).toMatch(/taken/));
});
