import { Browser, Page } from 'playwright-core';
import { formatRupees } from '../../common/src';
import { signInBackOffice, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'audit-admin@bazaar.test', password: 'ledger-kestrel-41' };

/**
 * Issue 13 in the browser, on the demo rates (a week of daily history): the admin sees a
 * rate as it stood yesterday, the Analytics candlestick chart, and a rebuild on the System
 * page from start to finish; a visitor reads yesterday's public list and a rate's page.
 */
describe('journeys: as of, analytics, rebuild', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token: string;

  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'true' }, (s, b) => {
    server = s;
    browser = b;
  });

  const api = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return (await res.json()) as any;
  };

  beforeAll(async () => {
    token = (await api('/auth/login', { method: 'POST', body: ADMIN })).accessToken;
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, ADMIN);
  }, 60_000);

  it('opens a rate, picks yesterday in the as-of picker and sees yesterday’s value, the change to now highlighted', async () => {
    // A demo rate whose value at the end of yesterday (the browser's day) differs from today's.
    const yesterday = await page.evaluate(() => {
      const midnight = new Date();
      midnight.setHours(0, 0, 0, 0);
      return new Date(midnight.getTime() - 1000).toISOString();
    });
    const rates = await api('/admin/rates?range=[0,99]');
    let chosen: { id: string; now: number; then: number } | undefined;
    for (const rate of rates) {
      const then = await api(`/admin/rates/${rate.id}?asOf=${encodeURIComponent(yesterday)}`);
      if (then.currentRate !== undefined && then.currentRate !== rate.currentRate) {
        chosen = { id: rate.id, now: rate.currentRate, then: then.currentRate };
        break;
      }
    }
    expect(chosen).toBeDefined();
    await page.goto(`${server.url}/admin/rates/${chosen!.id}/show`);
    await page.getByTestId('tab-as-of').click();
    await page.getByTestId('as-of-preset-yesterday').click();
    const then = page.getByTestId('as-of-then-currentRate');
    await then.waitFor();
    const amount = async () => Number((await then.textContent())!.replace(/[^\d.]/g, ''));
    expect(await amount()).toBe(chosen!.then);
    expect(await then.textContent()).toContain(formatRupees(chosen!.then).replace(/[^\d.,]/g, ''));
    expect(await page.getByTestId('as-of-row-currentRate').getAttribute('data-changed')).toBe('true');
    expect(await page.getByTestId('as-of-row-productName').getAttribute('data-changed')).toBe('false');
    await snap(page, 'audit-1-rate-as-of-yesterday');

    await page.getByTestId('tab-history').click();
    await page.getByTestId('history-event').first().waitFor();
    expect(await page.getByTestId('history-event').count()).toBeGreaterThan(1);
    await snap(page, 'audit-2-rate-history-filters');
  }, 60_000);

  it('opens Analytics and sees the candlestick chart of a rate', async () => {
    await page.getByTestId('menu-analytics').click();
    await page.getByTestId('analytics-candlestick').waitFor();
    await page.locator('[data-testid="candle"]').first().waitFor();
    expect(await page.locator('[data-testid="candle"]').count()).toBeGreaterThanOrEqual(5);
    expect(Number(await page.getByTestId('analytics-candlestick').getAttribute('data-candles'))).toBeGreaterThanOrEqual(5);
    await page.getByTestId('analytics-line').locator('svg').first().waitFor();
    // Orders and revenue of the same period, replayed from the order events (the demo has none yet, or some).
    await page.getByTestId('analytics-orders').locator('[data-testid="analytics-orders-empty"], [data-testid="analytics-orders-chart"]').first().waitFor();
    await snap(page, 'audit-3-analytics-candlestick');
  }, 60_000);

  it('starts a rebuild on the System page and watches it finish', async () => {
    await page.getByRole('menuitem', { name: 'System' }).click();
    await page.getByTestId('projection-state-rates').waitFor();
    const before = await api('/admin/projections?filter={"name":"rates"}');
    await page.getByTestId('rebuild-rates').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rebuild' }).click();
    // The page refreshes itself: the rebuild's result replaces its progress bar when it switches.
    await page.getByTestId('rebuild-result-rates').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('rebuild-result-rates').textContent()).toMatch(/^Rebuilt /);
    await page.waitForFunction(() => document.querySelector('[data-testid="projection-state-rates"]')?.textContent === 'live');
    const after = await api('/admin/projections?filter={"name":"rates"}');
    expect(after[0].collection).not.toBe(before[0].collection);
    await snap(page, 'audit-4-system-rebuilt');
  }, 60_000);

  it("shows a visitor yesterday's public rate list and a rate's page with its history", async () => {
    const day = new Date(Date.now() + 330 * 60_000 - 86_400_000).toISOString().slice(0, 10);
    const expected = (await (await fetch(`${server.url}/api/rates?date=${day}&perPage=100`)).json()) as { rates: { id: string; productName: string }[] };
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${server.url}/wholesale-rate-list?date=${day}`);
    await visitor.getByTestId('rate-as-of-note').waitFor();
    await visitor.getByTestId('rate-row').first().waitFor();
    expect(await visitor.getByTestId('rate-row').count()).toBe(expected.rates.length);
    expect(await visitor.getByTestId('rate-date').inputValue()).toBe(day);
    await snap(visitor, 'audit-5-rate-list-yesterday');
    await visitor.getByTestId('rate-page-link').first().click();
    await visitor.getByTestId('rate-page-history').waitFor();
    expect(await visitor.getByTestId('rate-page-change').count()).toBeGreaterThanOrEqual(2);
    await visitor.getByTestId('rate-page-chart').waitFor();
    await snap(visitor, 'audit-6-rate-page');
    await visitor.close();
  }, 60_000);
});
