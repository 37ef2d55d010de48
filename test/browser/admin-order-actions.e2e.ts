import { Browser, Page } from 'playwright-core';
import { supplierFormData } from '../support/accounts';
import { signInBackOffice, snap } from '../support/browser';
import { apiOf } from '../support/call-api';
import { eventually } from '../support/eventually';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'order-actions-admin@bazaar.test', password: 'order-actions-pass-1' };
const BUYER = { name: 'Ravi Menon', email: 'ravi.menon@example.in', password: 'backwater-boat-44' };

/** An admin moves a vendor's part of an order, and cancels a whole order, from the order's page in the back office. */
describe('back office: an admin acts on an order', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  const { call, bearer } = apiOf(() => server.url);

  /** A vendor with one approved product, and a customer's way to order it. */
  const shop = async (buyer = BUYER, companyName = 'Kochi Spice Cart') => {
    const form = supplierFormData({ companyName, password: 'strongpass1', confirmPassword: 'strongpass1' });
    const vendor = { Authorization: `Bearer ${(await call('/api/suppliers/register', { body: form })).accessToken}` };
    const product = await call('/api/admin/products', { auth: vendor, body: { name: 'Kochi Banana Chips Tin', category: 'retail', subcategory: 'bakery', price: 320, stock: 40, quantity: 1, unit: 'piece', cities: [] } });
    await call(`/api/admin/products/${product.id}/approve`, { auth: await bearer(ADMIN.email, ADMIN.password), body: {} });
    await call('/api/auth/signup', { body: buyer });
    const customer = await bearer(buyer.email, buyer.password);
    const place = async (key: string) =>
      (await call('/api/checkout', {
        auth: customer,
        headers: { 'idempotency-key': key },
        body: { items: [{ productId: product.id, quantity: 1 }], shippingAddress: { name: buyer.name, phone: '+91 98470 12345', line1: '9 Marine Drive', city: 'Kochi', state: 'Kerala', pincode: '682031' }, paymentMethod: 'cod' },
      })) as { orderId: string; orderNumber: string };
    const customerStatus = async (orderId: string) => (await call(`/api/me/orders/${orderId}`, { auth: customer })).status as string;
    return { place, customerStatus };
  };

  const partStatus = (page: Page, status: string) => page.getByTestId('order-part').locator(`[data-testid="order-status"][data-status="${status}"]`);

  it("moves a vendor's part through processing, shipped (tracking refused by field, then given) and delivered; cancels another order whole", async () => {
    const { place, customerStatus } = await shop();
    const moved = await place('order-actions-moved');
    const cancelled = await place('order-actions-cancelled');

    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/orders/${moved.orderId}/show`);
    const part = page.getByTestId('order-part');
    await partStatus(page, 'Pending').waitFor();

    await part.getByTestId('update-status').click();
    await page.getByTestId('status-save').click();
    await partStatus(page, 'Processing').waitFor();

    // Shipped without tracking: the server names each missing field under its box, and nothing changes.
    await part.getByTestId('update-status').click();
    await page.getByTestId('status-save').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Tracking ID is required').waitFor();
    await dialog.getByText('Courier is required').waitFor();
    expect(await customerStatus(moved.orderId)).toBe('processing');
    await page.getByTestId('tracking-id').fill('KOC445566');
    await page.getByTestId('courier-name').fill('Delhivery');
    await page.getByTestId('tracking-url').fill('https://track.example.in/KOC445566');
    await page.getByTestId('status-save').click();
    await partStatus(page, 'Shipped').waitFor();
    await part.getByText('Delhivery · KOC445566').waitFor();
    // Once shipped, the order can no longer be cancelled whole: the button is gone.
    expect(await page.getByTestId('cancel-order').count()).toBe(0);

    await part.getByTestId('update-status').click();
    await page.getByTestId('status-save').click();
    await partStatus(page, 'Delivered').waitFor();
    // The moment the part reads Delivered, so does the notice: only the latest outcome is on
    // screen, not 'Processing' or 'Shipped' still waiting out their time in a queue before it.
    expect(await page.locator('.MuiSnackbarContent-message').allInnerTexts()).toEqual([`Order ${moved.orderNumber}: Delivered`]);
    expect(await part.getByTestId('update-status').count()).toBe(0);
    expect(await customerStatus(moved.orderId)).toBe('delivered');
    await snap(page, 'admin-order-delivered');

    await page.goto(`${server.url}/admin/orders/${cancelled.orderId}/show`);
    await page.getByTestId('cancel-order').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText(`Order ${cancelled.orderNumber} is cancelled`).waitFor();
    await partStatus(page, 'Cancelled').waitFor();
    expect(await page.getByTestId('cancel-order').count()).toBe(0);
    expect(await customerStatus(cancelled.orderId)).toBe('cancelled');
    await page.close();
  }, 90_000);

  it("the latest outcome stacks above react-admin's notice (a live one from the bell) instead of covering it, at 1366 and 390 px", async () => {
    const { place } = await shop({ name: 'Anjali Nair', email: 'anjali.nair@example.in', password: 'monsoon-ferry-27' }, 'Alleppey Coir Works');
    for (const width of [1366, 390]) {
      const order = await place(`order-actions-stacked-${width}`);
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      // The bell's stream is open before the next order is placed (watched from before sign-in: it opens with the page).
      const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/me/notifications/stream') && r.status() === 200);
      await signInBackOffice(page, server.url, ADMIN);
      await streamOpen;
      await page.goto(`${server.url}/admin/orders/${order.orderId}/show`);
      await partStatus(page, 'Pending').waitFor();
      await page.getByTestId('order-part').getByTestId('update-status').click();
      await page.getByTestId('status-save').click();
      const latest = page.getByTestId('latest-notice');
      await latest.getByText(`Order ${order.orderNumber}: Processing`).waitFor();
      // The pointer on it holds it on screen (a snackbar waits while hovered) while the next order's notice comes.
      await latest.hover();
      const next = await place(`order-actions-stacked-next-${width}`);
      const live = page.locator('.MuiSnackbarContent-root:not([data-testid="latest-notice"])').filter({ hasText: next.orderNumber });
      // Both on screen at once, one above the other.
      await eventually(async () => {
        if (!(await latest.isVisible()) || !(await live.isVisible())) return false;
        const [a, b] = [await latest.boundingBox(), await live.boundingBox()];
        return a && b && (a.y + a.height <= b.y || b.y + b.height <= a.y);
      });
      await snap(page, `admin-order-notices-stacked-${width}`);
      await page.close();
    }
  }, 90_000);
});
