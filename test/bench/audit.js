#!/usr/bin/env node
// Issue 13's figures: an as-of view of a record with 1,000 events (p50/p99; target p99 <= 20 ms),
// a replay of N events into a CSV (events/s; target >= 100,000), and a rebuild of every read
// model from an N-event log by `npm run projections:rebuild` while the API answers GET /api/rates
// (events/s, target >= 100,000; every answer's status and p99). Printed, never asserted.
//   node test/bench/audit.js [events]     (BENCH_AUDIT_EVENTS, default 1,000,000)
'use strict';

const { percentile } = require('./bench-api');

const { spawn } = require('node:child_process');
const { randomUUID } = require('node:crypto');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const dist = '../../backend/dist';
require('@nestjs/common').Logger.overrideLogger(['error']);
const { SqliteEventStore } = require(`${dist}/platform/event-store/sqlite-event-store.js`);
const { EventCatalog } = require(`${dist}/platform/event-store/event-catalog.js`);
const { recordAsOf } = require(`${dist}/platform/projections/replay.js`);
const { runReport, reportCsv } = require(`${dist}/platform/replay/report.js`);
const { RATE_EVENT_TYPES } = require(`${dist}/modules/rates/rates.events.js`);
const { ratesProjection } = require(`${dist}/modules/rates/rates.projection.js`);
const { ratesReport } = require(`${dist}/modules/analytics/reports/rates.report.js`);
const { seedRates } = require('./rebuild');
const { freePort } = require('./app-process');

const ROOT = resolve(__dirname, '../..');
const ms = (n) => Number(n.toFixed(2));

/** One rate stream of 1 RateAdded + 999 RateChanged, then as-of views at random moments of it. */
async function benchAsOf(dir, runs = 500) {
  const store = new SqliteEventStore(join(dir, 'as-of.sqlite'));
  const catalog = new EventCatalog().register(...RATE_EVENT_TYPES);
  const rateId = randomUUID();
  const start = Date.UTC(2023, 0, 1);
  let paise = 1_000_000;
  const events = [];
  for (let i = 0; i < 1000; i++) {
    const at = new Date(start + i * 3_600_000);
    const previous = paise;
    paise += Math.round((Math.random() - 0.5) * 10_000);
    const data =
      i === 0
        ? { type: 'RateAdded', data: { rateId, productName: 'As-of bench dal', category: 'pulses', unit: 'quintal', currentPaise: previous, date: at.toISOString().slice(0, 10), addedAt: at.toISOString() } }
        : { type: 'RateChanged', data: { rateId, previousPaise: previous, currentPaise: paise, trend: paise > previous ? 'up' : 'down', unit: 'quintal', date: at.toISOString().slice(0, 10), changedAt: at.toISOString() } };
    events.push({ ...data, metadata: { eventId: randomUUID(), actor: { kind: 'system' }, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: at.toISOString(), schemaVersion: 2 } });
  }
  for (let i = 0; i < events.length; i += 100) await store.append(`rate-${rateId}`, events.slice(i, i + 100), i === 0 ? 'no_stream' : i - 1);
  const times = [];
  for (let i = 0; i < runs + 20; i++) {
    const at = new Date(start + Math.random() * 1000 * 3_600_000);
    const began = process.hrtime.bigint();
    await recordAsOf({ store, catalog }, ratesProjection, [`rate-${rateId}`], rateId, at);
    if (i >= 20) times.push(Number(process.hrtime.bigint() - began) / 1e6);
  }
  await store.close();
  times.sort((a, b) => a - b);
  return { events: 1000, views: runs, p50ms: ms(percentile(times, 50)), p99ms: ms(percentile(times, 99)), maxMs: ms(times[times.length - 1]) };
}

/**
 * The `rates` report over the whole seeded period (seedRates: up to 1,000 rates, one event a day
 * each, from 2020-01-01 to `to`, the last day it wrote) by month, into CSV text. (`to` was
 * total/1,000 days on: seedRates writes 10 days per rate at a time, so a total that is not a
 * multiple of 10,000 left days out, e.g. 3,000 of 5,000 events replayed.)
 */
async function benchReplay(store, to) {
  const catalog = new EventCatalog().register(...RATE_EVENT_TYPES);
  const began = process.hrtime.bigint();
  const result = await runReport({ store, catalog }, ratesReport, { from: '2020-01-01', to, interval: 'month' });
  const csv = reportCsv(ratesReport, result.rows);
  const seconds = Number(process.hrtime.bigint() - began) / 1e9;
  return { events: result.processed, rows: result.rows.length, csvMiB: Number((csv.length / 1048576).toFixed(1)), seconds: Number(seconds.toFixed(2)), eventsPerSecond: Math.round(result.processed / seconds) };
}

const ENV = { NODE_ENV: 'production', JWT_SECRET: 'bench-only-secret-bench-only-secret-bench-only', SEED_DEMO: 'false' };

/**
 * main.js on the seeded DATA_DIR, ready once /api/health answers. Its own start (not
 * app-process.js's 60 s bound): the relay and the bus consumers catch up with the whole log first.
 */
async function startApi(dir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], { cwd: ROOT, env: { ...process.env, ...ENV, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dir }, stdio: 'ignore' });
  const deadline = Date.now() + 15 * 60_000;
  while (!(await fetch(`${base}/api/health`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the API did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/** `npm run projections:rebuild` (compiled) on DATA_DIR; resolves with its output. */
const rebuildCli = (dir) =>
  new Promise((done, fail) => {
    // As `npm run projections:rebuild` runs it: a young generation of 64 MiB semi-spaces.
    const child = spawn(process.execPath, ['--max-semi-space-size=64', join(ROOT, 'backend/dist/cli/projections-rebuild.js')], { cwd: ROOT, env: { ...process.env, ...ENV, DATA_DIR: dir } });
    let text = '';
    child.stdout.on('data', (c) => (text += c));
    child.stderr.on('data', (c) => (text += c));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done(text) : fail(new Error(text))));
  });

/** The API on the seeded DATA_DIR (read models built first, so it starts from checkpoints); a rebuild in its own process; GET /api/rates meanwhile. */
async function benchRebuildWhileServing(dir) {
  await rebuildCli(dir);
  const app = await startApi(dir);
  try {
    let serving = true;
    const statuses = new Map();
    const latencies = [];
    const load = (async () => {
      while (serving) {
        const began = process.hrtime.bigint();
        const res = await fetch(`${app.base}/api/rates?perPage=25`).then(
          async (r) => ({ status: r.status, count: (await r.json()).rates?.length ?? 0 }),
          () => ({ status: 'network error', count: 0 }),
        );
        latencies.push(Number(process.hrtime.bigint() - began) / 1e6);
        const key = res.status === 200 && res.count === 0 ? '200 empty' : String(res.status);
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    })();
    const began = process.hrtime.bigint();
    const output = await rebuildCli(dir);
    const seconds = Number(process.hrtime.bigint() - began) / 1e9;
    serving = false;
    await load;
    latencies.sort((a, b) => a - b);
    const replayed = /Replayed (\d+) events in ([\d.]+) s \((\d+) events\/s\)/.exec(output);
    return {
      readModels: Number(/Rebuilding (\d+) read models?/.exec(output)?.[1] ?? 0),
      events: Number(replayed?.[1] ?? 0),
      rebuildSeconds: Number(replayed?.[2] ?? seconds.toFixed(2)),
      eventsPerSecond: Number(replayed?.[3] ?? 0),
      apiRequests: latencies.length,
      apiAnswers: Object.fromEntries(statuses),
      apiP50ms: ms(percentile(latencies, 50)),
      apiP99ms: ms(percentile(latencies, 99)),
    };
  } finally {
    await app.stop();
  }
}

async function benchAudit(total = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000)) {
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-bench-audit-'));
  try {
    console.log('As-of view of a rate with 1,000 events (SQLite log on file; target: p99 at most 20 ms)');
    console.table([await benchAsOf(dir)]);
    console.log(`\nSeeding ${total} rate events (1,000 rates, daily changes)...`);
    const store = new SqliteEventStore(join(dir, 'events.sqlite'));
    const lastDay = await seedRates(store, total, 10);
    console.log(`Replay of the log into the rates report's CSV (by month; target: at least 100,000 events/s)`);
    console.table([await benchReplay(store, lastDay)]);
    await store.close();
    console.log('\nRebuild of every read model from that log by `npm run projections:rebuild` while the API answers GET /api/rates (target: at least 100,000 events/s; every answer 200 and non-empty)');
    console.table([await benchRebuildWhileServing(dir)]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = { benchAudit };

if (require.main === module) benchAudit(Number(process.argv[2] ?? process.env.BENCH_AUDIT_EVENTS ?? 1_000_000)).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
