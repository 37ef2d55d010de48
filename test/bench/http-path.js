#!/usr/bin/env node
// The HTTP path, measured against the started app (`node backend/dist/main.js` in its own
// process, production settings, embedded adapters) with autocannon in this process, side
// by side with the limit: a bare node:http server, in a process of its own too, sending the
// same bytes with the same headers. Prints every figure and its ratio to the limit; asserts
// nothing. Needs `npm run build -w backend`.
//   node test/bench/http-path.js      (BENCH_HTTP_SECONDS per run, default 3; BENCH_HTTP_ROUNDS, default 3)
'use strict';

const { ADMIN } = require('./bench-api');

const autocannon = require('autocannon');
const { spawn } = require('node:child_process');
const { request } = require('node:http');
const { freePort, startApp, waitUntilUp } = require('./app-process');

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 3);
/** Bare and app alternate this many times per comparison; medians are printed (the machine is shared). */
const ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 3);
const CATEGORIES = ['fruits', 'vegetables', 'pulses', 'oils', 'coffee', 'spices'];

const stop = (child) =>
  new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
  });

/** A bare node:http server answering every request with the given status, headers and bytes. */
async function startBare(response) {
  const port = await freePort();
  const source = `
    const { createServer } = require('node:http');
    const r = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    const body = Buffer.from(r.body, 'base64');
    createServer((req, res) => { res.writeHead(r.status, r.headers); res.end(body); }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['pipe', 'inherit', 'inherit'] });
  child.stdin.end(JSON.stringify(response));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, () => '', true);
  return { child, url };
}

/** What the app answered, raw (node:http does not decompress), as the bare server should repeat it. */
function capture(url, headers = {}) {
  return new Promise((done, fail) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const kept = {};
        for (const [name, value] of Object.entries(res.headers)) if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)) kept[name] = value;
        done({ status: res.statusCode, headers: kept, body: body.toString('base64'), bytes: body.length });
      });
    })
      .on('error', fail)
      .end();
  });
}

/**
 * Waits until the server answers its health check quickly again: a server still working
 * through the requests a finished run left in flight would otherwise charge them to the next.
 */
async function settle(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const start = Date.now();
    await fetch(url).catch(() => undefined);
    if (Date.now() - start < 20) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function load(options, seconds = SECONDS) {
  const health = new URL('/api/health', options.url).href;
  await autocannon({ ...options, duration: 1 }); // warm-up: JIT, caches, connections
  await settle(health);
  const result = await autocannon({ ...options, duration: seconds });
  await settle(health);
  const unexpected = options.expect === 304 ? result['1xx'] + result['2xx'] + result['4xx'] + result['5xx'] : result.non2xx;
  const failed = result.errors + result.timeouts + unexpected;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medianRun = (runs) => ({ rps: median(runs.map((r) => r.rps)), p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)), failed: runs.reduce((sum, r) => sum + r.failed, 0) });

const row = (name, connections, r, limit, bytes) => ({
  request: name,
  conns: connections,
  'req/s': Math.round(r.rps),
  'p50 ms': r.p50,
  'p99 ms': r.p99,
  'body B': bytes ?? '',
  'bare req/s': limit ? Math.round(limit.rps) : '',
  'bare p99': limit ? limit.p99 : '',
  'of bare': limit ? `${Math.round((100 * r.rps) / limit.rps)}%` : '',
  errors: r.failed,
});

/**
 * One GET scenario: the app at `base`, then a bare node:http server with the bytes the app
 * sent, alternating ROUNDS times; the medians as one table row.
 */
async function compareGet(base, name, path, headers = {}, connections = 50, expect = 200) {
  const sample = await capture(`${base}${path}`, headers);
  if (sample.status !== expect) throw new Error(`${name}: expected ${expect}, got ${sample.status}`);
  const bare = await startBare(sample);
  try {
    const limits = [];
    const measured = [];
    for (let round = 0; round < ROUNDS; round++) {
      limits.push(await load({ url: `${bare.url}${path}`, connections, headers, expect }));
      measured.push(await load({ url: `${base}${path}`, connections, headers, expect }));
    }
    return { sample, rows: [row(name, connections, medianRun(measured), medianRun(limits), sample.bytes)] };
  } finally {
    await stop(bare.child);
  }
}

/** Adds `count` rates through the API, `parallel` at a time (the admin's own path, events and all). */
async function addRates(base, auth, from, count, parallel = 32) {
  let next = from;
  const end = from + count;
  const worker = async () => {
    while (next < end) {
      const i = next++;
      const res = await fetch(`${base}/api/admin/rates`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({ productName: `Commodity ${String(i).padStart(5, '0')}`, category: CATEGORIES[i % CATEGORIES.length], currentRate: 1000 + (i % 5000) }),
      });
      if (res.status !== 201) throw new Error(`adding rate ${i}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

async function benchHttpPath() {
  const app = await startApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false', SERVE_FRONTENDS: 'false' });
  const base = app.base;
  const rows = [];
  try {
    const login = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json();
    const auth = { authorization: `Bearer ${login.accessToken}` };

    const compare = async (name, path, headers, connections = 50, expect = 200) => {
      const result = await compareGet(base, name, path, headers, connections, expect);
      rows.push(...result.rows);
      return result.sample;
    };

    console.log(`HTTP path: ${ROUNDS} alternating rounds of ${SECONDS} s (bare, app) per GET after a 1 s warm-up each, medians shown; autocannon in this process, the app and each bare server in their own.`);
    await addRates(base, auth, 0, 16);
    const small = await compare('GET /api/rates, 16 rates', '/api/rates?perPage=100', {});
    await compare('GET /api/rates, 16 rates, If-None-Match', '/api/rates?perPage=100', { 'if-none-match': small.headers.etag }, 50, 304);

    process.stdout.write('  adding 9,984 rates through POST /api/admin/rates ... ');
    const seedStart = Date.now();
    await addRates(base, auth, 16, 10_000 - 16);
    console.log(`${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
    const big = await compare('GET /api/rates, 10,000 rates (page of 25)', '/api/rates', {});
    await compare('GET /api/rates, 10,000 rates, If-None-Match', '/api/rates', { 'if-none-match': big.headers.etag }, 50, 304);
    // Compressed once per read-model position, so a client that accepts br costs no more.
    await compare('GET /api/rates, 10,000 rates, Accept-Encoding: br', '/api/rates', { 'accept-encoding': 'br' });
    await compare('GET /api/rates?category=pulses&sort=-currentRate, 10,000', '/api/rates?category=pulses&sort=-currentRate', {});
    const adminPage = `/api/admin/rates?sort=${encodeURIComponent('["productName","ASC"]')}&range=${encodeURIComponent('[500,524]')}`;
    await compare('admin rates, 25 of 10,000 sorted by name', adminPage, auth);

    let n = 0;
    for (const connections of [1, 16, 50]) {
      const measured = await load({
        url: `${base}/api/admin/rates`,
        method: 'POST',
        connections,
        headers: { 'content-type': 'application/json', ...auth },
        requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ productName: `Bench write ${process.pid}-${n++}`, category: 'spices', currentRate: 1234.5 }) }) }],
      }, SECONDS * ROUNDS);
      rows.push(row('POST /api/admin/rates (durable, read-your-writes)', connections, measured));
    }
  } finally {
    await app.stop();
  }
  console.table(rows);
  console.log('Targets (issue 7): public list >= 50% of bare and p99 <= 20 ms at 50 connections; admin page >= 30% of bare, p99 <= 30 ms; writes >= 2,000/s at 16-50 connections, p99 <= 50 ms.');
  return rows;
}

module.exports = { benchHttpPath, compareGet, startBare, stop };

if (require.main === module) {
  benchHttpPath().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
