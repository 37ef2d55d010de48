#!/usr/bin/env node
// npm run bench: every benchmark, against the compiled backend. Speed and memory are
// measured here, never asserted in tests.
'use strict';

const { benchEventStoreAppend } = require('./event-store-append');
const { benchRebuild } = require('./rebuild');
const { benchHttpPath } = require('./http-path');
const { benchHomeLcp } = require('./home-lcp');
const { benchReadStoreScale, printReadStoreScale } = require('./read-store-scale');
const { benchStartTime } = require('./start-time');
const { benchCatalogue } = require('./catalogue');
const { benchBookings } = require('./bookings');
const { benchAudit } = require('./audit');
const { benchCheckout } = require('./checkout');
const { benchNotifications } = require('./notifications');
const { benchSearch, printSearch } = require('./search');

async function main() {
  await benchEventStoreAppend({ appends: 5000, streams: 500 });
  const events = Number(process.env.BENCH_REBUILD_EVENTS ?? 100_000);
  console.log(`\nRebuild: writing ${events} rate events to a fresh SQLite log, then replaying them...`);
  const rows = await benchRebuild(events);
  console.log(`Rebuild of ${rows[0].events} rate events into ${rows[0].readModels} read models (SQLite log -> read store; target: at least 100,000 events/s)`);
  console.table(rows);

  console.log(`\nRead store at scale: ${Number(process.env.BENCH_READ_STORE_DOCS ?? 100_000)} documents...`);
  printReadStoreScale(await benchReadStoreScale(Number(process.env.BENCH_READ_STORE_DOCS ?? 100_000)));

  console.log('\nSite search: 10,000 products...');
  printSearch(await benchSearch(10_000));

  const startEvents = Number(process.env.BENCH_START_EVENTS ?? 1_000_000);
  console.log(`\nStart time: seeding ${startEvents} events, then starting the API twice...`);
  console.log('API start time (built backend, SQLite log and read store in DATA_DIR); target: the restart under 3 s');
  console.table(await benchStartTime(startEvents));

  console.log('');
  await benchHttpPath();
  console.log('');
  await benchCatalogue();
  console.log('');
  await benchBookings();
  console.log('');
  await benchAudit();
  console.log('');
  await benchCheckout();
  console.log('');
  await benchNotifications();
  await benchHomeLcp();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
