import { Browser, Page } from 'playwright-core';
import { supplierFormData } from '../support/accounts';
import { signInBackOffice, snap } from '../support/browser';
import { apiOf } from '../support/call-api';
import { useServerAndBrowser } from '../support/journey';
import { cutSideways, withoutLiveStreams } from '../support/layout';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'commissions-admin@bazaar.test', password: 'commissions-pass-1' };
const BUYER = { name: 'Farah Siddiqui', email: 'farah.siddiqui@example.in', password: 'saffron-lane-27' };

/** An admin sets a category's commission in the back office, and only orders placed afterwards take it. */
describe('back office: commissions', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  const { call, bearer } = apiOf(() => server.url);

  /** A vendor with one approved bakery product, and a customer to buy it. */
  const shop = async () => {
    const form = supplierFormData({ companyName: 'Lucknow Sweet House', password: 'strongpass1', confirmPassword: 'strongpass1' });
    const vendor = { Authorization: `Bearer ${(await call('/api/suppliers/register', { body: form })).accessToken}` };
    const product = await call('/api/admin/products', { auth: vendor, body: { name: 'Lucknow Nankhatai Box', category: 'retail', subcategory: 'bakery', price: 240, stock: 50, quantity: 1, unit: 'piece', cities: [] } });
    await call(`/api/admin/products/${product.id}/approve`, { auth: await bearer(ADMIN.email, ADMIN.password), body: {} });
    await call('/api/auth/signup', { body: BUYER });
    const customer = await bearer(BUYER.email, BUYER.password);
    const place = async (key: string) =>
      (await call('/api/checkout', {
        auth: customer,
        headers: { 'idempotency-key': key },
        body: { items: [{ productId: product.id, quantity: 2 }], shippingAddress: { name: BUYER.name, phone: '+91 98390 12345', line1: '5 Hazratganj', city: 'Lucknow', state: 'Uttar Pradesh', pincode: '226001' }, paymentMethod: 'cod' },
      })) as { orderId: string; orderNumber: string };
    return { place };
  };

  /** The commission shown on an order's line in its admin page. */
  const lineCommission = async (page: Page, orderId: string) => {
    await page.goto(`${server.url}/admin/orders/${orderId}/show`);
    return (await page.getByTestId('line-commission').first().innerText()).trim();
  };

  it("sets Bakery's rate from the Commissions page: a refused rate is named under its box, the new one applies to orders placed afterwards only", async () => {
    const { place } = await shop();
    const before = await place('commissions-before');

    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, ADMIN);
    await page.getByRole('menuitem', { name: 'Commissions' }).click();
    const bakery = page.getByTestId('commission-bakery');
    await bakery.waitFor();
    // Every category is listed, a never-set one at the default.
    expect(await page.getByTestId('commissions-table').locator('tbody tr').count()).toBe(12);
    expect(await bakery.getByTestId('commission-percent-shown').innerText()).toBe('10 %');
    expect(await bakery.getByTestId('commission-since').innerText()).toBe('Default: never set');

    await page.getByTestId('set-commission-bakery').click();
    const box = page.getByTestId('commission-percent');
    const dialog = page.getByRole('dialog');
    // Empty and out of range: the dialog stays open and says why under the box; nothing is set.
    await box.fill('');
    await dialog.getByRole('button', { name: 'Set rate' }).click();
    await dialog.getByText('Commission is required').waitFor();
    await box.fill('150');
    await dialog.getByRole('button', { name: 'Set rate' }).click();
    await dialog.getByText('Commission must be a percentage from 0 to 100 with at most 2 decimals').waitFor();
    expect(await call('/api/admin/commissions', { auth: await bearer(ADMIN.email, ADMIN.password) })).toEqual([]);

    await box.fill('12.5');
    await dialog.getByRole('button', { name: 'Set rate' }).click();
    await page.getByText('Bakery now takes 12.5 % on orders placed from now on; earlier orders keep their rate').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The row reads the new rate at once, without a reload.
    expect(await bakery.getByTestId('commission-percent-shown').innerText()).toBe('12.5 %');
    expect(await bakery.getByTestId('commission-since').innerText()).toMatch(/^Since \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}:\d{2} \(version 1\)$/);
    await snap(page, 'commissions-set');

    // The same rate again changes nothing, and says so instead of 'now takes'.
    await page.getByTestId('set-commission-bakery').click();
    expect(await box.inputValue()).toBe('12.5');
    await dialog.getByRole('button', { name: 'Set rate' }).click();
    await page.getByText('Bakery already takes 12.5 %: nothing changed').waitFor();
    expect(await bakery.getByTestId('commission-since').innerText()).toContain('(version 1)');

    // Its History shows who set it.
    await bakery.getByTestId('open-history').click();
    const history = page.getByRole('dialog');
    await history.getByTestId('history-actor').first().waitFor();
    expect(await history.getByTestId('history-actor').count()).toBe(1);
    // The category by its name, as the page names it, not its id ('bakery').
    expect(await history.locator('[data-testid="history-field"][data-field="category"]').innerText()).toBe('Category: Bakery');
    // The rate with its sign, as the page writes it.
    expect(await history.locator('[data-testid="history-field"][data-field="percent"]').innerText()).toBe('Percent: 12.5 %');
    await snap(page, 'commissions-history');
    await history.getByRole('button', { name: 'Close' }).click();

    const after = await place('commissions-after');
    expect(await lineCommission(page, before.orderId)).toBe('10 %');
    expect(await lineCommission(page, after.orderId)).toBe('12.5 %');
    await page.close();
  }, 90_000);

  it('fits a 390 px phone: every row whole, Set rate labelled, nothing cut sideways', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await withoutLiveStreams(page);
    await signInBackOffice(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/commissions`);
    await page.getByTestId('commission-handicrafts').waitFor();
    await snap(page, 'commissions-390');
    expect(await cutSideways(page)).toEqual([]);
    const button = page.getByTestId('set-commission-fruits');
    expect((await button.innerText()).trim()).toBe('Set rate');
    const rect = (await button.boundingBox())!;
    expect(rect.x + rect.width).toBeLessThanOrEqual(390);
    await page.close();
  }, 60_000);
});
