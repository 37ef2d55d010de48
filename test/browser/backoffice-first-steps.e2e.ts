import { Browser, Page } from 'playwright-core';
import { supplierFormData } from '../support/accounts';
import { signInBackOffice, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { apiOf } from '../support/call-api';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'first-steps-admin@bazaar.test', password: 'first-steps-pass-1' };
const VENDOR_PASSWORD = 'strongpass1';


/** What a new vendor and a new admin meet in their first minutes in the back office. */
describe('back office: first steps', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  const { call, bearer } = apiOf(() => server.url);

  /** A vendor registered just now, with one approved retail product. */
  const newVendor = async (company: string, product: string) => {
    const form = supplierFormData({ companyName: company, password: VENDOR_PASSWORD, confirmPassword: VENDOR_PASSWORD });
    const registered = await call('/api/suppliers/register', { body: form });
    const vendor = { Authorization: `Bearer ${registered.accessToken}` };
    const created = await call('/api/admin/products', { auth: vendor, body: { name: product, category: 'retail', subcategory: 'bakery', price: 150, stock: 20, quantity: 1, unit: 'piece', cities: [] } });
    await call(`/api/admin/products/${created.id}/approve`, { auth: await bearer(ADMIN.email, ADMIN.password), body: {} });
    return { vendor, email: registered.user.email as string, productId: created.id as string };
  };

  /** Every console error of the page, from now on (a failed request is logged as one). */
  const consoleErrors = (page: Page): string[] => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    return errors;
  };

  it("a vendor registered today opens their profile's As of tab: it shows the record at its last change, with no failed request", async () => {
    const { email } = await newVendor('Godavari Bakes', 'Godavari Rusk Pack');
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = consoleErrors(page);
    await signInBackOffice(page, server.url, { email, password: VENDOR_PASSWORD });
    await page.getByTestId('menu-my-profile').click();
    await page.getByTestId('tab-as-of').click();
    const summary = page.getByTestId('as-of-summary');
    await summary.or(page.getByTestId('as-of-error')).waitFor();
    // Yesterday, the default before, was a time the record did not exist at: a 404 and 'did not exist yet'.
    expect(await page.getByTestId('as-of-error').count()).toBe(0);
    expect(await summary.innerText()).toMatch(/^Unchanged since /);
    await snap(page, 'first-steps-vendor-as-of');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the admin opens a new vendor's registration document from its record, in a new tab, with the admin's token", async () => {
    const registered = await call('/api/suppliers/register', { body: supplierFormData({ companyName: 'Tapti Oil Mills', password: VENDOR_PASSWORD, confirmPassword: VENDOR_PASSWORD }) });
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/vendors/${registered.user.id}/show`);
    const [popup, response] = await Promise.all([page.waitForEvent('popup'), page.waitForResponse((r) => r.url().endsWith('/document')), page.getByTestId('vendor-document').click()]);
    expect([response.status(), response.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await popup.waitForURL(/^blob:/);
    await page.close();
  });

  it('the admin Orders list has no column left empty: Track sits with the status of a shipped order', async () => {
    const { vendor, productId } = await newVendor('Krishna Ovens', 'Krishna Coconut Cookies');
    const buyer = { name: 'Lakshmi Reddy', email: 'lakshmi.reddy@example.in', password: 'tamarind-grove-35' };
    await call('/api/auth/signup', { body: buyer });
    const customer = await bearer(buyer.email, buyer.password);
    const place = async (key: string) =>
      (await call('/api/checkout', {
        auth: customer,
        headers: { 'idempotency-key': key },
        body: { items: [{ productId, quantity: 1 }], shippingAddress: { name: buyer.name, phone: '+91 98490 12345', line1: '3 Tank Bund Road', city: 'Hyderabad', state: 'Telangana', pincode: '500080' }, paymentMethod: 'cod' },
      })) as { orderNumber: string };
    const waiting = await place('first-steps-waiting');
    const shipped = await place('first-steps-shipped');
    const [part] = await call(`/api/admin/fulfilments?filter=${encodeURIComponent(JSON.stringify({ q: shipped.orderNumber }))}`, { auth: vendor });
    await call(`/api/admin/fulfilments/${part.id}/status`, { auth: vendor, body: { status: 'processing' } });
    await call(`/api/admin/fulfilments/${part.id}/status`, { auth: vendor, body: { status: 'shipped', trackingId: 'KRI445566', courierName: 'Delhivery', trackingUrl: 'https://track.example.in/KRI445566' } });

    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/orders`);
    const table = page.getByTestId('orders-table');
    const row = (number: string) => table.locator('tbody tr').filter({ hasText: number });
    await row(shipped.orderNumber).getByTestId('track-order').waitFor();
    await snap(page, 'first-steps-admin-orders');
    // Every column has a name and something in it for some order (an 'Actions' column held only Track, empty until a shipment).
    const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
    expect(headers).not.toContain('Actions');
    const columns = headers.length;
    const filled = await table.locator('tbody tr').evaluateAll((rows, count) => Array.from({ length: count }, (_, i) => rows.some((r) => !!r.children[i]?.textContent?.trim())), columns);
    expect(filled).toEqual(Array.from({ length: columns }, () => true));
    // Track is beside the shipped order's status, and the waiting order has none.
    expect(await row(shipped.orderNumber).locator('td').filter({ has: page.getByTestId('order-status') }).getByTestId('track-order').count()).toBe(1);
    expect(await row(waiting.orderNumber).getByTestId('track-order').count()).toBe(0);
    await page.close();
  });

  it("a new vendor's empty My products and a new provider's empty My services say what theirs will do, not where an admin's come from", async () => {
    const form = supplierFormData({ companyName: 'Konkan Cashew Works', password: VENDOR_PASSWORD, confirmPassword: VENDOR_PASSWORD });
    const vendor = await call('/api/suppliers/register', { body: form });
    const provider = { email: `meena.${Date.now()}@tutor.example`, password: 'algebra-kite-42' };
    await call('/api/providers/signup', { body: { name: 'Meena Deshpande', email: provider.email, phone: '+919812377710', password: provider.password, expertise: 'Maths tutoring, Pune' } });
    for (const [who, list, says] of [
      [{ email: vendor.user.email as string, password: VENDOR_PASSWORD }, 'products', 'Products you list appear here. Customers see each one once an admin approves it.'],
      [provider, 'services', 'Services you offer appear here. Customers can book each one once an admin approves it.'],
    ] as const) {
      for (const width of [1366, 390]) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        await signInBackOffice(page, server.url, who);
        await page.goto(`${server.url}/admin/${list}`);
        await page.getByText(says).waitFor();
        expect(await page.getByText(/vendors list|providers offer/).count()).toBe(0);
        await snap(page, `first-steps-${width}-empty-${list}`);
        await page.close();
      }
    }
  }, 90_000);

  it("Analytics names an order's category as the Overview does (Bakery), not by its id", async () => {
    const { productId } = await newVendor('Mysore Pak House', 'Mysore Pak Box');
    const buyer = { name: 'Divya Rao', email: 'divya.rao@example.in', password: 'sandalwood-lane-62' };
    await call('/api/auth/signup', { body: buyer });
    await call('/api/checkout', {
      auth: await bearer(buyer.email, buyer.password),
      headers: { 'idempotency-key': 'first-steps-analytics' },
      body: { items: [{ productId, quantity: 1 }], shippingAddress: { name: buyer.name, phone: '+91 98450 44556', line1: '9 Sayyaji Rao Road', city: 'Mysore', state: 'Karnataka', pincode: '570001' }, paymentMethod: 'cod' },
    });
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/`);
    const overview = page.getByTestId('revenue-by-category').locator('tbody tr').first().locator('td').first();
    await overview.waitFor();
    const named = await overview.textContent();
    expect(named).toBe('Bakery');
    await page.goto(`${server.url}/admin/analytics`);
    const analytics = page.getByTestId('analytics-orders-breakdown').locator('tbody tr').first().locator('td').first();
    await analytics.waitFor();
    await snap(page, 'first-steps-analytics-by-category');
    expect(await analytics.textContent()).toBe(named);
    await page.close();
  }, 60_000);
});
