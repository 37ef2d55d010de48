import { Browser, Page } from 'playwright-core';
import { supplierFormData } from '../support/accounts';
import { signInBackOffice, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'history-admin@bazaar.test', password: 'history-pass-1' };
const STALE = 'This record was changed by someone else since you opened it. Reload to see the latest version.';

/**
 * History tabs read `GET /api/admin/<resource>/:id/history`: a provider's own History stays
 * open (also straight from the URL), and an edit of a record someone changed since shows
 * the stale-record notice instead of overwriting.
 */
describe('journeys: own History, stale edits', () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  const api = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', ...(init.token && { Authorization: `Bearer ${init.token}` }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  const signIn = async (email: string, password: string): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, { email, password });
    return page;
  };

  it("keeps a provider's own History tab open, also when opened by URL", async () => {
    const email = `asha.${Date.now()}@example.in`;
    const signup = await api('/providers/signup', { method: 'POST', body: { name: 'Asha Plumbing', email, phone: '+919812300000', password: 'copper-lotus-58', expertise: 'Plumber, Pune' } });
    expect(signup.status).toBe(201);
    const id = signup.body.user.id as string;
    const page = await signIn(email, 'copper-lotus-58');
    await page.goto(`${server.url}/admin/providers/${id}/show/history`);
    const history = page.getByTestId('history');
    await history.waitFor();
    // Once its events have loaded (the record and its History both read), the tab opened is still the one shown.
    await page.locator('[data-testid="history-event"][data-event-type="ProviderRegistered"]').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/providers/${id}/show/history`);
    expect(await history.isVisible()).toBe(true);
    expect(await page.getByTestId('history-event').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-event-type')))).toEqual(
      expect.arrayContaining(['UserRegistered', 'ProviderRegistered']),
    );
    expect(await history.innerText()).toContain('Asha Plumbing');
    await snap(page, 'history-1-provider-own');
    await page.getByTestId('tab-details').click();
    await page.getByTestId('tab-history').click();
    await history.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/providers/${id}/show/history`);
  }, 30_000);

  it('shows the stale-record notice when the rate changed since the form was opened', async () => {
    const token = (await api('/auth/login', { method: 'POST', body: ADMIN })).body.accessToken as string;
    const rate = (await api('/admin/rates', { method: 'POST', token, body: { productName: 'Red Onion', category: 'vegetables', currentRate: 2400 } })).body;
    const page = await signIn(ADMIN.email, ADMIN.password);
    await page.goto(`${server.url}/admin/rates/${rate.id}`);
    const input = page.locator('input[name="currentRate"]');
    await input.waitFor();
    // Someone else raises the rate while the form is open.
    expect((await api(`/admin/rates/${rate.id}`, { method: 'PUT', token, body: { currentRate: 2500 } })).status).toBe(200);
    await input.fill('2300');
    await page.getByRole('button', { name: /save/i }).click();
    await page.getByText(STALE).waitFor();
    await snap(page, 'history-2-stale-edit');
    expect((await api(`/admin/rates/${rate.id}`, { token })).body).toMatchObject({ currentRate: 2500, revision: 1 });
  }, 30_000);

  it('shows the History of an invitation (in a dialog) and of a newsletter entry', async () => {
    const token = (await api('/auth/login', { method: 'POST', body: ADMIN })).body.accessToken as string;
    expect((await api('/admin/invitations', { method: 'POST', token, body: { email: 'next.admin@example.in' } })).status).toBe(201);
    expect((await api('/newsletter', { method: 'POST', body: { email: 'reader@example.in' } })).status).toBe(201);
    const page = await signIn(ADMIN.email, ADMIN.password);
    await page.goto(`${server.url}/admin/invitations`);
    await page.getByTestId('open-history').first().click();
    const history = page.getByTestId('history');
    await history.waitFor();
    expect(await page.getByTestId('history-event').first().getAttribute('data-event-type')).toBe('AdminInvited');
    expect(await history.innerText()).toContain('next.admin@example.in');
    await snap(page, 'history-3-invitation');
    // The same dialog shows the invitation as of a moment: an hour ago it did not exist yet.
    await page.getByTestId('dialog-tab-as-of').click();
    await page.getByTestId('as-of-preset-an-hour-ago').click();
    await page.getByTestId('as-of-error').waitFor();
    expect(await page.getByTestId('as-of-error').innerText()).toContain('did not exist yet');
    await page.keyboard.press('Escape');
    const [subscriber] = (await api('/admin/newsletter', { token })).body;
    await page.goto(`${server.url}/admin/newsletter/${subscriber.id}/show/history`);
    await page.getByTestId('history').waitFor();
    expect(await page.getByTestId('history-event').first().getAttribute('data-event-type')).toMatch(/^Newsletter/);
  }, 30_000);

  it("reads an order's History in words at 1366 px: lines, addresses and rupees, no internal fields, nothing past the edge", async () => {
    const token = (await api('/auth/login', { method: 'POST', body: ADMIN })).body.accessToken as string;
    // A supplier (the storefront's form, as the browser sends it) lists a wholesale product; the admin approves it.
    const form = supplierFormData({ companyName: 'Ratnagiri Orchards' });
    const vendor = (await (await fetch(`${server.url}/api/suppliers/register`, { method: 'POST', body: form })).json()) as { accessToken: string };
    const product = (await api('/admin/products', { method: 'POST', token: vendor.accessToken, body: { name: 'Alphonso Mango (Ratnagiri)', category: 'wholesale', subcategory: 'fruits', price: 190000, stock: 40 } })).body;
    expect((await api(`/admin/products/${product.id}/approve`, { method: 'POST', token, body: {} })).status).toBe(201);
    const customer = (await api('/auth/signup', { method: 'POST', body: { name: 'Asha Kulkarni', email: `asha.${Date.now()}@example.in`, password: 'copper-lotus-58' } })).body.accessToken as string;
    const res = await fetch(`${server.url}/api/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer}`, 'Idempotency-Key': `history-${Date.now()}` },
      body: JSON.stringify({
        items: [{ productId: product.id, quantity: 9 }],
        shippingAddress: { name: 'Asha Kulkarni', phone: '+91 98220 11111', line1: '14 FC Road', city: 'Pune', state: 'Maharashtra', pincode: '411004' },
        paymentMethod: 'cod',
      }),
    });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };

    // A viewer in New York still reads India's time, labelled IST (as the storefront shows it).
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, timezoneId: 'America/New_York' });
    await signInBackOffice(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/orders/${orderId}/show/history`);
    const placed = page.locator('[data-testid="history-event"][data-event-type="OrderPlaced"]');
    await placed.first().waitFor();
    const text = await placed.first().getByTestId('history-change').innerText();
    expect(text).toContain('Items: 9 tonnes × Alphonso Mango (Ratnagiri) (₹17,10,000.00)');
    expect(text).toContain('Shipping address: Asha Kulkarni, +919822011111, 14 FC Road, Pune, Maharashtra, 411004');
    expect(text).toContain('Subtotal: ₹17,10,000.00');
    expect(text).toContain('Payment method: Cash on delivery');
    for (const raw of ['[object Object]', 'paise', 'Paise', 'Request digest', 'Notified', 'Vendor ids', '{"']) expect(text).not.toContain(raw);
    await page.getByRole('columnheader', { name: 'Time (IST)' }).waitFor();
    const [first] = (await api(`/admin/orders/${orderId}/history`, { token })).body as { occurredAt: string }[];
    const ist = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Kolkata' }).format(new Date(first!.occurredAt));
    expect(await placed.first().locator('td').first().innerText()).toBe(ist);
    // The Orders list says its Date column is India's, and shows the order at India's time of placing it.
    const { placedAt } = (await api(`/admin/orders/${orderId}`, { token })).body as { placedAt: string };
    await page.goto(`${server.url}/admin/orders`);
    await page.getByRole('columnheader', { name: 'Date (IST)' }).waitFor();
    const placedIst = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Kolkata' }).format(new Date(placedAt));
    await page.locator('td.column-placedAt').filter({ hasText: placedIst }).first().waitFor();
    await page.goto(`${server.url}/admin/orders/${orderId}/show/history`);
    await placed.first().waitFor();
    await snap(page, 'history-4-order-placed');
    // The table fits its container: long values wrap instead of running off the side.
    const overflow = await page.getByTestId('history').locator('.MuiTableContainer-root').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // As of: the order now stands as it did when the process manager confirmed it; an hour ago it did not exist.
    await page.getByTestId('tab-as-of').click();
    const summary = page.getByTestId('as-of-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toMatch(/^Unchanged since /);
    expect(await page.getByTestId('as-of-row-status').getAttribute('data-changed')).toBe('false');
    await page.getByTestId('as-of-preset-an-hour-ago').click();
    expect(await page.getByTestId('as-of-error').innerText()).toContain('did not exist yet');
  }, 60_000);
});
