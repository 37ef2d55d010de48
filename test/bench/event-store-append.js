#!/usr/bin/env node
// Append latency of the embedded event store on a real file (WAL; each append acknowledged once
// the WAL is synced, ADR 0057). Runs against the compiled backend: `npm run build -w backend` first.
//   node test/bench/event-store-append.js [appends] [streams]
'use strict';

const { randomUUID } = require('node:crypto');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { SqliteEventStore } = require('../../backend/dist/platform/event-store/sqlite-event-store.js');

const WARM_UP = 200;

function newEvent(i) {
  return {
    type: 'BenchmarkTicked',
    data: { i, pricePaise: 123_450, note: 'a payload of typical size for a marketplace event' },
    metadata: {
      eventId: randomUUID(),
      actor: { kind: 'system', reason: 'bench' },
      correlationId: randomUUID(),
      causationId: randomUUID(),
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Appends `appends` batches of `batchSize` events round-robin over `streams` streams, each with its expected revision. */
async function measure(store, revisions, { appends, streams, batchSize }) {
  const append = async (i) => {
    const stream = `bench-${i % streams}`;
    const expected = revisions.has(stream) ? revisions.get(stream) : 'no_stream';
    const batch = Array.from({ length: batchSize }, (_, k) => newEvent(i * batchSize + k));
    const result = await store.append(stream, batch, expected);
    revisions.set(stream, result.nextExpectedRevision);
  };

  const latencies = new Float64Array(appends);
  const started = process.hrtime.bigint();
  for (let i = 0; i < appends; i += 1) {
    const t0 = process.hrtime.bigint();
    await append(i);
    latencies[i] = Number(process.hrtime.bigint() - t0) / 1e6;
  }
  const totalMs = Number(process.hrtime.bigint() - started) / 1e6;
  latencies.sort();
  return {
    appends,
    batchSize,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies[latencies.length - 1],
    appendsPerSecond: Math.round((appends / totalMs) * 1000),
  };
}

/**
 * `writers` callers appending at once, each to its own streams (as concurrent HTTP commands
 * do): group commit writes what arrived meanwhile in one transaction, one fsync for all.
 */
async function measureConcurrent(store, revisions, { appends, streams, writers }) {
  const latencies = new Float64Array(appends);
  let next = 0;
  const writer = async () => {
    for (let i = next++; i < appends; i = next++) {
      const stream = `bench-${i % streams}`;
      const t0 = process.hrtime.bigint();
      // Streams are shared round-robin: read the expected revision just before appending, like a command.
      const last = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
      const result = await store.append(stream, [newEvent(i)], last.length ? last[0].revision : 'no_stream').catch((e) => e);
      if (result && typeof result.nextExpectedRevision === 'number') revisions.set(stream, result.nextExpectedRevision);
      latencies[i] = Number(process.hrtime.bigint() - t0) / 1e6;
    }
  };
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: writers }, writer));
  const totalMs = Number(process.hrtime.bigint() - started) / 1e6;
  latencies.sort();
  return {
    appends,
    batchSize: 1,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies[latencies.length - 1],
    appendsPerSecond: Math.round((appends / totalMs) * 1000),
  };
}

/** Runs the benchmark and returns one row per scenario; a bench runner may call this. */
async function benchEventStoreAppend({ appends = 5000, streams = 500, print = true } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-event-store-'));
  const store = new SqliteEventStore(join(dir, 'events.sqlite'));
  try {
    const revisions = new Map(); // stream -> last revision, carried across scenarios
    await measure(store, revisions, { appends: WARM_UP, streams, batchSize: 1 });
    const batches = Math.ceil(appends / 10);
    const rows = [
      { scenario: 'single event', ...(await measure(store, revisions, { appends, streams, batchSize: 1 })) },
      { scenario: 'batch of 10', ...(await measure(store, revisions, { appends: batches, streams, batchSize: 10 })) },
      ...(await sequence([16, 50], async (writers) => ({
        scenario: `${writers} concurrent writers`,
        ...(await measureConcurrent(store, revisions, { appends, streams, writers })),
      }))),
    ];
    if (print) printTable(rows, { streams, log: await store.headPosition() });
    return rows;
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function sequence(items, run) {
  const rows = [];
  for (const item of items) rows.push(await run(item));
  return rows;
}

function printTable(rows, { streams, log }) {
  console.log(`\nSqliteEventStore append latency (file, WAL synced before each acknowledgement; ${streams} streams, ${log} events in log)\n`);
  console.table(
    rows.map((r) => ({
      scenario: r.scenario,
      appends: r.appends,
      'events/append': r.batchSize,
      'p50 ms': r.p50Ms.toFixed(3),
      'p99 ms': r.p99Ms.toFixed(3),
      'max ms': r.maxMs.toFixed(3),
      'appends/s': r.appendsPerSecond,
    })),
  );
}

module.exports = { benchEventStoreAppend, run: benchEventStoreAppend };

if (require.main === module) {
  const [appends, streams] = process.argv.slice(2).map(Number);
  benchEventStoreAppend({ appends: appends || undefined, streams: streams || undefined }).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
