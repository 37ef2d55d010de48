#!/usr/bin/env node
// Slot bookings (issue 12), against the started app (production settings, its own DATA_DIR):
// - free-slot lookup of a provider's next 14 days (target p99 <= 10 ms): the server's work
//   (the service, its provider's switch, one indexed read of the 14 schedule days, the slot
//   arithmetic) on the app's own read store file, and over HTTP as 14 GETs of
//   /api/services/:id/slots (one per day, as the API answers);
// - booking throughput: rounds of 100 simultaneous POST /api/bookings for 100 distinct slots
//   (10 providers x 10 hourly slots of one day: ten requests race on each provider's day's
//   schedule stream; and 100 providers with one slot each: no stream shared),
//   bookings/s and p99 latency (targets: at least 1,000 bookings/s, p99 at most 50 ms), and the
//   app's CPU time per booking including the work behind the answers (/proc, settled after the rounds);
//   the requests go out on 100 keep-alive node:http sockets (bench-api.js);
// - the limits of that round shape on this machine, from the same client and sockets: a bare
//   node:http server (a process of its own) answering with a booking's bytes, and the app's
//   cheapest signed-in route (GET /api/auth/me: HTTP, routing, the guard and one read).
// Prints, asserts nothing. Needs `npm run build -w backend`.
//   node test/bench/bookings.js      (BENCH_BOOKING_ROUNDS, default 5, after BENCH_BOOKING_WARMUP unmeasured, default 1; BENCH_SLOT_SWEEPS, default 200)
'use strict';

const { join } = require('node:path');
const { startApp } = require('./app-process');
const { ADMIN, call, keepAliveClient, percentile, verifyProvider } = require('./bench-api');
const { startBare, stop } = require('./http-path');

const dist = '../../backend/dist';
const { SqliteReadStore } = require(`${dist}/platform/read-store/sqlite-read-store.js`);
const { serviceSnapshot } = require(`${dist}/modules/bookings/service-snapshot.js`);
const { freeSlots, daysFrom } = require(`${dist}/modules/bookings/slots.js`);
const { scheduleProjection } = require(`${dist}/modules/bookings/bookings.projection.js`);

const ROUNDS = Number(process.env.BENCH_BOOKING_ROUNDS ?? 5);
const WARMUP = Number(process.env.BENCH_BOOKING_WARMUP ?? 1);
const SWEEPS = Number(process.env.BENCH_SLOT_SWEEPS ?? 200);
const PROVIDERS = 10;
/** Providers with one service each for the uncontended round (each request on its own schedule stream). */
const SPREAD = 100;
const TIMES = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];

const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
/** The India calendar day `days` from today. */
const indiaDay = (days) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
const summary = (name, values, extra = {}) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { measure: name, samples: sorted.length, p50Ms: +percentile(sorted, 50).toFixed(2), p99Ms: +percentile(sorted, 99).toFixed(2), maxMs: +sorted.at(-1).toFixed(2), ...extra };
};

/**
 * Rounds of 100 simultaneous requests on `client` (`request(r, i)` gives round r's request i),
 * after WARMUP unmeasured rounds (the server has not compiled its path yet); `measuring()`
 * runs before the first measured round. Latencies of every request, the median round's
 * requests per second, how many did not answer `status`, and one answer's body.
 */
async function burstRounds(client, status, measuring, request) {
  const latencies = [];
  const rates = [];
  let refused = 0;
  let answer;
  for (let r = -WARMUP; r < ROUNDS; r++) {
    if (r === 0) {
      await measuring();
      latencies.length = rates.length = refused = 0;
    }
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const one = process.hrtime.bigint();
        const { method, path, headers, body } = request(r, i);
        const res = await client.send(method, path, headers, body);
        latencies.push(ms(one));
        if (res.status === status) answer ??= res.body;
        else refused++;
      }),
    );
    rates.push(100 / (ms(started) / 1000));
  }
  return { latencies, perSecond: Math.round(rates.sort((a, b) => a - b)[Math.floor(rates.length / 2)]), refused, answer };
}

async function benchBookings() {
  const limits = 'signup=1000000/60,providerSignup=1000000/60,login=1000000/60';
  const app = await startApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false', SERVE_FRONTENDS: 'false', RATE_LIMITS: limits });
  const base = app.base;
  const rows = [];
  try {
    const admin = { authorization: `Bearer ${(await call(base, 'POST', '/api/auth/login', {}, ADMIN)).accessToken}` };
    process.stdout.write(`  ${SPREAD} providers with a live 1-hour service each, 100 customers ... `);
    const services = [];
    for (let p = 0; p < SPREAD; p++) {
      const signup = await call(base, 'POST', '/api/providers/signup', {}, { name: `Bench Movers ${p}`, email: `bench-provider-${p}@bazaar.test`, phone: '+919800000000', password: 'quiet-orchard-ledger-7', expertise: 'Moving, Pune' });
      const provider = { authorization: `Bearer ${signup.accessToken}` };
      await verifyProvider(base, admin, provider, signup.user.id);
      const service = await call(base, 'POST', '/api/admin/services', provider, { name: `Shifting ${p}`, category: 'moving', description: 'Bench service', price: 1500, duration: '1 hour', cities: ['Pune'] });
      await call(base, 'POST', `/api/admin/services/${service.id}/approve`, admin);
      services.push(service.id);
    }
    const customers = [];
    for (let c = 0; c < 100; c++) {
      const signup = await call(base, 'POST', '/api/auth/signup', {}, { name: `Bench Customer ${c}`, email: `bench-customer-${c}@bazaar.test`, password: 'quiet-orchard-ledger-7' });
      customers.push({ authorization: `Bearer ${signup.accessToken}` });
    }
    console.log('done');

    // Some booked slots in the 14 days looked up, so the lookup subtracts real holds.
    for (let d = 1; d <= 14; d += 3) await call(base, 'POST', '/api/bookings', customers[d], { serviceId: services[0], date: indiaDay(d), time: '10:00', location: 'Bench Road, Pune', city: 'Pune' });

    const perDay = [];
    const sweeps = [];
    for (let s = 0; s < SWEEPS; s++) {
      const sweep = process.hrtime.bigint();
      for (let d = 1; d <= 14; d++) {
        const one = process.hrtime.bigint();
        const res = await fetch(`${base}/api/services/${services[0]}/slots?date=${indiaDay(d)}`);
        await res.arrayBuffer();
        perDay.push(ms(one));
      }
      sweeps.push(ms(sweep));
    }
    // The same lookup in this process, on the read store file the app writes (WAL: a second reader).
    const readStore = new SqliteReadStore(join(app.dataDir, 'read-models.sqlite'));
    const schedule = readStore.collection(scheduleProjection.collection);
    const lookups = [];
    for (let s = 0; s < SWEEPS * 5; s++) {
      const started = process.hrtime.bigint();
      const service = await serviceSnapshot(readStore, services[0]);
      const dates = daysFrom(indiaDay(1), 14);
      const held = new Map((await schedule.find({ providerId: service.providerId, date: { $gte: dates[0], $lte: dates[13] } })).map((d) => [d.date, new Set(Object.keys(d.held))]));
      const now = new Date();
      dates.map((date) => freeSlots({ duration: service.duration, hours: service.workingHours, date, held: held.get(date) ?? new Set(), now }));
      lookups.push(ms(started));
    }
    await readStore.close?.();
    rows.push(summary("free slots of a provider's next 14 days, in process (one indexed read)", lookups));
    rows.push(summary('GET /api/services/:id/slots, one day', perDay));
    rows.push(summary("free slots of a provider's next 14 days (14 sequential GETs)", sweeps));

    // Rounds of 100 simultaneous requests for 100 distinct slots: `slotOf(i)` picks request i's service and time.
    // The app's CPU per booking, from the first request until its work behind the answers
    // (projections, process managers, relay, notifications) is done: steadier than wall time on a shared machine.
    const settled = async () => {
      for (let before = app.cpuMs(); ; ) {
        await new Promise((r) => setTimeout(r, 300));
        const now = app.cpuMs();
        if (now - before <= 20) return now;
        before = now;
      }
    };
    const client = keepAliveClient(base, 100);
    let answer; // one booking's answer, for the bare server to send
    const rounds = async (label, firstDay, slotOf) => {
      let cpuBefore = 0;
      const measured = await burstRounds(client, 201, async () => (cpuBefore = await settled()), (r, i) => {
        const { serviceId, time } = slotOf(i);
        const date = indiaDay(firstDay + WARMUP + r);
        return { method: 'POST', path: '/api/bookings', headers: { 'content-type': 'application/json', ...customers[i] }, body: JSON.stringify({ serviceId, date, time, location: 'Bench Road, Pune', city: 'Pune' }) };
      });
      const cpuMsPerBooking = ((await settled()) - cpuBefore) / (ROUNDS * 100);
      answer ??= measured.answer;
      rows.push(summary(label, measured.latencies, { perSecond: measured.perSecond, refused: measured.refused, appCpuMsPerBooking: +cpuMsPerBooking.toFixed(2) }));
    };
    await rounds(`POST /api/bookings, ${ROUNDS} rounds of 100 at once: 10 providers x 10 slots of a day`, 20, (i) => ({ serviceId: services[i % PROVIDERS], time: TIMES[Math.floor(i / PROVIDERS)] }));
    await rounds(`POST /api/bookings, ${ROUNDS} rounds of 100 at once: 100 providers, one slot each`, 40, (i) => ({ serviceId: services[i], time: '10:00' }));

    // The limits of the same round shape, from the same client and sockets.
    const me = await burstRounds(client, 200, () => undefined, (r, i) => ({ method: 'GET', path: '/api/auth/me', headers: customers[i] }));
    rows.push(summary(`GET /api/auth/me (the cheapest signed-in route), ${ROUNDS} rounds of 100 at once`, me.latencies, { perSecond: me.perSecond, refused: me.refused }));
    client.close();
    const bare = await startBare({ status: 201, headers: { 'content-type': 'application/json; charset=utf-8' }, body: answer.toString('base64') });
    try {
      const bareClient = keepAliveClient(bare.url, 100);
      const limit = await burstRounds(bareClient, 201, () => undefined, () => ({ method: 'POST', path: '/api/bookings', headers: { 'content-type': 'application/json', ...customers[0] }, body: JSON.stringify({ serviceId: services[0], date: indiaDay(60), time: '10:00', location: 'Bench Road, Pune', city: 'Pune' }) }));
      bareClient.close();
      rows.push(summary(`bare node:http sending a booking's answer (${answer.length} B), ${ROUNDS} rounds of 100 at once`, limit.latencies, { perSecond: limit.perSecond, refused: limit.refused }));
    } finally {
      await stop(bare.child);
    }
  } finally {
    await app.stop();
  }
  console.table(rows);
  console.log("Targets (issue 12): a provider's next 14 days of free slots p99 <= 10 ms; 100 concurrent booking requests for distinct slots >= 1,000 bookings/s (median round, perSecond), p99 <= 50 ms; none refused. The last two rows are the limits of the round shape on this machine.");
  return rows;
}

module.exports = { benchBookings };

if (require.main === module) {
  benchBookings().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
