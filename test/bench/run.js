#!/usr/bin/env node
// npm run bench: every benchmark, against the compiled backend. Speed and memory are
// measured here, never asserted in tests.
'use strict';

const { benchEventStoreAppend } = require('./event-store-append');
const { benchRebuild } = require('./rebuild');
const { benchHttpPath } = require('./http-path');
const { benchHomeLcp } = require('./home-lcp');

async function main() {
  await benchEventStoreAppend({ appends: 5000, streams: 500 });
  const events = Number(process.env.BENCH_REBUILD_EVENTS ?? 100_000);
  console.log(`\nRebuild: writing ${events} rate events to a fresh SQLite log, then replaying them...`);
  const row = await benchRebuild(events);
  console.log(`Rebuild of ${row.events} rate events into ${row.readModels} read models (SQLite log -> in-memory read store)`);
  console.table([row]);
  console.log('');
  await benchHttpPath();
  await benchHomeLcp();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
