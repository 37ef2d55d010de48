#!/usr/bin/env node
// Start time with a big log: seeds N rate events (default 1,000,000; BENCH_START_EVENTS) in a
// fresh DATA_DIR, starts the built API once (it builds every read model from the log into
// read-models.sqlite), stops it, starts it again (it resumes from the checkpoints) and
// prints the time until /api/health answers each time. Target: the restart under 3 s.
//   node test/bench/start-time.js [events]
'use strict';

const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const dist = '../../backend/dist';
const { SqliteEventStore } = require(`${dist}/platform/event-store/sqlite-event-store.js`);
const { seedRates } = require('./rebuild');
const { freePort } = require('./app-process');

const main = join(__dirname, dist, 'main.js');

/**
 * Starts the API on the given data dir (app-process.js starts on a fresh one, with a 60 s
 * limit a first start over a million events may pass); resolves with the milliseconds until
 * /api/health answered, and the process.
 */
async function start(dataDir, port) {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', SERVE_FRONTENDS: 'false', NODE_ENV: 'development', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return { ms: Number(process.hrtime.bigint() - started) / 1e6, child, exited };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function stop({ child, exited }) {
  child.kill('SIGTERM');
  await exited;
}

async function benchStartTime(total = 1_000_000) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-bench-start-'));
  const port = await freePort();
  try {
    const empty = await start(dataDir, port);
    await stop(empty);
    const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    const seedStarted = Date.now();
    await seedRates(store, total, 100);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    await store.close();
    const first = await start(dataDir, port);
    await stop(first);
    const again = await start(dataDir, port);
    await stop(again);
    return [
      { start: 'empty log', events: 0, seconds: +(empty.ms / 1000).toFixed(2) },
      { start: 'first start: builds every read model from the log', events: total, seconds: +(first.ms / 1000).toFixed(2), eventsPerSecond: Math.round(total / (first.ms / 1000)) },
      { start: 'restart: resumes from the checkpoints', events: total, seconds: +(again.ms / 1000).toFixed(2) },
    ].map((row) => ({ ...row, seedSeconds: +seedSeconds.toFixed(1) }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { benchStartTime };

if (require.main === module) {
  benchStartTime(Number(process.argv[2] ?? process.env.BENCH_START_EVENTS ?? 1_000_000)).then((rows) => {
    console.log('API start time (built backend, SQLite log and read store in DATA_DIR); target: the restart under 3 s');
    console.table(rows);
  });
}
