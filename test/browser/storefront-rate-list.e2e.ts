import { Browser, Page } from 'playwright-core';
import { snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

interface ApiRate {
  id: string;
  productName: string;
  category: string;
  trend: 'up' | 'down' | 'stable';
}

const ENGLISH_STATS: Record<'up' | 'down' | 'stable', (n: number) => string> = {
  up: (n) => (n === 1 ? '1 price up' : `${n} prices up`),
  down: (n) => (n === 1 ? '1 price down' : `${n} prices down`),
  stable: (n) => `${n} unchanged`,
};

/**
 * The public rate list on the paged server API (issue 9): category filter and search sent to
 * the server, sortable columns, plural counts in English and Arabic, a failed refresh that keeps
 * the table, and the first rows above the fold on a 1366x900 laptop.
 */
describe('storefront rate list', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const rateRequests: URL[] = [];

  useServerAndBrowser({ SEED_DEMO: 'true' }, (s, b) => {
    server = s;
    browser = b;
  });

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/rates') rateRequests.push(url);
    });
  }, 60_000);

  const api = async (query: string) => (await (await fetch(`${server.url}/api/rates?${query}`)).json()) as { rates: ApiRate[]; total: number };
  const rowIds = () => page.getByTestId('rate-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-rate-id')));
  /** Waits until the table shows exactly these rates, in this order. */
  const expectRows = async (ids: string[]) => {
    await page.waitForFunction((want) => [...document.querySelectorAll('[data-testid="rate-row"]')].map((r) => r.getAttribute('data-rate-id')).join() === want.join(), ids);
  };

  it('shows the first rows above the fold, with counts in the right plural', async () => {
    await page.goto(`${server.url}/wholesale-rate-list`);
    await page.getByTestId('rate-row').first().waitFor();
    const everything = await api('perPage=100');
    await expectRows((await api('perPage=50')).rates.map((r) => r.id));
    const fold = await page.getByTestId('rate-row').nth(2).boundingBox();
    expect(fold!.y + fold!.height).toBeLessThanOrEqual(900);
    await snap(page, 'rate-list-1366');

    const stats = await page.getByTestId('rate-stats').locator('li').allTextContents();
    const count = (trend: ApiRate['trend']) => everything.rates.filter((r) => r.trend === trend).length;
    expect(stats).toEqual([ENGLISH_STATS.up(count('up')), ENGLISH_STATS.down(count('down')), ENGLISH_STATS.stable(count('stable'))]);
    expect(await page.getByTestId('rate-range').textContent()).toBe(`Showing 1–${everything.total} of ${everything.total}`);
  }, 30_000);

  it('filters by category and searches on the server, and says "1 price" for one', async () => {
    await page.getByTestId('rate-category-filter').selectOption('vegetables');
    const vegetables = await api('category=vegetables&perPage=50');
    await expectRows(vegetables.rates.map((r) => r.id));
    expect(rateRequests.some((u) => u.searchParams.get('category') === 'vegetables')).toBe(true);
    expect(new URL(page.url()).searchParams.get('category')).toBe('vegetables');

    const one = vegetables.rates[0]!;
    const needle = one.productName;
    await page.getByTestId('rate-search').fill(needle);
    const found = await api(`category=vegetables&q=${encodeURIComponent(needle)}&perPage=50`);
    await expectRows(found.rates.map((r) => r.id));
    expect(rateRequests.some((u) => u.searchParams.get('q') === needle && u.searchParams.get('category') === 'vegetables')).toBe(true);
    expect(found.total).toBe(1);
    const stats = await page.getByTestId('rate-stats').locator('li').allTextContents();
    expect(stats).toContain(ENGLISH_STATS[one.trend](1));
    expect(stats.join(' ')).not.toMatch(/\b1 prices\b/);

    await page.getByTestId('rate-search').fill('no such product anywhere');
    await page.getByTestId('rates-empty').waitFor();
    await page.getByTestId('rate-search').fill('');
    await page.getByTestId('rate-category-filter').selectOption('all');
    await expectRows((await api('perPage=50')).rates.map((r) => r.id));
  }, 30_000);

  it('sorts by a column heading, and reverses on a second click', async () => {
    await page.getByTestId('rate-sort-currentRate').click();
    await expectRows((await api('sort=currentRate&perPage=50')).rates.map((r) => r.id));
    expect(await page.locator('th[aria-sort="ascending"]').textContent()).toContain('Current Rate');
    await page.getByTestId('rate-sort-currentRate').click();
    await expectRows((await api('sort=-currentRate&perPage=50')).rates.map((r) => r.id));
    expect(await page.locator('th[aria-sort="descending"]').count()).toBe(1);
    await page.getByTestId('rate-sort-change').click();
    await expectRows((await api('sort=change&perPage=50')).rates.map((r) => r.id));
    expect(new URL(page.url()).searchParams.get('sort')).toBe('change');
  }, 30_000);

  it('a failed refresh keeps the table it had, with a notice', async () => {
    const before = await rowIds();
    await page.route('**/api/rates**', (route) => route.abort('connectionrefused'));
    await page.getByTestId('rates-refresh').click();
    await page.getByTestId('rates-error').waitFor();
    expect(await page.getByTestId('rates-error').textContent()).toContain('The rates could not be refreshed.');
    expect(await rowIds()).toEqual(before);
    await snap(page, 'rate-list-refresh-failed');
    await page.unroute('**/api/rates**');
    await page.getByTestId('rates-retry').click();
    await page.getByTestId('rates-error').waitFor({ state: 'detached' });
    expect(await rowIds()).toEqual(before);
  }, 30_000);

  it('counts in Arabic plurals', async () => {
    const arabic = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await arabic.addInitScript(() => localStorage.setItem('selectedLanguage', 'ar'));
    const one = (await api('perPage=1&sort=productName')).rates[0]!;
    await arabic.goto(`${server.url}/wholesale-rate-list?q=${encodeURIComponent(one.productName)}`);
    await arabic.getByTestId('rate-row').first().waitFor();
    const total = (await api(`q=${encodeURIComponent(one.productName)}`)).total;
    const stats = await arabic.getByTestId('rate-stats').locator('li').allTextContents();
    expect(total).toBe(1);
    expect(stats.filter((s) => s.includes('واحد'))).toHaveLength(1);
    // Nothing in a trend: the 'zero' form, never "0 سعر".
    expect(stats.some((s) => /^لم |^لا /.test(s))).toBe(true);
    expect(stats.join(' ')).not.toMatch(/\b[01] /);
    await snap(arabic, 'rate-list-arabic-390');
    await arabic.close();
  }, 30_000);
});
