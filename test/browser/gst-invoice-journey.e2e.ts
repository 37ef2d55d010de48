import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Browser } from 'playwright-core';
import { supplierFormData } from '../support/accounts';
import { ARTIFACTS, fillShippingAddress, signInStorefront, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { apiOf } from '../support/call-api';
import { pdfText } from '../support/pdf-text';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'gst-admin@bazaar.test', password: 'tax-ledger-77' };
const BUYER = { name: 'Farhan Qureshi', email: 'farhan.q@example.in', password: 'cardamom-hill-42' };
const GSTIN = '29AAGCB7383J1Z4';

/** A business buyer gives their GSTIN at checkout (a wrong one is named at the field) and finds it on the invoice (ADR 0065). */
describe('journey: a business purchase with the buyer GSTIN on the invoice', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, (s, b) => {
    server = s;
    browser = b;
  });
  const { call, bearer } = apiOf(() => server.url);

  it('a wrong GSTIN is refused at its field; the right one is printed on the invoice as Buyer GSTIN', async () => {
    const admin = await bearer(ADMIN.email, ADMIN.password);
    const registered = await call('/api/suppliers/register', { body: supplierFormData({ companyName: 'Nilgiri Leafworks', password: 'strongpass1', confirmPassword: 'strongpass1' }) });
    const vendor = { Authorization: `Bearer ${registered.accessToken}` };
    // The seller's own GSTIN, of the state they sell from (Nashik, Maharashtra).
    await call(`/api/admin/vendors/${registered.supplier.id}`, { auth: vendor, method: 'PUT', body: { taxId: '27AAPFU0939F1ZV' } });
    const product = await call('/api/admin/products', { auth: vendor, body: { name: 'Nilgiri Tea Hamper', category: 'retail', subcategory: 'handicrafts', price: 640, stock: 20, quantity: 1, unit: 'piece', cities: [] } });
    await call(`/api/admin/products/${product.id}/approve`, { auth: admin, body: {} });
    await call('/api/auth/signup', { body: BUYER });

    const shop = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInStorefront(shop, server.url, BUYER);
    await shop.goto(`${server.url}/customer-dashboard#shop`);
    await shop.getByRole('button', { name: 'Add Nilgiri Tea Hamper to cart', exact: true }).click();
    await shop.getByTestId('retail-checkout').click();
    await shop.getByTestId('cart-line').first().waitFor();
    await fillShippingAddress(shop, { name: 'Qureshi Traders', phone: '+91 98450 44004', line1: '7 Commercial Street', city: 'Bangalore', state: 'Karnataka', pincode: '560001' });

    // One character wrong: the server's message under the field.
    await shop.getByTestId('billingAddress-gstin').fill('29AAGCB7383J1Z5');
    await shop.getByTestId('place-order').click();
    const field = shop.locator('.field').filter({ has: shop.getByTestId('billingAddress-gstin') });
    await field.getByText('Please enter a valid 15-character GSTIN').waitFor();
    expect(await shop.getByTestId('billingAddress-gstin').getAttribute('aria-invalid')).toBe('true');
    await field.scrollIntoViewIfNeeded();
    await snap(shop, 'gst-1-checkout-bad-gstin');
    await shop.setViewportSize({ width: 390, height: 844 });
    await field.scrollIntoViewIfNeeded();
    expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(shop, 'gst-1-checkout-bad-gstin-phone');
    await shop.setViewportSize({ width: 1366, height: 900 });

    // Typed in lower case, kept in upper case.
    await shop.getByTestId('billingAddress-gstin').fill(GSTIN.toLowerCase());
    expect(await field.getByText('Please enter a valid 15-character GSTIN').count()).toBe(0);
    await field.scrollIntoViewIfNeeded();
    await snap(shop, 'gst-2-checkout');
    await shop.setViewportSize({ width: 390, height: 844 });
    await field.scrollIntoViewIfNeeded();
    await snap(shop, 'gst-2-checkout-phone');
    await shop.setViewportSize({ width: 1366, height: 900 });
    await shop.getByTestId('place-order').click();
    await shop.waitForURL((u) => u.pathname === '/order-confirmation');
    const orderNumber = (await shop.getByTestId('order-number').textContent())!;

    await shop.getByTestId('view-orders').click();
    const order = shop.getByTestId('customer-order').filter({ hasText: orderNumber });
    const [download] = await Promise.all([shop.waitForEvent('download'), order.getByTestId('order-invoice').first().click()]);
    expect(download.suggestedFilename()).toMatch(/^PROFORMA-.+\.pdf$/);
    const pdf = await readFile((await download.path())!);
    const text = pdfText(pdf);
    expect(text).toEqual(expect.arrayContaining(['GSTIN: 27AAPFU0939F1ZV', 'Bill to / Ship to', 'Qureshi Traders', `Buyer GSTIN: ${GSTIN}`]));
    // The handicraft's HSN heading (its subcategory's: the vendor gave none).
    expect(text).toEqual(expect.arrayContaining(['HSN', '6913']));
    // The invoice as a page, to look at.
    const file = join(ARTIFACTS, 'gst-3-invoice.pdf');
    await writeFile(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, join(ARTIFACTS, 'gst-3-invoice')]);
    await shop.close();
  });
});
