import { Browser } from 'playwright-core';
import { supplierForm, supplierFormData } from '../support/accounts';
import { signInStorefront, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { apiOf, Auth } from '../support/call-api';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'wholesale-tab-admin@bazaar.test', password: 'wholesale-tab-pass-1' };
const CUSTOMER = { name: 'Kiran Patil', email: 'kiran.patil@example.in', password: 'mango-orchard-77' };
const VENDOR = supplierForm({ companyName: 'Konkan Stock Farms' });

/**
 * The customer dashboard's Wholesale tab (spec 2.6: a slider per product from its minimum order
 * to 30 tonnes) offers no more tonnes than the product has in stock, which checkout refuses
 * (409 'Only 12 tonnes left in stock'), and a product with fewer tonnes in stock than its
 * minimum order says it is out of stock instead of offering a slider.
 */
describe('the Wholesale tab offers what is in stock', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  const { call, bearer } = apiOf(() => server.url);

  let admin: Auth;
  let vendor: string;
  const listApproved = async (product: { name: string; stock: number; quantity: number }) => {
    const created = await call('/api/admin/products', { token: vendor, body: { ...product, category: 'wholesale', subcategory: 'fruits', price: 50000, unit: 'tonne' } });
    await call(`/api/admin/products/${created.id}/approve`, { auth: admin, body: {} });
  };

  beforeAll(async () => {
    admin = await bearer(ADMIN.email, ADMIN.password);
    const form = supplierFormData(VENDOR);
    vendor = (await call('/api/suppliers/register', { body: form })).accessToken as string;
    const products = [
      { name: 'Konkan Cashews', stock: 100, quantity: 3 },
      { name: 'Konkan Kokum', stock: 12, quantity: 3 },
      { name: 'Konkan Jackfruit', stock: 4, quantity: 5 },
      { name: 'Konkan Coconuts', stock: 0, quantity: 3 },
    ];
    for (const product of products) await listApproved(product);
    await call('/api/auth/signup', { body: CUSTOMER });
  });

  it('a slider runs to 30 tonnes or the stock, whichever is fewer; less stock than the minimum order is out of stock', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInStorefront(page, server.url, CUSTOMER);
    await page.goto(`${server.url}/customer-dashboard#shop`);
    await page.getByTestId('tab-wholesale').click();
    const card = (name: string) => page.getByTestId('wholesale-card').filter({ hasText: name });

    await card('Konkan Cashews').getByTestId('wholesale-slider').waitFor();
    expect(await card('Konkan Cashews').getByTestId('wholesale-slider').getAttribute('max')).toBe('30');
    expect(await card('Konkan Kokum').getByTestId('wholesale-slider').getAttribute('max')).toBe('12');
    for (const name of ['Konkan Jackfruit', 'Konkan Coconuts']) {
      expect(await card(name).getByTestId('wholesale-slider').count()).toBe(0);
      expect(await card(name).getByTestId('wholesale-out-of-stock').isDisabled()).toBe(true);
      expect(await card(name).getByTestId('wholesale-out-of-stock').textContent()).toBe('Out of stock');
    }

    // The most the slider gives is what checkout takes.
    await card('Konkan Kokum').getByTestId('wholesale-slider').fill('12');
    await page.getByTestId('wholesale-summary').getByText('Konkan Kokum: 12 tonnes').waitFor();
    await snap(page, 'wholesale-tab-stock');
    await page.close();
  }, 120_000);

  it('pages through every wholesale product, and the summary keeps what was chosen on each page', async () => {
    // Twelve a page: ten more put the first ones listed (the oldest) on page 2.
    for (let n = 1; n <= 10; n++) await listApproved({ name: `Konkan Lot ${n}`, stock: 50, quantity: 3 });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInStorefront(page, server.url, CUSTOMER);
    await page.goto(`${server.url}/customer-dashboard#shop`);
    await page.getByTestId('tab-wholesale').click();
    const card = (name: string) => page.getByTestId('wholesale-card').filter({ hasText: name });
    await card('Konkan Lot 10').getByTestId('wholesale-slider').fill('4');
    expect(await page.getByTestId('wholesale-pager-position').textContent()).toBe('Page 1 of 2');
    expect(await card('Konkan Cashews').count()).toBe(0);

    await page.getByTestId('wholesale-pager-next').click();
    await card('Konkan Cashews').getByTestId('wholesale-slider').fill('6');
    const summary = page.getByTestId('wholesale-summary');
    await summary.getByText('Konkan Cashews: 6 tonnes').waitFor();
    await summary.getByText('Konkan Lot 10: 4 tonnes').waitFor();
    // ₹50,000 a tonne for 10 tonnes.
    await summary.getByText('₹5,00,000.00', { exact: false }).last().waitFor();
    await snap(page, 'wholesale-tab-page-2');
    await page.close();
  }, 120_000);
});
