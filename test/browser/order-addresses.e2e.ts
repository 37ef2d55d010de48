import { formatRupees } from '@bazaar/common';
import { Browser, Page } from 'playwright-core';
import { supplierFormData } from '../support/accounts';
import { signInBackOffice, signInStorefront, snap } from '../support/browser';
import { eventually } from '../support/eventually';
import { useServerAndBrowser } from '../support/journey';
import { apiOf, Auth } from '../support/call-api';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'addresses-admin@bazaar.test', password: 'addresses-pass-1' };
const CUSTOMER = { name: 'Meera Iyer', email: 'meera.iyer@example.in', password: 'temple-bells-42' };
const VENDOR_PASSWORD = 'strongpass1';
const SHIP_TO = { name: 'Meera Iyer', phone: '+91 98400 55123', line1: '9 Kutchery Road', line2: 'Mylapore', city: 'Chennai', state: 'Tamil Nadu', pincode: '600004' };
const BILL_TO = { name: 'Iyer Traders LLP', phone: '+91 44 2499 1234', line1: '51 Anna Salai', city: 'Chennai', state: 'Tamil Nadu', pincode: '600002' };
const GSTIN = '27AAPFU0939F1ZV';

/** Nothing on the page is wider than a phone's screen. */
const fitsPhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/**
 * Where an order goes, for everyone who handles it: a customer orders from two vendors, cash on
 * delivery, shipping to one address and billing a business at another; each vendor opens their
 * part (from the Orders list, and from the bell's notice) and reads only their lines, the ship-to
 * address and phone and the cash to collect; the admin's order page shows both addresses; the
 * customer's order shows them too. At 1366 and 390 px.
 */
describe('journey: where an order goes (ship-to, bill-to, cash to collect)', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  const { call, bearer } = apiOf(() => server.url);

  const vendorWithProduct = async (admin: Auth, company: string, product: { name: string; price: number }) => {
    const form = supplierFormData({ companyName: company, password: VENDOR_PASSWORD, confirmPassword: VENDOR_PASSWORD });
    const registered = await call('/api/suppliers/register', { body: form });
    const vendor = { Authorization: `Bearer ${registered.accessToken}` };
    const created = await call('/api/admin/products', { auth: vendor, body: { name: product.name, category: 'retail', subcategory: 'bakery', price: product.price, stock: 20, quantity: 1, unit: 'piece', cities: [] } });
    await call(`/api/admin/products/${created.id}/approve`, { auth: admin, body: {} });
    return { auth: vendor, id: registered.user.id as string, email: registered.user.email as string };
  };

  it('the vendors, the admin and the customer each see where it goes', async () => {
    const admin = await bearer(ADMIN.email, ADMIN.password);
    const kaveri = await vendorWithProduct(admin, 'Kaveri Bakes', { name: 'Kaveri Multigrain Bread', price: 120 });
    const malabar = await vendorWithProduct(admin, 'Malabar Crafts', { name: 'Malabar Coir Basket', price: 250 });
    await call('/api/auth/signup', { body: CUSTOMER });

    // The customer orders one item from each vendor, cash on delivery, billed to their business.
    const shop = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInStorefront(shop, server.url, CUSTOMER);
    await shop.goto(`${server.url}/customer-dashboard#shop`);
    for (const name of ['Kaveri Multigrain Bread', 'Malabar Coir Basket']) await shop.getByRole('button', { name: `Add ${name} to cart`, exact: true }).click();
    await shop.getByTestId('retail-checkout').click();
    await shop.getByTestId('cart-line').nth(1).waitFor();
    for (const [field, value] of Object.entries(SHIP_TO)) await shop.getByTestId(`shippingAddress-${field}`).fill(value);
    await shop.getByTestId('billing-same').uncheck();
    for (const [field, value] of Object.entries(BILL_TO)) await shop.getByTestId(`billingAddress-${field}`).fill(value);
    await shop.getByTestId('billingAddress-gstin').fill(GSTIN);
    await shop.getByTestId('payment-cod').check();
    await shop.getByTestId('place-order').click();
    await shop.waitForURL((u) => u.pathname === '/order-confirmation');
    const orderNumber = (await shop.getByTestId('order-number').textContent())!;

    // What the server says each part collects (its lines, the ₹49 delivery fee on one of them): the page shows that, nothing of its own.
    const partOf = async (vendor: { auth: Auth; id: string }) =>
      (await call(`/api/admin/fulfilments?filter=${encodeURIComponent(JSON.stringify({ q: orderNumber }))}`, { auth: vendor.auth }))[0] as { id: string; collectOnDelivery: number; amount: number };
    const [kaveriPart, malabarPart] = [await partOf(kaveri), await partOf(malabar)];
    const order = await call(`/api/admin/orders/${kaveriPart.id.split('_')[0]}`, { auth: admin });
    expect(order.deliveryFee).toBe(49);
    expect(kaveriPart.collectOnDelivery + malabarPart.collectOnDelivery).toBe(order.total);

    // Kaveri opens their part from the Orders list: only their line, where to ship, whom to call, what to collect.
    const vendorPage = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(vendorPage, server.url, { email: kaveri.email, password: VENDOR_PASSWORD });
    await vendorPage.goto(`${server.url}/admin/fulfilments`);
    await vendorPage.getByTestId('vendor-orders-table').locator('tr').filter({ hasText: orderNumber }).getByText(orderNumber).click();
    await vendorPage.waitForURL((u) => u.pathname === `/admin/fulfilments/${encodeURIComponent(kaveriPart.id)}/show`);
    const checkPart = async (page: Page, own: string, other: string, collect: number) => {
      await page.getByTestId('part-ship-to').getByText(SHIP_TO.line1).waitFor();
      const lines = await page.getByTestId('part-line').allInnerTexts();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(own);
      expect(await page.getByTestId('part-lines').innerText()).not.toContain(other);
      const shipTo = await page.getByTestId('part-ship-to').innerText();
      for (const value of [SHIP_TO.name, SHIP_TO.line1, SHIP_TO.line2, SHIP_TO.city, SHIP_TO.state, SHIP_TO.pincode]) expect(shipTo).toContain(value);
      expect(await page.getByTestId('part-ship-to').getByTestId('address-phone').getAttribute('href')).toBe('tel:+919840055123');
      const billTo = await page.getByTestId('part-bill-to').innerText();
      expect(billTo).toContain(BILL_TO.name);
      expect(billTo).toContain(`GSTIN ${GSTIN}`);
      expect(await page.getByTestId('part-collect').innerText()).toBe(`Collect on delivery: ${formatRupees(collect)}`);
    };
    await checkPart(vendorPage, 'Kaveri Multigrain Bread', 'Malabar Coir Basket', kaveriPart.collectOnDelivery);
    await snap(vendorPage, 'order-addresses-1-vendor-part-1366');
    // Printed, the page is the packing slip: the addresses, the lines and the cash, without the menu, the buttons and the tabs.
    await vendorPage.emulateMedia({ media: 'print' });
    const hiddenOnPaper = { tabs: vendorPage.getByRole('tab', { name: 'History' }), print: vendorPage.getByTestId('part-print'), menu: vendorPage.getByRole('menuitem', { name: 'Orders' }) };
    for (const [name, hidden] of Object.entries(hiddenOnPaper)) expect([name, await hidden.isVisible()]).toEqual([name, false]);
    for (const shown of ['part-ship-to', 'part-lines', 'part-collect']) expect(await vendorPage.getByTestId(shown).isVisible()).toBe(true);
    await snap(vendorPage, 'order-addresses-1c-vendor-part-printed');
    await vendorPage.emulateMedia({ media: 'screen' });
    // The History tab, as other records have it.
    await vendorPage.getByTestId('tab-history').click();
    await vendorPage.getByTestId('history-actor').first().waitFor();
    await snap(vendorPage, 'order-addresses-1b-vendor-part-history-1366');
    await vendorPage.getByRole('tab', { name: 'Details' }).click();
    await vendorPage.setViewportSize({ width: 390, height: 844 });
    await vendorPage.getByTestId('part-collect').waitFor();
    await fitsPhone(vendorPage);
    await snap(vendorPage, 'order-addresses-2-vendor-part-390');
    await vendorPage.close();

    // Malabar, on a phone, opens their part from the bell's notice of the new order.
    await eventually(async () => ((await call('/api/me/notifications', { auth: malabar.auth })).items as { type: string; orderNumber: string | null }[]).some((n) => n.type === 'new_order' && n.orderNumber === orderNumber));
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInBackOffice(phone, server.url, { email: malabar.email, password: VENDOR_PASSWORD });
    await phone.getByTestId('notification-bell').click();
    await phone.getByTestId('notification-item').filter({ hasText: orderNumber }).first().click();
    await phone.waitForURL((u) => u.pathname === `/admin/fulfilments/${encodeURIComponent(malabarPart.id)}/show`);
    await checkPart(phone, 'Malabar Coir Basket', 'Kaveri Multigrain Bread', malabarPart.collectOnDelivery);
    await fitsPhone(phone);
    await snap(phone, 'order-addresses-3-vendor-from-notice-390');
    // The list's rows open the part on a phone too.
    await phone.goto(`${server.url}/admin/fulfilments`);
    await phone.getByTestId('vendor-orders-table').locator('tr').filter({ hasText: orderNumber }).getByText(orderNumber).click();
    await phone.waitForURL((u) => u.pathname === `/admin/fulfilments/${encodeURIComponent(malabarPart.id)}/show`);
    // Another vendor's part is not theirs to read.
    await phone.goto(`${server.url}/admin/fulfilments/${encodeURIComponent(kaveriPart.id)}/show`);
    await phone.waitForURL((u) => u.pathname !== `/admin/fulfilments/${encodeURIComponent(kaveriPart.id)}/show`);
    expect(await phone.getByText(SHIP_TO.line1).count()).toBe(0);
    await phone.close();

    // The admin's order page: both addresses in full.
    const adminPage = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(adminPage, server.url, ADMIN);
    await adminPage.goto(`${server.url}/admin/orders/${order.id}/show`);
    const adminShipTo = await adminPage.getByTestId('order-ship-to').innerText();
    for (const value of [SHIP_TO.name, SHIP_TO.line1, SHIP_TO.line2, SHIP_TO.city, SHIP_TO.pincode]) expect(adminShipTo).toContain(value);
    expect(await adminPage.getByTestId('order-ship-to').getByTestId('address-phone').getAttribute('href')).toBe('tel:+919840055123');
    const adminBillTo = await adminPage.getByTestId('order-bill-to').innerText();
    for (const value of [BILL_TO.name, BILL_TO.line1, `GSTIN ${GSTIN}`]) expect(adminBillTo).toContain(value);
    await snap(adminPage, 'order-addresses-4-admin-order-1366');
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await fitsPhone(adminPage);
    await snap(adminPage, 'order-addresses-5-admin-order-390');
    // Each part opens the page its vendor sees, with what to pack and where it goes.
    await adminPage.setViewportSize({ width: 1366, height: 900 });
    await adminPage.getByTestId('order-part').filter({ hasText: 'Kaveri Multigrain Bread' }).getByTestId('order-part-page').click();
    await adminPage.waitForURL((u) => u.pathname === `/admin/fulfilments/${encodeURIComponent(kaveriPart.id)}/show`);
    await adminPage.getByText(SHIP_TO.line1).first().waitFor();
    await adminPage.close();

    // The customer's order: the delivery address, and the billing one with the GSTIN.
    await shop.goto(`${server.url}/customer-dashboard#orders`);
    const card = shop.getByTestId('customer-order').filter({ hasText: orderNumber });
    const delivery = await card.getByTestId('order-delivery-address').innerText();
    for (const value of [SHIP_TO.name, SHIP_TO.line1, SHIP_TO.line2, SHIP_TO.city, SHIP_TO.pincode]) expect(delivery).toContain(value);
    const billing = await card.getByTestId('order-billing-address').innerText();
    for (const value of [BILL_TO.name, BILL_TO.line1, GSTIN]) expect(billing).toContain(value);
    await snap(shop, 'order-addresses-6-customer-order-1366');
    await shop.setViewportSize({ width: 390, height: 844 });
    await card.getByTestId('order-delivery-address').scrollIntoViewIfNeeded();
    await fitsPhone(shop);
    await snap(shop, 'order-addresses-7-customer-order-390');
    await shop.close();
  }, 240_000);
});
