import { supplierFormData } from '../support/accounts';
import { signInBackOffice, snap } from '../support/browser';
import { apiOf } from '../support/call-api';
import { eventually } from '../support/eventually';
import { cutSideways } from '../support/layout';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';
import { Browser } from 'playwright-core';

const ADMIN = { email: 'vendor-payments-admin@bazaar.test', password: 'vendor-payments-pass-1' };
const VENDOR = { email: 'kaveri@coorghill.example', password: 'coorg-coffee-81' };
const BUYER = { name: 'Rohan Shetty', email: 'rohan.shetty@example.in', password: 'mangalore-bun-52' };

/** A vendor's Orders and Payments after two orders are delivered and a third placed: invoices, and each transaction its own reference. */
describe("back office: a vendor's orders and payments", () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  const { call, bearer } = apiOf(() => server.url);

  let place: (key: string) => Promise<{ orderId: string; orderNumber: string }>;

  it('names each transaction by its own reference, never the same one on every order (1366 and 390 px)', async () => {
    const form = supplierFormData({ companyName: 'Coorg Hill Produce', contactEmail: VENDOR.email, password: VENDOR.password, confirmPassword: VENDOR.password });
    const registered = await call('/api/suppliers/register', { body: form });
    const vendor = { Authorization: `Bearer ${registered.accessToken}` };
    const product = await call('/api/admin/products', { auth: vendor, body: { name: 'Coorg Honey Jar 500 g', category: 'retail', subcategory: 'bakery', price: 349.5, stock: 40, quantity: 1, unit: 'piece', cities: [] } });
    await call(`/api/admin/products/${product.id}/approve`, { auth: await bearer(ADMIN.email, ADMIN.password), body: {} });
    await call('/api/auth/signup', { body: BUYER });
    const customer = await bearer(BUYER.email, BUYER.password);
    place = (key: string) =>
      call('/api/checkout', {
        auth: customer,
        headers: { 'idempotency-key': key },
        body: { items: [{ productId: product.id, quantity: 1 }], shippingAddress: { name: BUYER.name, phone: '+91 98860 11223', line1: '21 Church Street', city: 'Bangalore', state: 'Karnataka', pincode: '560001' }, paymentMethod: 'cod' },
      });
    for (const key of ['vendor-payments-1', 'vendor-payments-2']) {
      const order = await place(key);
      const part = `${order.orderId}_${registered.user.id}`;
      for (const body of [{ status: 'processing' }, { status: 'shipped', trackingId: `BLR-${key.slice(-1)}`, courierName: 'Blue Dart', trackingUrl: 'https://track.example.in/BLR' }, { status: 'delivered' }]) {
        await call(`/api/admin/fulfilments/${encodeURIComponent(part)}/status`, { auth: vendor, body });
      }
    }

    // Each delivered part's earning is recorded by the ledger's process after the delivery: wait for both.
    await eventually(async () => (await call('/api/me/ledger/entries', { auth: vendor })).total === 2);

    for (const width of [1366, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, ...(width === 390 && { isMobile: true, hasTouch: true }) });
      await signInBackOffice(page, server.url, VENDOR);
      await page.goto(`${server.url}/admin/vendor-payments`);
      const rows = page.getByTestId('ledger-row');
      await rows.nth(1).waitFor();
      const references = await page.getByTestId('transaction-id').allInnerTexts();
      expect(references).toHaveLength(2);
      expect(references[0]).not.toBe(references[1]);
      for (const reference of references) expect(reference).toMatch(/^[0-9A-F]{8}$/);
      // The order number is never broken at its hyphens ('BZ-', '2026-', '000002' on three lines at 390 px), and nothing is cut sideways.
      const numberLines = await page.getByTestId('ledger-row').getByText(/^BZ-\d{4}-\d{6}$/).evaluateAll((spans) => spans.map((span) => span.getClientRects().length));
      expect(numberLines).toEqual([1, 1]);
      expect(await cutSideways(page)).toEqual([]);
      // Nor does the table outgrow its card (which would scroll it sideways).
      const fit = await page.getByTestId('ledger-entries').evaluate((table) => {
        const card = table.parentElement!;
        return { table: Math.round(table.getBoundingClientRect().right), card: Math.round(card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight)) };
      });
      expect(fit.table).toBeLessThanOrEqual(fit.card);
      await snap(page, `vendor-payments-${width}`);
      await page.close();
    }
  }, 90_000);

  it("opens a part's GST invoice from Orders: the tax invoice once shipped, a proforma before (1366 and 390 px)", async () => {
    const pending = await place('vendor-payments-3');
    for (const width of [1366, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, ...(width === 390 && { isMobile: true, hasTouch: true }) });
      await signInBackOffice(page, server.url, VENDOR);
      await page.goto(`${server.url}/admin/fulfilments`);
      const rows = page.getByTestId('vendor-orders-table').locator('tbody tr');
      await rows.nth(2).waitFor();
      const invoiceOf = (orderNumber: string) => rows.filter({ hasText: orderNumber }).getByTestId('part-invoice');
      expect((await invoiceOf(pending.orderNumber).innerText()).trim()).toBe('Proforma');
      const delivered = rows.filter({ hasNot: page.getByText(pending.orderNumber) }).first().getByTestId('part-invoice');
      expect((await delivered.innerText()).trim()).toBe('Invoice');
      // The PDF comes with the vendor's token and opens in a new tab.
      const [popup, response] = await Promise.all([page.waitForEvent('popup'), page.waitForResponse((r) => r.url().endsWith('/invoice')), delivered.click()]);
      expect([response.status(), response.headers()['content-type']]).toEqual([200, 'application/pdf']);
      await popup.waitForURL(/^blob:/);
      await snap(page, `vendor-orders-invoice-${width}`);
      await page.close();
    }
  }, 90_000);

  it('changes their password from the user menu at 390 px: a wrong current one refused under its box, the new one kept; then changed, the old one no longer signs in', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInBackOffice(page, server.url, VENDOR);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByTestId('change-password').click();
    await page.getByTestId('change-password-page').waitFor();
    await page.getByTestId('password-currentPassword').fill('not-my-password-1');
    await page.getByTestId('password-newPassword').fill('coorg-pepper-93');
    await page.getByTestId('password-confirmPassword').fill('coorg-pepper-93');
    await page.getByTestId('password-save').click();
    await page.getByText('Your current password is not correct').waitFor();
    expect(await page.getByTestId('password-newPassword').inputValue()).toBe('coorg-pepper-93');
    await page.getByTestId('password-currentPassword').fill(VENDOR.password);
    await page.getByTestId('password-save').click();
    await page.getByText('Your password has been changed.').waitFor();
    await snap(page, 'vendor-change-password-390');
    // This tab stays signed in with the fresh session; the old password no longer works.
    await page.goto(`${server.url}/admin/fulfilments`);
    await page.getByTestId('vendor-orders-table').waitFor();
    await expect(call('/api/auth/login', { body: VENDOR })).rejects.toThrow(/: 401 /);
    expect((await call('/api/auth/login', { body: { ...VENDOR, password: 'coorg-pepper-93' } })).accessToken).toEqual(expect.any(String));
    await page.close();
  }, 60_000);
});
