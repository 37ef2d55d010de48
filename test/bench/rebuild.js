#!/usr/bin/env node
// Rebuild speed: replays N rate events (RateAdded + RateChanged, realistic payloads) from a
// file-backed SQLite log into every read model that handles them, in the default SQLite
// read store (a file, large transactions) and in the in-memory one, and reports events/s
// and peak memory. Runs against the compiled backend: `npm run build -w backend`.
//   node test/bench/rebuild.js [events]
'use strict';

const { randomUUID } = require('node:crypto');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const dist = '../../backend/dist';
// The rebuild logs each switch; the bench prints its own table.
require('@nestjs/common').Logger.overrideLogger(['error']);
const { SqliteEventStore } = require(`${dist}/platform/event-store/sqlite-event-store.js`);
const { MemoryReadStore } = require(`${dist}/platform/read-store/memory-read-store.js`);
const { SqliteReadStore } = require(`${dist}/platform/read-store/sqlite-read-store.js`);
const { EventCatalog } = require(`${dist}/platform/event-store/event-catalog.js`);
const { rebuildProjections } = require(`${dist}/platform/projections/rebuild.js`);
const { RATE_EVENT_TYPES } = require(`${dist}/modules/rates/rates.events.js`);
const { ratesProjection } = require(`${dist}/modules/rates/rates.projection.js`);
const { rateChangeStatsProjection } = require(`${dist}/modules/analytics/rate-change-stats.projection.js`);

const metadata = (at) => ({
  eventId: randomUUID(),
  actor: { kind: 'user', userId: 'a5b0c1d2-0000-4000-8000-000000000001', role: 'admin' },
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: at.toISOString(),
  schemaVersion: 1,
});

/**
 * Writes `total` events: 1,000 rates, each added once and then changed daily, `perAppend`
 * days of a rate per append (one transaction each), so a million events seed in reasonable time.
 */
/** Appends `total` rate events from 2020-01-01, `perAppend` days per rate at a time; answers the last day written (YYYY-MM-DD). */
async function seedRates(store, total, perAppend) {
  let lastDay = '2020-01-01';
  const rates = Array.from({ length: Math.min(1000, total) }, () => ({ id: randomUUID(), paise: 1_000_000 + Math.floor(Math.random() * 9_000_000), revision: -1 }));
  const start = Date.UTC(2020, 0, 1);
  let written = 0;
  for (let day = 0; written < total; day += perAppend) {
    for (const rate of rates) {
      if (written >= total) break;
      const events = [];
      for (let d = 0; d < perAppend && written + events.length < total; d++) {
        const at = new Date(start + (day + d) * 86_400_000);
        const date = at.toISOString().slice(0, 10);
        if (date > lastDay) lastDay = date;
        const previous = rate.paise;
        rate.paise = Math.max(100, previous + Math.round((Math.random() - 0.5) * 20_000));
        const added = rate.revision < 0 && events.length === 0;
        const event = added
          ? { type: 'RateAdded', data: { rateId: rate.id, productName: `Commodity ${rate.id.slice(0, 6)}`, category: 'spices', unit: 'tonne', currentPaise: previous, date, addedAt: at.toISOString() } }
          : { type: 'RateChanged', data: { rateId: rate.id, previousPaise: previous, currentPaise: rate.paise, trend: rate.paise > previous ? 'up' : rate.paise < previous ? 'down' : 'stable', unit: 'tonne', date, changedAt: at.toISOString() } };
        events.push({ ...event, metadata: metadata(at) });
      }
      const result = await store.append(`rate-${rate.id}`, events, rate.revision < 0 ? 'no_stream' : rate.revision);
      rate.revision = result.nextExpectedRevision;
      written += events.length;
    }
  }
  return lastDay;
}

async function benchRebuild(total = 100_000) {
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-bench-rebuild-'));
  const store = new SqliteEventStore(join(dir, 'events.sqlite'));
  try {
    const seedStarted = Date.now();
    await seedRates(store, total, 10);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const catalog = new EventCatalog().register(...RATE_EVENT_TYPES);
    const projections = [ratesProjection, rateChangeStatsProjection];
    const rows = [];
    for (const [name, readStore] of [
      ['sqlite (file)', SqliteReadStore.inDataDir(join(dir, 'read-models'))],
      ['memory', new MemoryReadStore()],
    ]) {
      let peakRss = process.memoryUsage().rss;
      const started = process.hrtime.bigint();
      const result = await rebuildProjections({ store, readStore, catalog }, projections, () => {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      });
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      rows.push({
        readStore: name,
        events: result.processed,
        readModels: projections.length,
        seconds: Number(seconds.toFixed(2)),
        eventsPerSecond: Math.round(result.processed / seconds),
        peakRssMiB: Math.round(peakRss / 1048576),
        seedSeconds: Number(seedSeconds.toFixed(1)),
      });
      await readStore.close();
    }
    return rows;
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = { benchRebuild, seedRates, run: benchRebuild };

if (require.main === module) {
  const total = Number(process.argv[2] ?? 100_000);
  benchRebuild(total).then((rows) => {
    console.log(`Rebuild of ${rows[0].events} rate events into ${rows[0].readModels} read models (SQLite log -> read store)`);
    console.table(rows);
  });
}
