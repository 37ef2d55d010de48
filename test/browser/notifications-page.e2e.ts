import { Browser, Page } from 'playwright-core';
import { supplierFormData } from '../support/accounts';
import { eventually } from '../support/eventually';
import { signInBackOffice, snap } from '../support/browser';
import { Auth, callApi, CallInit } from '../support/call-api';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'notices-page-admin@bazaar.test', password: 'notices-page-pass-1' };
const VENDOR = { email: 'kochi.notices@example.in', password: 'strongpass1' };
const BUYER = { name: 'Anil Kumar', email: 'anil.kumar@example.in', password: 'lagoon-ferry-27' };

/**
 * The back office's Notifications page: a vendor with a new order's notice goes from the bell's
 * See all to the page, marks it read there, and the bell's count drops without a reload; on a
 * phone the rest are selected and marked read together.
 */
describe('back office: Notifications page', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  const call = (path: string, init: CallInit = {}) => callApi(server.url, path, init);
  const bearer = async (email: string, password: string): Promise<Auth> => ({ Authorization: `Bearer ${(await call('/api/auth/login', { body: { email, password } })).accessToken}` });
  const count = (page: Page) => page.getByTestId('notification-count');
  let orderNumber: string;

  beforeAll(async () => {
    const form = supplierFormData({ companyName: 'Kochi Notice Cart', contactEmail: VENDOR.email, password: VENDOR.password, confirmPassword: VENDOR.password });
    const vendor = { Authorization: `Bearer ${(await call('/api/suppliers/register', { body: form })).accessToken}` };
    const product = await call('/api/admin/products', { auth: vendor, body: { name: 'Kochi Jackfruit Chips', category: 'retail', subcategory: 'bakery', price: 180, stock: 40, quantity: 1, unit: 'piece', cities: [] } });
    // Approved: the vendor's first notice ('Your product ... was approved').
    await call(`/api/admin/products/${product.id}/approve`, { auth: await bearer(ADMIN.email, ADMIN.password), body: {} });
    await call('/api/auth/signup', { body: BUYER });
    const placed = await call('/api/checkout', {
      auth: await bearer(BUYER.email, BUYER.password),
      headers: { 'idempotency-key': 'notifications-page-order' },
      body: { items: [{ productId: product.id, quantity: 2 }], shippingAddress: { name: BUYER.name, phone: '+91 98470 12345', line1: '4 Canal Road', city: 'Kochi', state: 'Kerala', pincode: '682031' }, paymentMethod: 'cod' },
    });
    orderNumber = placed.orderNumber;
    // The order's notice reaches the vendor once the order stands (the bus delivers it).
    await eventually(async () => ((await call('/api/me/notifications', { auth: vendor })).items as { type: string; status: string }[]).filter((n) => n.status === 'unread').length === 2);
  });

  const orderRow = (page: Page) => page.getByTestId('notification-row').filter({ hasText: `New order ${orderNumber}` });

  it('opens from the bell’s See all, marks the order’s notice read, and the bell’s count drops without a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, VENDOR);
    await count(page).filter({ hasText: /^2$/ }).waitFor();

    await page.getByTestId('notification-bell').click();
    await page.getByTestId('notifications-see-all').click();
    await page.waitForURL((url) => url.pathname === '/admin/notifications');
    // Newest first: the order, then the product's approval.
    const rows = page.getByTestId('notification-row');
    await orderRow(page).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.first().getByTestId('notification-message').innerText()).toBe(`New order ${orderNumber}: 2 × Kochi Jackfruit Chips for ₹360.00`);
    await orderRow(page).locator('[data-testid="notification-status"][data-status="Unread"]').waitFor();
    // A new order's notice links nowhere (the vendor's Orders list has it): no Open.
    expect(await orderRow(page).getByTestId('notification-open').count()).toBe(0);
    // The menu leads here too.
    await page.getByRole('menuitem', { name: 'Notifications' }).waitFor();
    await snap(page, 'notifications-page-1-unread-1366');

    await orderRow(page).getByTestId('notification-mark-read').click();
    await orderRow(page).locator('[data-testid="notification-status"][data-status="Read"]').waitFor();
    expect(await orderRow(page).getByTestId('notification-mark-read').count()).toBe(0);
    // The bell follows from its stream: no reload.
    await count(page).filter({ hasText: /^1$/ }).waitFor();

    // Unread only: the approval is left.
    await page.getByLabel('Show').click();
    await page.getByRole('option', { name: 'Unread', exact: true }).click();
    await page.waitForURL((url) => url.search.includes('unread'));
    await eventually(async () => (await rows.count()) === 1 && (await orderRow(page).count()) === 0);
    await snap(page, 'notifications-page-2-read-1366');
    await page.close();
  }, 120_000);

  it('an admin’s notice about a record opens it, and is read', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, ADMIN);
    await page.getByRole('menuitem', { name: 'Notifications' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/notifications');
    // The shared admin inbox: the vendor's sign-up, linking to their record.
    const signUp = page.getByTestId('notification-row').filter({ hasText: 'Kochi Notice Cart signed up' });
    const open = signUp.getByTestId('notification-open');
    expect(await open.getAttribute('href')).toMatch(/^\/admin\/vendors\/[^/]+\/show$/);
    await open.click();
    await page.waitForURL((url) => /^\/admin\/vendors\/[^/]+\/show$/.test(url.pathname));
    await page.goBack();
    await signUp.locator('[data-testid="notification-status"][data-status="Read"]').waitFor();
    await page.close();
  }, 120_000);

  it('on a phone, selects the rest and marks them read together; the bell empties', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInBackOffice(page, server.url, VENDOR);
    await page.goto(`${server.url}/admin/notifications`);
    await orderRow(page).waitFor();
    await count(page).filter({ hasText: /^1$/ }).waitFor();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, 'notifications-page-3-phone-390');

    const approval = page.getByTestId('notification-row').filter({ hasNotText: orderNumber });
    await approval.getByRole('checkbox').check();
    await page.getByText('1 item selected').waitFor();
    await snap(page, 'notifications-page-4-phone-selected-390');
    await page.getByTestId('notifications-bulk-read').click();
    await approval.locator('[data-testid="notification-status"][data-status="Read"]').waitFor();
    await count(page).waitFor({ state: 'detached' });
    await snap(page, 'notifications-page-5-phone-all-read-390');
    await page.close();
  }, 120_000);
});
