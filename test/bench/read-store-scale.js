#!/usr/bin/env node
// Read store at scale: 100,000 rate documents in the default SQLite read store (a file,
// the rates projection's declared indexes and search), then a filtered, sorted page of 25
// (the storefront's list), an admin page deep in the list, a typo'd text search and the
// write rate of projection batches. Printed, never asserted. Target: a page under 5 ms.
//   node test/bench/read-store-scale.js [documents]
'use strict';

const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const dist = '../../backend/dist';
const { SqliteReadStore } = require(`${dist}/platform/read-store/sqlite-read-store.js`);
const { collectionSpec, physicalName } = require(`${dist}/platform/projections/projection.js`);
const { ratesProjection } = require(`${dist}/modules/rates/rates.projection.js`);
const { RATE_CATEGORIES } = require(`${dist}/modules/rates/rates.constants.js`);

const WORDS = ['Basmati', 'Sona', 'Masoori', 'Toor', 'Chana', 'Moong', 'Jeera', 'Haldi', 'Mirchi', 'Elaichi', 'Onion', 'Potato', 'Tomato', 'Garlic', 'Ginger', 'Mustard'];

function rateDoc(i) {
  const paise = 1_000_000 + ((i * 7919) % 9_000_000);
  return {
    _id: `rate-${String(i).padStart(6, '0')}`,
    productName: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} grade ${i}`,
    category: RATE_CATEGORIES[i % RATE_CATEGORIES.length],
    unit: 'tonne',
    currentPaise: paise,
    previousPaise: paise - 5000,
    trend: 'up',
    date: '2026-11-23',
    updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    changeCount: i % 30,
    status: i % 20 === 0 ? 'delisted' : 'listed',
  };
}

function timeMany(runs, fn) {
  return (async () => {
    for (let i = 0; i < 20; i++) await fn(i); // warm the statement cache and pages
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const started = process.hrtime.bigint();
      await fn(i);
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    samples.sort((a, b) => a - b);
    const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
    return { runs, p50ms: +at(0.5).toFixed(3), p99ms: +at(0.99).toFixed(3), maxMs: +samples[samples.length - 1].toFixed(3) };
  })();
}

async function benchReadStoreScale(total = 100_000) {
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-bench-read-store-'));
  const store = SqliteReadStore.inDataDir(dir);
  try {
    const physical = physicalName(ratesProjection);
    await store.ensureIndexes(physical, collectionSpec(ratesProjection));
    await store.setAlias(ratesProjection.collection, physical);
    const started = process.hrtime.bigint();
    const batch = 5000;
    for (let from = 0; from < total; from += batch) {
      const writes = [];
      for (let i = from; i < Math.min(total, from + batch); i++) writes.push({ _id: rateDoc(i)._id, doc: rateDoc(i), position: i + 1 });
      await store.commit([{ collection: physical, checkpoint: physical, position: Math.min(total, from + batch), writes }]);
    }
    const loadSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const rates = store.collection(ratesProjection.collection);
    const rows = [];
    const listed = (category) => ({ $and: [{ status: 'listed' }, { category }] });
    rows.push({
      query: 'public list: category, by name, page 11 of 25 (+ count)',
      ...(await timeMany(500, async (i) => {
        const filter = listed(RATE_CATEGORIES[i % RATE_CATEGORIES.length]);
        await rates.find(filter, { sort: { productName: 1, _id: 1 }, skip: 250, limit: 25 });
        await rates.count(filter);
      })),
    });
    rows.push({
      query: 'public list: listed, by rate desc, page of 25',
      ...(await timeMany(500, () => rates.find({ status: 'listed' }, { sort: { currentPaise: -1, productName: 1, _id: 1 }, limit: 25 }))),
    });
    rows.push({
      query: 'admin list: all, by category and name, records 5000-5024',
      ...(await timeMany(500, () => rates.find({}, { sort: { category: 1, productName: 1 }, skip: 5000, limit: 25 }))),
    });
    rows.push({
      query: "search 'basmat jeer' (typos), best 25 (+ count)",
      ...(await timeMany(100, async () => {
        await rates.find({ $text: { $search: 'basmat jeer' } }, { limit: 25 });
        await rates.count({ $text: { $search: 'basmat jeer' } });
      })),
    });
    rows.push({ query: 'lookup by _id', ...(await timeMany(2000, (i) => rates.findOne({ _id: rateDoc(i * 37 % total)._id }))) });
    const plan = rates.explain(listed('spices'), { sort: { productName: 1, _id: 1 }, limit: 25 }).join('; ');
    return { documents: total, loadSeconds: +loadSeconds.toFixed(2), docsPerSecond: Math.round(total / loadSeconds), rows, plan };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = { benchReadStoreScale, timeMany };

if (require.main === module) {
  benchReadStoreScale(Number(process.argv[2] ?? 100_000)).then(print);
}

function print(result) {
  console.log(`Read store (SQLite file): ${result.documents} rate documents written in ${result.loadSeconds} s (${result.docsPerSecond} documents/s, batches of 5,000 with their checkpoint); target: a page under 5 ms`);
  console.table(result.rows);
  console.log(`Query plan of the public list page: ${result.plan}`);
}
module.exports.printReadStoreScale = print;
