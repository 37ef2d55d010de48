import { Browser } from 'playwright-core';
import { signInStorefront, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const CUSTOMER = { name: 'Farhan Ali', email: 'farhan.ali@example.in', password: 'cardamom-vale-58' };

/**
 * /order-confirmation, /payment-success and /payment-failure show the customer's order named by
 * ?orderId=. With none (no id, an unknown one) they say so in their heading, and never announce
 * a confirmed order or a successful payment.
 */
describe('order pages without an order', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser({ SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  it('say Order not found, not Order confirmed or Payment successful', async () => {
    const signup = await fetch(`${server.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CUSTOMER) });
    expect(signup.status).toBe(201);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInStorefront(page, server.url, CUSTOMER);
    const unknown = '01a2226d-1c90-74f3-bb32-bf0e4653d1d0';
    for (const [path, testId] of [
      ['/order-confirmation', 'order-confirmation'],
      [`/order-confirmation?orderId=${unknown}`, 'order-confirmation'],
      [`/payment-success?orderId=${unknown}`, 'payment-success'],
      [`/payment-failure?orderId=${unknown}`, 'payment-failure'],
    ]) {
      await page.goto(`${server.url}${path}`);
      const card = page.getByTestId(testId);
      await card.getByRole('alert').filter({ hasText: 'We could not find this order.' }).waitFor();
      expect([path, await card.getByRole('heading', { level: 1 }).innerText()]).toEqual([path, 'Order not found']);
      expect([path, await page.title()]).toEqual([path, expect.stringContaining('Order not found')]);
    }
    await snap(page, 'order-not-found');
    await page.close();
  }, 90_000);
});
