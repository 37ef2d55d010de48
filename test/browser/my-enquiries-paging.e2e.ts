import { Browser } from 'playwright-core';
import { supplierFormData } from '../support/accounts';
import { signInStorefront, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { apiOf, Auth } from '../support/call-api';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'my-enquiries-admin@bazaar.test', password: 'my-enquiries-pass-1' };
const CUSTOMER = { name: 'Farah Qureshi', email: 'farah.qureshi@example.in', password: 'saffron-valley-58' };
// More than the 50 the section used to read at once.
const ENQUIRIES = 51;

/**
 * The customer dashboard's My Enquiries pages through every enquiry the server holds, newest
 * first: a regular buyer's older enquiries (and the quotes on them) are a page away, not out of
 * reach past the first page.
 */
describe('My Enquiries pages through every enquiry', () => {
  let server: RunningServer;
  let browser: Browser;
  // Each enquiry counts against the per-address limit (30 an hour).
  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false', RATE_LIMITS: 'enquiry=1000/60' }, (s, b) => {
    server = s;
    browser = b;
  });

  const { call, bearer } = apiOf(() => server.url);
  let admin: Auth;
  let vendor: string;
  let customer: string;

  beforeAll(async () => {
    admin = await bearer(ADMIN.email, ADMIN.password);
    vendor = (await call('/api/suppliers/register', { body: supplierFormData({ companyName: 'Ratnagiri Orchards' }) })).accessToken as string;
    const product = await call('/api/admin/products', { token: vendor, body: { name: 'Ratnagiri Alphonso', category: 'wholesale', subcategory: 'fruits', price: 180000, stock: 50, quantity: 3, unit: 'tonne' } });
    await call(`/api/admin/products/${product.id}/approve`, { auth: admin, body: {} });
    customer = (await call('/api/auth/signup', { body: CUSTOMER })).accessToken as string;
    for (let n = 1; n <= ENQUIRIES; n++) await call('/api/enquiries', { token: customer, body: { productId: product.id, quantity: 3, message: `Enquiry number ${n}` } });
  }, 120_000);

  it('shows a page of the newest, and the oldest on the last page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInStorefront(page, server.url, CUSTOMER);
    await page.goto(`${server.url}/customer-dashboard#enquiries`);
    const items = page.getByTestId('my-enquiry');
    await page.getByTestId('my-enquiries').getByText(`Enquiry number ${ENQUIRIES}`, { exact: true }).waitFor();
    expect(await items.count()).toBe(20);
    expect(await page.getByTestId('my-enquiries-pager-position').textContent()).toBe('Page 1 of 3');

    await page.getByTestId('my-enquiries-pager-next').click();
    await page.getByTestId('my-enquiries').getByText('Enquiry number 31', { exact: true }).waitFor();
    await page.getByTestId('my-enquiries-pager-next').click();
    await page.getByTestId('my-enquiries').getByText('Enquiry number 1', { exact: true }).waitFor();
    expect(await items.count()).toBe(11);
    expect(await page.getByTestId('my-enquiries-pager-position').textContent()).toBe('Page 3 of 3');
    await snap(page, 'my-enquiries-page-2');
    await page.close();
  }, 120_000);

  it('says a quote cannot be ordered while its product is off sale, instead of offering an order checkout would refuse', async () => {
    const product = await call('/api/admin/products', { token: vendor, body: { name: 'Kesar Mango', category: 'wholesale', subcategory: 'fruits', price: 150000, stock: 50, quantity: 3, unit: 'tonne' } });
    await call(`/api/admin/products/${product.id}/approve`, { auth: admin, body: {} });
    const enquiry = await call('/api/enquiries', { token: customer, body: { productId: product.id, quantity: 5, message: 'Kesar for Diwali' } });
    await call(`/api/admin/enquiries/${enquiry.id}/quote`, { token: vendor, body: { price: 140000 } });
    await call(`/api/admin/products/${product.id}`, { method: 'PUT', token: vendor, body: { vendorStatus: 'inactive' } });

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInStorefront(page, server.url, CUSTOMER);
    await page.goto(`${server.url}/customer-dashboard#enquiries`);
    const item = page.getByTestId('my-enquiry').filter({ hasText: 'Kesar for Diwali' });
    await item.getByTestId('my-enquiry-quote').waitFor();
    expect(await item.getByTestId('my-enquiry-quote-off-sale').innerText()).toBe('This product is no longer on sale, so this quote cannot be ordered.');
    expect(await item.getByTestId('order-quote').count()).toBe(0);
    await snap(page, 'my-enquiries-quote-off-sale-390');

    // Back on sale: the order is offered again.
    await call(`/api/admin/products/${product.id}`, { method: 'PUT', token: vendor, body: { vendorStatus: 'active' } });
    await page.reload();
    await item.getByTestId('order-quote').waitFor();
    expect(await item.getByTestId('my-enquiry-quote-off-sale').count()).toBe(0);
    await page.close();
  }, 120_000);
});
