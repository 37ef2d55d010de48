import { Browser, Page } from 'playwright-core';
import { supplierForm, supplierFormData } from '../support/accounts';
import { signInBackOffice, signInStorefront, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { apiOf } from '../support/call-api';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'notices-admin@bazaar.test', password: 'notices-pass-1' };
const CUSTOMER = { name: 'Meera Joshi', email: 'meera.joshi@example.in', password: 'tamarind-hill-42' };
const VENDOR = supplierForm({ companyName: 'Sahyadri Produce' });

/**
 * Spec 8's words on the dashboards, shown as notices (PRODUCT.md: the spec's alerts become
 * on-page confirmations with the same words): the checkout alerts of the customer dashboard's
 * Wholesale and Retail tabs, and 'Logged out successfully' when a dashboard's Logout (the
 * customer's, or the back office's for vendors, providers and admins) ends the session; the
 * vendor's goes to the site root (spec 2.7), the admin's stays on the back office sign-in.
 */
describe('dashboard notices in the spec\'s words', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  const { call, bearer } = apiOf(() => server.url);

  const toast = (page: Page) => page.getByTestId('toast');

  beforeAll(async () => {
    const admin = await bearer(ADMIN.email, ADMIN.password);
    const form = supplierFormData(VENDOR);
    const vendor = (await call('/api/suppliers/register', { body: form })).accessToken as string;
    const products = [
      { name: 'Sahyadri Onions', category: 'wholesale', subcategory: 'vegetables', price: 20000, stock: 100, quantity: 3, unit: 'tonne' },
      { name: 'Sahyadri Jaggery Cookies', category: 'retail', subcategory: 'bakery', price: 120, stock: 20, quantity: 1, unit: 'piece' },
    ];
    for (const product of products) {
      const created = await call('/api/admin/products', { token: vendor, body: product });
      await call(`/api/admin/products/${created.id}/approve`, { auth: admin, body: {} });
    }
    await call('/api/auth/signup', { body: CUSTOMER });
  });

  it('Retail and Wholesale checkout say where they go and the total', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInStorefront(page, server.url, CUSTOMER);

    // Retail: with the cart empty, Checkout goes nowhere; then two cookies in the cart, and Checkout.
    await page.goto(`${server.url}/customer-dashboard#shop`);
    await page.getByTestId('retail-cart').getByText('Items: 0').waitFor();
    // Greyed out for the mouse; the keyboard still reaches the link, and Enter must not follow it.
    await page.getByTestId('retail-checkout').focus();
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/customer-dashboard');
    expect(await toast(page).count()).toBe(0);
    const add = page.getByRole('button', { name: 'Add Sahyadri Jaggery Cookies to cart', exact: true });
    await add.click();
    await add.click();
    await page.getByTestId('retail-cart').getByText('Items: 2').waitFor();
    await page.getByTestId('retail-checkout').click();
    await page.waitForURL((u) => u.pathname === '/checkout');
    await toast(page).getByText('Proceeding to checkout for retail products. Total: ₹240.00', { exact: true }).waitFor();
    await snap(page, 'dashboard-notices-1-retail-checkout');

    // Wholesale: 5 tonnes at ₹20,000 a tonne, then Proceed to Checkout.
    await page.goto(`${server.url}/customer-dashboard#shop`);
    await page.getByTestId('tab-wholesale').click();
    await page.getByTestId('wholesale-card').filter({ hasText: 'Sahyadri Onions' }).getByTestId('wholesale-slider').fill('5');
    await page.getByTestId('wholesale-summary').getByText('Sahyadri Onions: 5').waitFor();
    await page.getByTestId('wholesale-checkout').click();
    await page.waitForURL((u) => u.pathname === '/checkout');
    await toast(page).getByText('Proceeding to checkout for wholesale products. Total: ₹1,00,000.00', { exact: true }).waitFor();
    await snap(page, 'dashboard-notices-2-wholesale-checkout');
    await page.close();
  }, 120_000);

  it('the dashboard\'s Logout says Logged out successfully', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInStorefront(page, server.url, CUSTOMER);
    await page.goto(`${server.url}/customer-dashboard`);
    await page.getByTestId('dashboard-logout').click();
    await page.waitForURL((u) => u.pathname === '/');
    await toast(page).getByText('Logged out successfully', { exact: true }).waitFor();
    await snap(page, 'dashboard-notices-3-logout');
    await page.close();
  }, 120_000);

  it('the vendor dashboard\'s Logout goes to the site root and says Logged out successfully', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInBackOffice(page, server.url, { email: VENDOR.contactEmail as string, password: VENDOR.password as string });
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await toast(page).getByText('Logged out successfully', { exact: true }).waitFor();
    // Signed out on the storefront too, and the notice is shown once.
    await page.getByTestId('login-link').waitFor();
    await snap(page, 'dashboard-notices-4-vendor-logout');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await toast(page).count()).toBe(0);
    await page.close();
  }, 120_000);

  it('the admin dashboard\'s Logout stays on the back office sign-in page and says Logged out successfully', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInBackOffice(page, server.url, ADMIN);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/auth');
    await page.getByText('Logged out successfully', { exact: true }).waitFor();
    await snap(page, 'dashboard-notices-5-admin-logout');
    await page.close();
  }, 120_000);
});
