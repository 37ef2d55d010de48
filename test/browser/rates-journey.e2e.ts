import { Browser, Page } from 'playwright-core';
import { signInBackOffice, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'journey-admin@bazaar.test', password: 'journey-pass-1' };
const rupees = (n: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/**
 * Issue 2's journey in real Chromium against the built marketplace (`node backend/dist/main.js`
 * on embedded adapters with the demo rate list): the admin signs in at /admin/auth and raises
 * a rate; the storefront's rate list shows it with trend up; the rate's History shows the
 * change by that admin; Arabic turns the storefront right-to-left.
 */
describe('journey: an admin raises a wholesale rate', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'true' }, (s, b) => {
    server = s;
    browser = b;
  });

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  }, 60_000);

  it('goes from the back office to the storefront and back to the history', async () => {
    const list = await (await fetch(`${server.url}/api/rates`)).json();
    const onion = list.rates.find((r: { productName: string }) => r.productName === 'Onion (Nashik Red)');
    const raised = onion.currentRate + 1250;

    await page.goto(`${server.url}/admin/auth`);
    await page.getByTestId('auth-email').fill(ADMIN.email);
    await page.getByTestId('auth-password').fill(ADMIN.password);
    await snap(page, 'rates-1-admin-auth');
    await page.getByTestId('auth-submit').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/auth'));

    await page.goto(`${server.url}/admin/rates/${onion.id}`);
    const input = page.locator('input[name="currentRate"]');
    await input.fill(String(raised));
    await snap(page, 'rates-2-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith(`/rates/${onion.id}`));

    await page.goto(`${server.url}/wholesale-rate-list`);
    const row = page.locator(`[data-testid="rate-row"][data-rate-id="${onion.id}"]`);
    await row.waitFor();
    await expectText(row, rupees(raised));
    expect(await row.getByTestId('rate-trend').getAttribute('data-trend')).toBe('up');
    await snap(page, 'rates-3-storefront-list');

    await page.goto(`${server.url}/admin/rates/${onion.id}/show/history`);
    const history = page.getByTestId('history');
    await history.waitFor();
    await expectText(history, 'Administrator');
    await expectText(history, `${rupees(onion.currentRate)}`);
    await expectText(history, `${rupees(raised)}`);
    await snap(page, 'rates-4-history');

    await page.goto(`${server.url}/`);
    await page.getByTestId('language-picker').selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await snap(page, 'rates-5-arabic-home');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  }, 90_000);

  it("draws a rate's chart in its current unit only: a week per quintal is no part of the line per tonne", async () => {
    const login = await (await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json();
    const call = async (method: string, path: string, body: object) => {
      const res = await fetch(`${server.url}/api/admin/${path}`, { method, headers: { authorization: `Bearer ${login.accessToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    // Two amounts per quintal, then the unit becomes tonne (a new amount, not converted), then one more change.
    const rate = await call('POST', 'rates', { productName: 'Bajra (Pearl Millet)', category: 'pulses', unit: 'quintal', currentRate: 2400 });
    await call('PUT', `rates/${rate.id}`, { currentRate: 2450 });
    await call('PUT', `rates/${rate.id}`, { unit: 'tonne', currentRate: 24500 });
    await call('PUT', `rates/${rate.id}`, { currentRate: 25000 });

    // The storefront's rate page: one step, from ₹24,500 to ₹25,000 a tonne (it drew three, the per-quintal ones flat at the foot).
    const visitor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await visitor.goto(`${server.url}/wholesale-rate-list/${rate.id}`);
    const line = visitor.getByTestId('rate-page-chart').locator('path');
    await line.waitFor();
    expect(((await line.getAttribute('d')) ?? '').match(/ V /g)).toHaveLength(1);
    // The table still lists every change, each in its own unit.
    expect(await visitor.getByTestId('rate-page-change').count()).toBe(4);
    await snap(visitor, 'rates-6-chart-after-unit-change');
    await visitor.close();

    // The back office's Chart tab: the two points per tonne.
    const office = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(office, server.url, ADMIN);
    await office.goto(`${server.url}/admin/rates/${rate.id}/show/chart`);
    await office.getByTestId('rate-chart').waitFor();
    expect(await office.getByTestId('rate-chart').getAttribute('data-points')).toBe('2');
    await snap(office, 'rates-7-back-office-chart-after-unit-change');
    await office.close();
  }, 90_000);

  it("charts a rate's newest 1,000 changes in the back office, not its oldest", async () => {
    const login = await (await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json();
    const call = async (method: string, path: string, body: object) => {
      const res = await fetch(`${server.url}/api/admin/${path}`, { method, headers: { authorization: `Bearer ${login.accessToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    // Added, then changed 1,000 times (three years of daily rates): 1,001 points, the newest at ₹3,000.
    const rate = await call('POST', 'rates', { productName: 'Ragi (Finger Millet)', category: 'pulses', currentRate: 2000 });
    for (let n = 1; n <= 1000; n++) await call('PUT', `rates/${rate.id}`, { currentRate: 2000 + n });

    const office = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(office, server.url, ADMIN);
    await office.goto(`${server.url}/admin/rates/${rate.id}/show/chart`);
    const chart = office.getByTestId('rate-chart');
    await chart.waitFor();
    expect(await chart.getAttribute('data-points')).toBe('1000');
    expect(await chart.getAttribute('data-latest')).toBe('3000');
    await office.close();
  }, 180_000);
});

async function expectText(locator: ReturnType<Page['locator']>, text: string) {
  await locator.getByText(text, { exact: false }).first().waitFor();
}
