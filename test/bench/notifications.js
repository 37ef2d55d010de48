#!/usr/bin/env node
// Notifications (issue 11): how long after POST /api/checkout answers (the order is
// acknowledged) the vendor's open notification stream shows it, one order at a time,
// on the embedded in-process bus and over NATS (when nats-server is installed).
// p50/p99 printed (targets: p99 at most 10 ms embedded, 50 ms over NATS); asserts nothing.
// Needs `npm run build -w backend`.   node test/bench/notifications.js
'use strict';

const { randomUUID } = require('node:crypto');
const { existsSync } = require('node:fs');
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { startApp } = require('./app-process');
const { ADMIN, call, percentile, registerSupplier } = require('./bench-api');

const ORDERS = Number(process.env.BENCH_NOTIFICATION_ORDERS ?? 200);
const NATS_BIN = process.env.NATS_SERVER_BIN ?? ['/usr/bin/nats-server', '/usr/sbin/nats-server'].find((p) => existsSync(p));

const vendor = (base) => registerSupplier(base, { companyName: 'Bench Bell Bakers', email: `bench-bell-${randomUUID().slice(0, 8)}@bazaar.test` });

/** Opens the vendor's stream; `next(orderNumber)` resolves when that order's notification arrives. */
async function openStream(base, auth) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/me/notifications/stream`, { headers: auth, signal: abort.signal });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const waiting = new Map();
  const seen = new Map();
  let buffer = '';
  (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^event: notification\ndata: (.*)$/m.exec(block)?.[1];
        if (!data) continue;
        const number = JSON.parse(data).orderNumber;
        const at = process.hrtime.bigint();
        if (waiting.has(number)) waiting.get(number)(at);
        else seen.set(number, at);
      }
    }
  })();
  return {
    next: (number) => (seen.has(number) ? Promise.resolve(seen.get(number)) : new Promise((resolve) => waiting.set(number, resolve))),
    close: () => abort.abort(),
  };
}


async function measure(label, env) {
  const app = await startApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false', SERVE_FRONTENDS: 'false', RATE_LIMITS: 'signup=1000000/60,supplierRegistration=1000000/60,login=1000000/60', ...env });
  const base = app.base;
  try {
    const admin = { authorization: `Bearer ${(await call(base, 'POST', '/api/auth/login', {}, ADMIN)).accessToken}` };
    const seller = await vendor(base);
    const product = await call(base, 'POST', '/api/admin/products', seller, { name: 'Bench bell loaf', category: 'retail', subcategory: 'bakery', price: 120, stock: 1_000_000, quantity: 1, unit: 'piece' });
    await call(base, 'POST', `/api/admin/products/${product.id}/approve`, admin);
    const customer = { authorization: `Bearer ${(await call(base, 'POST', '/api/auth/signup', {}, { name: 'Bench Bell Customer', email: `bench-bell-c-${randomUUID().slice(0, 8)}@bazaar.test`, password: 'quiet-orchard-ledger-7' })).accessToken}` };
    const stream = await openStream(base, seller);
    const body = JSON.stringify({ items: [{ productId: product.id, quantity: 1 }], shippingAddress: { name: 'Bench Shopper', phone: '+91 98220 11111', line1: '14 FC Road', city: 'Pune', state: 'Maharashtra', pincode: '411004' }, paymentMethod: 'cod' });
    const latencies = [];
    let beforeAnswer = 0;
    for (let i = 0; i < ORDERS; i++) {
      const res = await fetch(`${base}/api/checkout`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...customer }, body });
      const acknowledged = process.hrtime.bigint();
      const { orderNumber } = await res.json();
      const shown = await stream.next(orderNumber);
      // Shown before the answer was read (the in-process bus is that quick) counts as 0 ms.
      if (shown < acknowledged) beforeAnswer++;
      latencies.push(Math.max(0, Number(shown - acknowledged) / 1e6));
    }
    stream.close();
    const sorted = latencies.sort((a, b) => a - b);
    return { bus: label, orders: sorted.length, p50Ms: +percentile(sorted, 50).toFixed(2), p99Ms: +percentile(sorted, 99).toFixed(2), maxMs: +sorted.at(-1).toFixed(2), shownBeforeAnswer: beforeAnswer };
  } finally {
    await app.stop();
  }
}

/** A throwaway nats-server with JetStream on a fixed free-ish port. */
async function startNats() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nats-'));
  const port = 14222 + Math.floor(Math.random() * 1000);
  const child = spawn(NATS_BIN, ['-js', '-sd', dir, '-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function benchNotifications() {
  const rows = [await measure('embedded (in-process)', {})];
  if (NATS_BIN) {
    const nats = await startNats();
    try {
      rows.push(await measure('NATS JetStream', { NATS_URL: nats.url }));
    } finally {
      nats.stop();
    }
  }
  console.log(`Notification visible on the vendor's stream after POST /api/checkout answered, ${ORDERS} orders one at a time (BENCH_NOTIFICATION_ORDERS)`);
  console.table(rows);
  console.log('Targets (issue 11): p99 at most 10 ms on the embedded bus, 50 ms over NATS.');
  return rows;
}

module.exports = { benchNotifications };

if (require.main === module) {
  benchNotifications().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
