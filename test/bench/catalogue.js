#!/usr/bin/env node
// The catalogue at scale (issue 10): 10,000 products listed and approved through the API
// (the vendors' and the admin's own path), then a category page of 24 and a product by slug
// at 50 connections, each beside a bare node:http server sending the same bytes with the
// same headers. Prints req/s, p50/p99 and the ratio to bare; asserts nothing. Needs
// `npm run build -w backend`.
//   node test/bench/catalogue.js      (BENCH_PRODUCTS, default 10,000; BENCH_HTTP_SECONDS, BENCH_HTTP_ROUNDS as http-path.js)
'use strict';

const { startApp } = require('./app-process');
const { ADMIN, call } = require('./bench-api');
const { compareGet } = require('./http-path');

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SUBCATEGORIES = ['fruits', 'vegetables', 'pulses', 'oils', 'coffee', 'spices', 'bakery', 'diapers', 'leather', 'apparels', 'jewellery', 'handicrafts'];
const RETAIL = new Set(['bakery', 'diapers', 'leather', 'apparels', 'jewellery', 'handicrafts']);
const CITIES = ['Mumbai', 'Delhi', 'Bangalore', 'Hyderabad', 'Chennai', 'Kolkata', 'Pune', 'Ahmedabad'];

/**
 * Waits until the relay and every bus consumer have worked through the log (notifications,
 * revenue and the audit trail follow the 20,000 events just written in the background):
 * otherwise the first reads would be measured against that catch-up.
 */
async function caughtUp(base) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const { position, workers } = await call(base, 'GET', '/api/health', {});
    if (!workers || (workers.relay >= position && workers.projections >= position && workers.busConsumers.every((p) => p >= position))) return;
    if (Date.now() > deadline) throw new Error(`workers did not catch up with the log: ${JSON.stringify(workers)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Runs `task(i)` for i in [0, count), `parallel` at a time. */
async function pool(count, parallel, task) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

async function benchCatalogue() {
  const app = await startApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false', SERVE_FRONTENDS: 'false' });
  const base = app.base;
  const rows = [];
  try {
    const login = await call(base, 'POST', '/api/auth/login', {}, ADMIN);
    const admin = { authorization: `Bearer ${login.accessToken}` };
    // Eight vendors, half of them verified, each signed in to list their own goods.
    const vendors = [];
    for (let v = 0; v < 8; v++) {
      const email = `bench-vendor-${v}@bazaar.test`;
      const added = await call(base, 'POST', '/api/admin/vendors', admin, { name: `Bench Traders ${v}`, category: v % 2 ? 'Retail' : 'Wholesale', email, password: 'quiet-orchard-ledger-7' });
      if (v % 2 === 0) await call(base, 'PUT', `/api/admin/vendors/${added.id}`, admin, { status: 'Verified' });
      const session = await call(base, 'POST', '/api/auth/login', {}, { email, password: 'quiet-orchard-ledger-7' });
      vendors.push({ authorization: `Bearer ${session.accessToken}` });
    }

    process.stdout.write(`  listing ${PRODUCTS.toLocaleString('en-IN')} products through POST /api/admin/products ... `);
    let started = Date.now();
    const ids = new Array(PRODUCTS);
    const slugs = new Array(PRODUCTS);
    await pool(PRODUCTS, 32, async (i) => {
      const subcategory = SUBCATEGORIES[i % SUBCATEGORIES.length];
      const retail = RETAIL.has(subcategory);
      const product = await call(base, 'POST', '/api/admin/products', vendors[i % vendors.length], {
        name: `${subcategory} lot ${String(i).padStart(5, '0')}`,
        subcategory,
        price: retail ? 50 + (i % 900) : 1500 + (i % 40) * 100,
        stock: i % 7 === 0 ? 0 : 10 + (i % 90),
        quantity: retail ? 1 : 3,
        description: `Bench product ${i} for the catalogue page`,
        cities: i % 3 === 0 ? [] : [CITIES[i % CITIES.length]],
      });
      ids[i] = product.id;
      slugs[i] = product.slug;
    });
    const listSeconds = (Date.now() - started) / 1000;
    console.log(`${listSeconds.toFixed(1)} s (${Math.round(PRODUCTS / listSeconds)}/s)`);

    process.stdout.write('  approving them, 100 per POST /api/admin/products/approve ... ');
    started = Date.now();
    const batches = [];
    for (let i = 0; i < PRODUCTS; i += 100) batches.push(ids.slice(i, i + 100));
    await pool(batches.length, 4, (b) => call(base, 'POST', '/api/admin/products/approve', admin, { ids: batches[b] }));
    const approveSeconds = (Date.now() - started) / 1000;
    console.log(`${approveSeconds.toFixed(1)} s (${Math.round(PRODUCTS / approveSeconds)}/s)`);

    process.stdout.write('  waiting for the relay and the bus consumers to catch up ... ');
    started = Date.now();
    await caughtUp(base);
    console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
    const first = await call(base, 'GET', '/api/products?perPage=1', {});
    if (first.total !== PRODUCTS) throw new Error(`expected ${PRODUCTS} live products, the API lists ${first.total}`);

    const measure = async (name, path, headers = {}) => rows.push(...(await compareGet(base, name, path, headers)).rows);
    console.log('Catalogue reads: alternating rounds (bare, app) per GET after a 1 s warm-up each, medians shown.');
    await measure('GET /api/products/:slug', `/api/products/${slugs[4321 % PRODUCTS]}`);
    await measure('GET /api/products category page of 24 (fruits, newest)', '/api/products?subcategory=fruits&perPage=24');
    await measure('GET /api/products category page of 24 (pulses-cereals, by price, page 5)', '/api/products?subcategory=pulses-cereals&sort=price&page=5&perPage=24');
    await measure('GET /api/products category page of 24, Accept-Encoding: br', '/api/products?subcategory=fruits&perPage=24', { 'accept-encoding': 'br' });
    await measure('GET /api/products/counts?city=Pune', '/api/products/counts?city=Pune');
  } finally {
    await app.stop();
  }
  console.table(rows);
  console.log('Targets (issue 10): with 10,000 products, a category page of 24 and a product by slug at 50 connections each >= 50% of bare node:http, p99 <= 20 ms.');
  return rows;
}

module.exports = { benchCatalogue };

if (require.main === module) {
  benchCatalogue().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
