import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Browser, Locator } from 'playwright-core';
import { supplierFormData } from '../support/accounts';
import { gotoQuiet, signInBackOffice, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { animationsSettled, cutSideways, hiddenSideways, sticksOut, withoutLiveStreams } from '../support/layout';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'layout-admin@bazaar.test', password: 'layout-pass-1' };

/** Every resource the back office declares, with the pages it has, read from App.tsx and the resource folders. */
function backOfficeResources(): { name: string; pages: string[] }[] {
  const src = resolve(__dirname, '../../backoffice/src');
  const app = readFileSync(`${src}/App.tsx`, 'utf8');
  const declared = [...app.matchAll(/<Resource name="([^"]+)" \{\.\.\.(\w+)\}/g)].map((m) => ({ name: m[1]!, binding: m[2]! }));
  return declared.map(({ name, binding }) => {
    const from = new RegExp(`import (?:\\{[^}]*\\b${binding}\\b[^}]*\\}|${binding}(?:, \\{[^}]*\\})?) from '\\./([\\w/]+)'`).exec(app)![1]!;
    const index = readFileSync(`${src}/${from}/index.ts`, 'utf8');
    const block = from === 'engagement' ? index.slice(index.indexOf(`export const ${binding}`)) : index;
    const pages = ['list', 'create', 'show', 'edit'].filter((page) => new RegExp(`\\b${page}:`).test(block.slice(0, block.indexOf('};') + 2)));
    return { name, pages };
  });
}

/**
 * Issue 9 on a phone: every back-office page an admin can open (each resource's list,
 * create, show and edit, the dashboard and Update Daily Rates) fits 390 px, and the rate
 * list shows Current Rate in full.
 */
describe('back office at 390 px', () => {
  let server: RunningServer;
  let browser: Browser;

  // Earnings clear at once, so sellers can withdraw and the admin's Payouts list has rows.
  // Its cases sign every demo vendor and provider in to find the one they need: more than the default 30 sign-ins in 5 minutes per address.
  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'true', EARNINGS_CLEARING_HOURS: '0', RATE_LIMITS: 'login=1000/300' }, (s, b) => {
    server = s;
    browser = b;
  });

  beforeAll(async () => {
    // One record of each kind, so every show and edit page has something to show.
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) });
    const admin = await (await post('/api/auth/login', ADMIN)).json();
    const form = supplierFormData();
    expect((await fetch(`${server.url}/api/suppliers/register`, { method: 'POST', body: form })).status).toBe(201);
    expect((await post('/api/providers/signup', { name: 'Sunil Electricals', email: 'sunil.layout@example.in', phone: '+919812345678', password: 'secret123', expertise: 'Electrician, Pune' })).status).toBe(201);
    expect((await post('/api/contact', { name: 'Priya Raman', email: 'priya.layout@example.in', subject: 'payment problem', message: 'My UPI payment was debited twice for one order, please check.' })).status).toBe(201);
    expect((await post('/api/newsletter', { email: 'reader.layout@example.in' })).status).toBe(201);
    expect((await post('/api/admin/invitations', { email: 'new.admin.layout@example.in' }, admin.accessToken)).status).toBe(201);
    // A few orders and enquiries, so those lists have rows too (the demo seed has none).
    const customer = await (await post('/api/auth/signup', { name: 'Lakshmi Venkatesh', email: 'lakshmi.layout@example.in', password: 'coconut-grove-51' })).json();
    const live = (await (await fetch(`${server.url}/api/products?perPage=100&inStock=true`)).json()).items as { id: string; category: string; price: number; quantity: number }[];
    const retail = live.filter((p) => p.category === 'retail' && p.price > 0).slice(0, 2);
    const wholesale = live.filter((p) => p.category === 'wholesale').slice(0, 2);
    for (const p of wholesale) expect((await post('/api/enquiries', { productId: p.id, quantity: Math.min(Math.max(p.quantity, 3), 30), message: 'Delivery to Chennai' }, customer.accessToken)).status).toBe(201);
    for (const p of retail) {
      const res = await fetch(`${server.url}/api/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.accessToken}`, 'idempotency-key': `layout-${p.id}` },
        body: JSON.stringify({ items: [{ productId: p.id, quantity: 1 }], shippingAddress: { name: 'Lakshmi Venkatesh', phone: '+91 98400 12345', line1: '7 Luz Church Road', city: 'Chennai', state: 'Tamil Nadu', pincode: '600004' }, paymentMethod: 'cod' }),
      });
      expect(res.status).toBe(201);
    }
  }, 90_000);

  const api = async (path: string, token: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: res.status, body: await res.json() };
  };
  const login = async (email: string, password: string) => {
    const res = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    return (await res.json()) as { accessToken: string; user: { id: string; name: string } };
  };
  /** The seeded demo accounts of a kind ('vendor', 'service provider'), from demo-accounts.txt. */
  const demo = (kind: string) => {
    const accounts = readFileSync(join(server.dataDir, 'demo-accounts.txt'), 'utf8');
    return [...accounts.matchAll(new RegExp(`Demo ${kind}.*\\n {2}email: (\\S+)\\n {2}password: (\\S+)`, 'g'))].map((m) => ({ email: m[1]!, password: m[2]! }));
  };

  it('the lists show every column within the page at 1366 and 390 px, with rows in them', async () => {
    const lists = ['users', 'vendors', 'products', 'orders', 'enquiries', 'rates/daily', 'rates'];
    const hidden: string[] = [];
    for (const viewport of [{ width: 1366, height: 800 }, { width: 390, height: 844 }]) {
      const phone = viewport.width < 600;
      const page = await browser.newPage({ viewport, isMobile: phone, hasTouch: phone });
      await withoutLiveStreams(page);
      await signInBackOffice(page, server.url, ADMIN);
      for (const list of lists) {
        await gotoQuiet(page, `${server.url}/admin/${list}`);
        // A few rows, as a table or a phone's cards.
        await page.locator('#main-content table tbody tr, #main-content [data-testid$="-card"]').nth(1).waitFor();
        await animationsSettled(page);
        for (const problem of await hiddenSideways(page)) hidden.push(`${viewport.width} /admin/${list}: ${problem}`);
        await snap(page, `backoffice-${viewport.width}-${list.replace('/', '-')}`);
      }
      await page.close();
    }
    expect(hidden).toEqual([]);
  }, 180_000);

  it("a provider's Bookings, Payments and Reviews and a vendor's Payments fit 390 px: whole tabs, Status and Withdraw Funds with its label", async () => {
    // One retail order part delivered: its vendor has an earning (pending for EARNINGS_CLEARING_HOURS).
    const admin = (await login(ADMIN.email, ADMIN.password)).accessToken;
    const [part] = (await api('/admin/fulfilments?range=[0,0]', admin)).body as { id: string; vendorId: string }[];
    for (const body of [{ status: 'processing' }, { status: 'shipped', trackingId: 'TRK-39041', courierName: 'Delhivery', trackingUrl: 'https://track.example.in/TRK-39041' }, { status: 'delivered' }]) {
      expect((await api(`/admin/fulfilments/${part!.id}/status`, admin, { method: 'POST', body })).status).toBeLessThan(300);
    }
    let vendor: { email: string; password: string } | undefined;
    for (const who of demo('vendor')) if ((await login(who.email, who.password)).user.id === part!.vendorId) vendor = who;
    let provider: { email: string; password: string } | undefined;
    for (const who of demo('service provider')) if (!provider && ((await api('/me/ledger/entries', (await login(who.email, who.password)).accessToken)).body.total as number) > 0) provider = who;

    const hidden: string[] = [];
    const pages: [{ email: string; password: string } | undefined, string, string][] = [
      [provider, '/admin/bookings', '[data-testid="provider-booking"], [data-testid="provider-bookings-empty"]'],
      [provider, '/admin/payments', '[data-testid="payment-row"]'],
      [provider, '/admin/reviews', '[data-testid="review"], [data-testid="reviews-empty"]'],
      [vendor, '/admin/vendor-payments', '[data-testid="ledger-row"]'],
    ];
    for (const who of [provider, vendor]) {
      expect(who).toBeDefined();
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await withoutLiveStreams(page);
      await signInBackOffice(page, server.url, who!);
      for (const [, path, rows] of pages.filter(([w]) => w === who)) {
        await gotoQuiet(page, `${server.url}${path}`);
        await page.locator(rows).first().waitFor();
        await animationsSettled(page);
        for (const problem of await hiddenSideways(page)) hidden.push(`${path}: ${problem}`);
        // Nothing inside the page cut short with an ellipsis or clipped: tabs, status chips, buttons.
        const cut = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('#main-content .MuiTab-root, #main-content .MuiChip-label, #main-content button')]
            .filter((el) => el.scrollWidth > el.clientWidth + 1)
            .map((el) => el.textContent),
        );
        for (const text of cut) hidden.push(`${path}: "${text}" cut short`);
        if (path.endsWith('payments')) expect(await page.getByTestId('withdraw-funds').innerText()).toMatch(/Withdraw Funds/i);
        await snap(page, `backoffice-390-seller${path.replace(/\//g, '-')}`);
      }
      await page.close();
    }

    // Both withdraw: the admin's Payouts list fits 390 px with where to pay, the status and Mark paid; a seller sent there lands on their Payments.
    for (const who of [provider, vendor]) {
      const token = (await login(who!.email, who!.password)).accessToken;
      expect((await api('/me/payout-details', token, { method: 'PUT', body: { method: 'upi', accountHolder: 'Layout Seller', upiId: 'layout.seller@okicici' } })).status).toBe(200);
      expect((await api('/admin/payouts', token, { method: 'POST' })).status).toBe(201);
    }
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await withoutLiveStreams(page);
    await signInBackOffice(page, server.url, ADMIN);
    await gotoQuiet(page, `${server.url}/admin/payouts`);
    await page.getByTestId('payout-row').nth(1).waitFor();
    await animationsSettled(page);
    for (const problem of await hiddenSideways(page)) hidden.push(`/admin/payouts: ${problem}`);
    expect(await page.getByTestId('mark-payout-paid').count()).toBe(2);
    // Mark paid says so, as on a wide screen, not its icon alone; whole, inside the row.
    for (const button of await page.getByTestId('mark-payout-paid').all()) {
      expect(await button.innerText()).toBe('Mark paid');
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    }
    expect(await page.getByTestId('payout-pay-to').first().innerText()).toContain('layout.seller@okicici');
    // The vendor's payout names their company (as the admin's notice does), not the contact person.
    const vendorLogin = await login(vendor!.email, vendor!.password);
    const company = (await api(`/admin/vendors/${vendorLogin.user.id}`, (await login(ADMIN.email, ADMIN.password)).accessToken)).body.name as string;
    expect(company).not.toBe(vendorLogin.user.name);
    await page.getByTestId('payout-seller').getByText(company, { exact: true }).waitFor();
    await snap(page, 'backoffice-390-payouts');
    await page.close();
    const seller = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await withoutLiveStreams(seller);
    await signInBackOffice(seller, server.url, provider!);
    await seller.goto(`${server.url}/admin/payouts`);
    await seller.waitForURL((url) => url.pathname === '/admin/payments');
    await seller.close();
    expect(hidden).toEqual([]);
  }, 120_000);

  it("a vendor's Update Status dialog and a provider's + Add Service show their text at 390 px", async () => {
    // react-admin's Button shows only its icon on a phone: without one, a 24 px blank square.
    const buttonText = async (button: Locator) => {
      await button.waitFor();
      const box = (await button.boundingBox())!;
      return { text: (await button.innerText()).trim(), wide: box.width >= 48 };
    };
    const admin = (await login(ADMIN.email, ADMIN.password)).accessToken;
    const pending = ((await api(`/admin/fulfilments?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`, admin)).body as { orderNumber: string; vendorId: string }[])[0];
    expect(pending).toBeDefined();
    let vendor: { email: string; password: string } | undefined;
    for (const who of demo('vendor')) if ((await login(who.email, who.password)).user.id === pending!.vendorId) vendor = who;
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await withoutLiveStreams(page);
    await signInBackOffice(page, server.url, vendor!);
    await gotoQuiet(page, `${server.url}/admin/fulfilments`);
    // The row fits the phone: Update Status on screen, nothing scrolled sideways (it sat off-screen in a scrolling table).
    const update = page.getByTestId('vendor-orders-table').locator('tr').filter({ hasText: pending!.orderNumber }).getByTestId('update-status');
    await update.waitFor();
    const box = (await update.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await hiddenSideways(page)).toEqual([]);
    await snap(page, 'backoffice-390-vendor-orders');
    await update.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Update order ${pending!.orderNumber}`).waitFor();
    await page.waitForTimeout(300); // the dialog's entrance
    expect(await buttonText(dialog.getByRole('button', { name: 'Cancel' }))).toEqual({ text: 'Cancel', wide: true });
    expect(await buttonText(dialog.getByRole('button', { name: 'Save' }))).toEqual({ text: 'Save', wide: true });
    await snap(page, 'backoffice-390-vendor-update-status');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.close();

    const [provider] = demo('service provider');
    const { user } = await login(provider!.email, provider!.password);
    const profile = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await withoutLiveStreams(profile);
    await signInBackOffice(profile, server.url, provider!);
    // Waits for the button itself: under a loaded run the profile page (profile, sidebar switch, services) took over 30 s to fall network-idle once.
    await profile.goto(`${server.url}/admin/providers/${user.id}`);
    await profile.getByRole('button', { name: '+ Add Service' }).waitFor();
    await animationsSettled(profile);
    expect(await buttonText(profile.getByRole('button', { name: '+ Add Service' }))).toEqual({ text: '+ Add Service', wide: true });
    await snap(profile, 'backoffice-390-provider-add-service');
    await profile.close();
  }, 90_000);

  it("a selection's bar leaves a list's filters and buttons uncovered at 390 px (every list with bulk actions)", async () => {
    // The lists with bulk actions: Notifications (mark as read) and Products (approve, reject; its phone list has no selection).
    const lists = ['notifications', 'products'];
    const covered: string[] = [];
    const selectable: string[] = [];
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await withoutLiveStreams(page);
    await signInBackOffice(page, server.url, ADMIN);
    for (const list of lists) {
      await gotoQuiet(page, `${server.url}/admin/${list}`);
      await page.locator('#main-content table tbody tr').nth(1).waitFor();
      const rowBox = page.locator('#main-content table tbody tr input[type="checkbox"]').first();
      if ((await rowBox.count()) === 0) {
        await snap(page, `backoffice-390-${list}-no-selection`);
        continue;
      }
      selectable.push(list);
      await rowBox.check();
      await page.getByText('1 item selected').waitFor();
      await animationsSettled(page);
      // Each filter and toolbar button is what a tap at its centre reaches, not the bar drawn over it.
      const hidden = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('#main-content .RaList-actions .MuiInputBase-root, #main-content .RaList-actions .MuiFormLabel-root, #main-content .RaList-actions .MuiButton-root')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            // A filter's label lies over its own field: either is the filter.
            const owner = el.closest('.MuiFormControl-root') ?? el;
            return box.width > 0 && !(hit && (owner.contains(hit) || hit.contains(owner)));
          })
          .map((el) => el.textContent?.trim() || el.className.split(' ')[0]),
      );
      for (const name of hidden) covered.push(`/admin/${list}: ${name}`);
      await snap(page, `backoffice-390-${list}-selected`);
      await page.getByRole('button', { name: 'Unselect' }).click();
    }
    await page.close();
    expect(selectable).toEqual(['notifications']);
    expect(covered).toEqual([]);
  }, 90_000);

  it("an order's History filters are compact, as on other History tabs", async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await withoutLiveStreams(page);
    await signInBackOffice(page, server.url, ADMIN);
    await gotoQuiet(page, `${server.url}/admin/orders`);
    await page.getByTestId('orders-table').locator('tbody tr').first().click();
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByTestId('history-event').first().waitFor();
    const widths: Record<string, number> = {};
    for (const filter of ['history-filter-actor', 'history-filter-type', 'history-filter-from']) widths[filter] = Math.round((await page.getByTestId(filter).boundingBox())!.width);
    await snap(page, 'backoffice-1366-order-history-filters');
    for (const filter of ['history-filter-actor', 'history-filter-type']) expect(widths[filter]).toBeLessThanOrEqual(260);
    // The filters sit on one line.
    const tops = await Promise.all(['history-filter-actor', 'history-filter-type', 'history-filter-from'].map(async (f) => Math.round((await page.getByTestId(f).boundingBox())!.y)));
    expect(new Set(tops).size).toBe(1);
  }, 60_000);

  it("an order's items show every column at 390 px: the part's table scrolls sideways instead of being cut at Unit price and Total", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await withoutLiveStreams(page);
    await signInBackOffice(page, server.url, ADMIN);
    await gotoQuiet(page, `${server.url}/admin/orders`);
    await page.getByTestId('orders-table').locator('tbody tr').first().click();
    const part = page.getByTestId('order-part').first();
    await part.locator('table').waitFor();
    await page.waitForTimeout(200);
    await snap(page, 'backoffice-390-order-items');
    expect(await cutSideways(page)).toEqual([]);
    // Total is there to scroll to, inside the part.
    const total = part.getByRole('columnheader', { name: 'Total' });
    await total.scrollIntoViewIfNeeded();
    const box = (await total.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.close();
  }, 60_000);

  it("the Overview's figures stay inside their cards at desktop widths, a revenue of lakhs included", async () => {
    // A wholesale order of some tonnes: the revenue reads ₹x,xx,xxx.00, longer than any count.
    const customer = await login('lakshmi.layout@example.in', 'coconut-grove-51');
    const live = (await (await fetch(`${server.url}/api/products?perPage=100&inStock=true&category=wholesale`)).json()).items as { id: string; price: number; stock: number }[];
    const [big] = live.filter((p) => p.stock >= 10).sort((a, b) => b.price - a.price);
    const placed = await fetch(`${server.url}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.accessToken}`, 'idempotency-key': `layout-lakhs-${big!.id}` },
      body: JSON.stringify({ items: [{ productId: big!.id, quantity: 10 }], shippingAddress: { name: 'Lakshmi Venkatesh', phone: '+91 98400 12345', line1: '7 Luz Church Road', city: 'Chennai', state: 'Tamil Nadu', pincode: '600004' }, paymentMethod: 'cod' }),
    });
    expect(placed.status).toBe(201);
    const admin = await login(ADMIN.email, ADMIN.password);
    // The revenue read model is fed by the bus: a moment after the order.
    for (let i = 0; i < 100 && (await api('/admin/overview', admin.accessToken)).body.totalRevenue < 100_000; i++) await new Promise((r) => setTimeout(r, 100));
    const outside: string[] = [];
    for (const width of [1280, 900]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await withoutLiveStreams(page);
      await signInBackOffice(page, server.url, ADMIN);
      await gotoQuiet(page, `${server.url}/admin/`);
      await page.getByTestId('stat-revenue-value').filter({ hasText: /₹\d+,\d\d,\d{3}\.\d\d/ }).waitFor();
      await snap(page, `backoffice-${width}-overview`);
      outside.push(
        ...(await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-testid$="-value"]')].flatMap((value) => {
            const card = value.closest('.MuiCard-root')!.getBoundingClientRect();
            const right = value.getBoundingClientRect().left + value.scrollWidth;
            return value.scrollWidth > value.clientWidth + 1 || right > card.right ? [`${innerWidth}px ${value.dataset.testid} "${value.textContent}" ends at ${Math.round(right)}, card at ${Math.round(card.right)}`] : [];
          }),
        )),
      );
      await page.close();
    }
    expect(outside).toEqual([]);
  }, 90_000);

  it('no page is wider than the phone, and the rate list shows Current Rate whole', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await withoutLiveStreams(page);
    await signInBackOffice(page, server.url, ADMIN);
    const resources = backOfficeResources();
    expect(resources.map((r) => r.name)).toEqual(expect.arrayContaining(['users', 'invitations', 'vendors', 'providers', 'rates', 'newsletter', 'contact-messages']));
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('bazaar.auth') ?? '{}').accessToken as string | undefined);
    const firstId = async (resource: string) => {
      const res = await page.request.get(`${server.url}/api/admin/${resource}?range=[0,0]`, token ? { headers: { authorization: `Bearer ${token}` } } : undefined);
      return ((await res.json()) as { id: string }[])[0]?.id;
    };
    const paths = ['/admin', '/admin/rates/daily'];
    for (const { name, pages } of resources) {
      const id = await firstId(name);
      for (const kind of pages) {
        if (kind === 'list') paths.push(`/admin/${name}`);
        if (kind === 'create') paths.push(`/admin/${name}/create`);
        if (kind === 'show' && id) paths.push(`/admin/${name}/${id}/show`);
        if (kind === 'edit' && id) paths.push(`/admin/${name}/${id}`);
      }
    }
    expect(paths.length).toBeGreaterThan(20);
    const wide: string[] = [];
    for (const path of paths) {
      await gotoQuiet(page, `${server.url}${path}`);
      await page.locator('#main-content, main').first().waitFor();
      await animationsSettled(page); // lazy chunks loaded (network idle) and the page at rest
      for (const problem of await sticksOut(page)) wide.push(`${path}: ${problem}`);
    }
    await snap(page, 'backoffice-390-last-page');
    expect(wide).toEqual([]);

    await gotoQuiet(page, `${server.url}/admin/rates`);
    const amount = page.getByTestId('current-rate').first();
    await amount.waitFor();
    const box = (await amount.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await snap(page, 'backoffice-390-rates');
  }, 300_000);
});
