import { Browser } from 'playwright-core';
import { supplierFormData } from '../support/accounts';
import { signInBackOffice, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'rates-admin@bazaar.test', password: 'rates-pass-1' };
const VENDOR = { email: 'rates-vendor@bazaar.test', password: 'vendor-pass-1' };
const rupees = (n: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);


/**
 * Issue 9's rate journeys in Chromium against the built marketplace with the demo rates:
 * the Rates list's Update Daily Rates button opens the page and saves a new rate; a
 * duplicate rate is refused under its product name; a vendor at /admin/rates/daily sees
 * Access denied.
 */
describe('journey: back-office rates', () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'true' }, (s, b) => {
    server = s;
    browser = b;
  });

  it('the Update Daily Rates button on the Rates list opens the page, which saves a new rate', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/rates`);
    await page.getByTestId('update-daily-rates').click();
    await page.waitForURL((u) => u.pathname === '/admin/rates/daily');
    const row = page.getByTestId('daily-rate-row').first();
    const rateId = (await row.getAttribute('data-rate-id'))!;
    const before = (await (await fetch(`${server.url}/api/rates?perPage=100`)).json()).rates.find((r: { id: string }) => r.id === rateId);
    await page.getByTestId(`daily-rate-input-${rateId}`).fill(String(before.currentRate + 100));
    await page.getByRole('button', { name: 'Save 1 new rate' }).click();
    await page.getByTestId('daily-rates-result').waitFor();
    await snap(page, 'backoffice-rates-1-daily-saved');
    expect(await page.getByTestId('daily-rates-result').textContent()).toContain(before.productName);
    await row.getByTestId('daily-current-rate').getByText(rupees(before.currentRate + 100)).waitFor();
    await page.close();
  }, 60_000);

  it('the Change column reads No change for a rate that did not move (spec 2.9)', async () => {
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { accessToken } = (await login.json()) as { accessToken: string };
    // A new rate has no previous rate: its trend is stable.
    const created = await fetch(`${server.url}/api/admin/rates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ productName: 'Kokum (Dried)', category: 'spices', currentRate: 90000 }),
    });
    expect(created.status).toBe(201);
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/rates`);
    const change = page.getByRole('row').filter({ hasText: 'Kokum (Dried)' }).getByTestId('trend-stable');
    await change.waitFor();
    expect((await change.innerText()).replace(/\s+/g, ' ').trim()).toBe('— No change');
    await snap(page, 'backoffice-rates-no-change');
    await page.close();
  }, 60_000);

  it('refuses a second rate with the same product name and category, under the name field', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/rates/create`);
    await page.locator('input[name="productName"]').fill('  onion (nashik red) ');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Vegetables' }).click();
    await page.locator('input[name="currentRate"]').fill('21000');
    await page.getByRole('button', { name: 'Add Rate' }).click();
    await page.getByText('A rate for this product already exists in this category').waitFor();
    await snap(page, 'backoffice-rates-2-duplicate-refused');
    const all = (await (await fetch(`${server.url}/api/rates?perPage=100&q=onion`)).json()).rates;
    expect(all.filter((r: { productName: string }) => r.productName.toLowerCase() === 'onion (nashik red)')).toHaveLength(1);
    await page.close();
  }, 60_000);

  it('rate edit shows the server\'s refusal inline like create, and a rename shows in the History', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, ADMIN);
    const rates = (await (await fetch(`${server.url}/api/rates?perPage=100&category=vegetables`)).json()).rates as { id: string; productName: string }[];
    const [first, second] = rates;
    await page.goto(`${server.url}/admin/rates/${second.id}`);
    const name = page.locator('input[name="productName"]');
    await name.fill(first.productName.toUpperCase());
    await page.getByRole('button', { name: 'Save rate' }).click();
    await page.getByText('A rate for this product already exists in this category').waitFor();
    await snap(page, 'backoffice-rates-4-edit-duplicate-inline');
    await name.fill(`${second.productName} (graded)`);
    await page.getByRole('button', { name: 'Save rate' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/show'));
    await page.goto(`${server.url}/admin/rates/${second.id}/show/history`);
    await page.getByTestId('history').getByText(`${second.productName} (graded)`).first().waitFor();
    await snap(page, 'backoffice-rates-5-rename-history');
    await page.close();
  }, 60_000);

  it('a vendor at /admin/rates/daily sees Access denied', async () => {
    const form = supplierFormData({ contactEmail: VENDOR.email, password: VENDOR.password, confirmPassword: VENDOR.password });
    const registered = await fetch(`${server.url}/api/suppliers/register`, { method: 'POST', body: form });
    expect(registered.status).toBe(201);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInBackOffice(page, server.url, VENDOR);
    await page.goto(`${server.url}/admin/rates/daily`);
    await page.getByTestId('access-denied').waitFor();
    await snap(page, 'backoffice-rates-3-vendor-access-denied');
    await page.close();
  }, 60_000);
});
