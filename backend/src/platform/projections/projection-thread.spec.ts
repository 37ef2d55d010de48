import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { ProjectionThread } from './projection-thread';

/** How long a started thread may take to report, as a hang bound (not a speed check): seconds on a loaded 2-core CI machine. */
const HANG_BOUND_MS = 20_000;
jest.setTimeout(3 * HANG_BOUND_MS);

/**
 * The main thread's side of the projection thread, against a stand-in thread script (plain
 * JavaScript) that speaks the same messages: the real one is covered by the built app's
 * test (test/api/projection-thread.e2e.ts).
 */
const STAND_IN = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const run = Number(fs.readFileSync(workerData.config.dataDir + '/runs', 'utf8')) + 1;
fs.writeFileSync(workerData.config.dataDir + '/runs', String(run));
let rings = 0;
parentPort.on('message', (m) => {
  if (m.kind === 'status' && m.head === -1) process.exit(3); // asked to die
  if (m.kind === 'appended') rings++;
  if (m.kind === 'status') parentPort.postMessage({ kind: 'reply', id: m.id, value: { thread: true, projections: run * 100, rings } });
  if (m.kind === 'checkpoint') parentPort.postMessage(m.name === 'bad' ? { kind: 'reply', id: m.id, error: 'refused' } : { kind: 'reply', id: m.id, value: m.position });
  if (m.kind === 'stop') { parentPort.postMessage({ kind: 'reply', id: m.id }); parentPort.close(); }
});
parentPort.postMessage({ kind: 'handled', names: workerData.watched });
parentPort.postMessage({ kind: 'position', name: null, position: run * 100 });
parentPort.postMessage({ kind: 'position', name: 'notifications', position: run * 10 });
parentPort.postMessage({ kind: 'started' });
`;

describe('ProjectionThread (main side)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'projection-thread-'));
  const entry = join(dir, 'stand-in.js');
  writeFileSync(entry, STAND_IN);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const started = async (onHandled: (names: readonly string[], thread: ProjectionThread) => void = () => {}) => {
    writeFileSync(join(dir, 'runs'), '0');
    const store = new SqliteEventStore(':memory:');
    const thread = new ProjectionThread({ ...loadConfig({ NODE_ENV: 'test' }), dataDir: dir }, store, ['notifications'], ['users'], entry);
    thread.onHandled((names) => onHandled(names, thread));
    await thread.start();
    return { thread, store };
  };

  it("mirrors the thread's positions and its news of changed read models, rings it on each group commit, and answers through it", async () => {
    const told: { names: readonly string[]; position: number }[] = [];
    const { thread, store } = await started((names, thread) => told.push({ names, position: thread.tracker.position }));
    try {
      expect(await thread.tracker.waitFor(100, HANG_BOUND_MS)).toBe(true);
      // Told of the watched read models (workerData) before the position that includes them.
      expect(told).toEqual([{ names: ['users'], position: 0 }]);
      expect(await thread.busTracker('notifications')!.waitFor(10, HANG_BOUND_MS)).toBe(true);
      expect(thread.busTracker('revenue')).toBeUndefined();
      await store.append('s-1', [{ type: 'E', data: {}, metadata: { eventId: 'e1', actor: { kind: 'system', reason: 't' }, correlationId: 'c', causationId: 'c', occurredAt: new Date().toISOString(), schemaVersion: 1 } }], 'no_stream');
      expect(await thread.status(1)).toEqual({ thread: true, projections: 100, rings: 1 });
      await expect(thread.saveCheckpoint('process:checkout', 42)).resolves.toBeUndefined();
      await expect(thread.saveCheckpoint('bad', 1)).rejects.toThrow('refused');
    } finally {
      await thread.stop();
      await store.close();
    }
  });

  it('starts the thread again when it exits, and what was asked of the dead one fails instead of hanging', async () => {
    const { thread, store } = await started();
    try {
      await expect(thread.status(-1)).rejects.toThrow('exited (3)');
      // The second run posts position 200: the mirror follows the new thread.
      expect(await thread.tracker.waitFor(200, HANG_BOUND_MS)).toBe(true);
      expect(await thread.status(1)).toMatchObject({ projections: 200 });
    } finally {
      await thread.stop();
      await store.close();
    }
  });

  it('stops cleanly while a dead thread waits to be started again, and does not start it afterwards', async () => {
    const { thread, store } = await started();
    await expect(thread.status(-1)).rejects.toThrow('exited (3)');
    await thread.stop();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(thread.status(1)).rejects.toThrow('not started');
    await store.close();
  });

  it('is used only by the compiled app with both stores embedded and the thread asked for', () => {
    const store = new SqliteEventStore(':memory:');
    const config = loadConfig({ NODE_ENV: 'test' });
    // From source (this test) there is no compiled thread script beside it.
    expect(ProjectionThread.wanted(config, store)).toBe(false);
    expect(ProjectionThread.wanted({ ...config, projectionThread: false }, store)).toBe(false);
    void store.close();
  });
});
