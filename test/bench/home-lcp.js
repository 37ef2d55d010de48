#!/usr/bin/env node
// The storefront home page in Chromium on loopback: largest contentful paint (from a
// PerformanceObserver), bytes transferred and initial script, cold (new browser context)
// and warm (second visit, hashed assets from the cache). Prints, asserts nothing.
// Needs `npm run build` (backend and front ends).
//   node test/bench/home-lcp.js      (BENCH_LCP_RUNS: cold visits, default 5)
'use strict';

const { existsSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { chromium } = require('playwright-core');
const { startApp } = require('./app-process');

const ROOT = resolve(__dirname, '../..');
const RUNS = Number(process.env.BENCH_LCP_RUNS ?? 5);

/** Runs in the page before any script: records the last LCP candidate. */
function observeLcp() {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function visit(context, url) {
  const page = await context.newPage();
  await page.addInitScript(observeLcp);
  await page.goto(url, { waitUntil: 'networkidle' });
  // LCP is final once the page has had a frame with nothing new to paint.
  await page.waitForTimeout(300);
  const figures = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    const navigation = performance.getEntriesByType('navigation')[0];
    const scripts = resources.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
    return {
      lcp: window.__lcp,
      transferred: resources.reduce((sum, r) => sum + r.transferSize, 0) + (navigation ? navigation.transferSize : 0),
      scriptBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0),
    };
  });
  await page.close();
  return figures;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function benchHomeLcp() {
  if (!existsSync(join(ROOT, 'storefront/dist/index.html'))) {
    console.log('Home page LCP: skipped, the storefront is not built (npm run build).');
    return null;
  }
  const app = await startApp({ SEED_DEMO: 'true' });
  const url = `${app.base}/`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const cold = [];
    const warm = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      cold.push(await visit(context, url));
      warm.push(await visit(context, url));
      await context.close();
    }
    const summary = (name, runs) => ({
      visit: name,
      'LCP median ms': Math.round(median(runs.map((r) => r.lcp))),
      'LCP max ms': Math.round(Math.max(...runs.map((r) => r.lcp))),
      'transferred KB': (median(runs.map((r) => r.transferred)) / 1024).toFixed(1),
      'scripts KB': (median(runs.map((r) => r.scriptBytes)) / 1024).toFixed(1),
    });
    console.log(`\nStorefront home page in Chromium on loopback (${RUNS} cold and ${RUNS} warm visits, 1366x900; target LCP <= 1,000 ms):`);
    console.table([summary('cold (empty cache)', cold), summary('warm (second visit)', warm)]);
  } finally {
    await browser.close();
    await app.stop();
  }
}

module.exports = { benchHomeLcp };

if (require.main === module) {
  benchHomeLcp().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
