import { Browser } from 'playwright-core';
import { signInBackOffice, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const PROVIDER = { name: 'Lakeside Electricals', email: 'lakeside.electricals@example.in', password: 'copper-wire-64' };

/**
 * Spec 2.8: the service provider dashboard's sidebar holds the Availability switch (default on),
 * whatever page is open, with 'You are available for bookings' or 'You are not available for
 * bookings' (an unverified provider is told they are not available until verified).
 */
describe('provider dashboard: the Availability switch in the sidebar', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser({ SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  it('is on every page of the dashboard, on by default, and turns availability off and on', async () => {
    const signup = await fetch(`${server.url}/api/providers/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...PROVIDER, phone: '+919822055501', expertise: 'Electrician, Kochi' }),
    });
    expect(signup.status).toBe(201);
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, PROVIDER);
    const sidebar = page.getByTestId('sidebar-availability');
    const toggle = sidebar.getByTestId('availability-switch');
    const text = sidebar.getByTestId('availability-text');
    for (const path of ['/admin/bookings', '/admin/reviews']) {
      await page.goto(`${server.url}${path}`);
      await toggle.waitFor({ state: 'attached' });
      expect([path, await toggle.isChecked()]).toEqual([path, true]);
      expect([path, await text.innerText()]).toEqual([path, 'You are not available for bookings until an admin verifies your account']);
    }
    // The switch waits for the server (pessimistic), so a click, then the answer's text.
    await toggle.click();
    await text.getByText('You are not available for bookings', { exact: true }).waitFor();
    await snap(page, 'provider-sidebar-availability-off');
    // The switch changed the provider's record: the profile and a reload say so too.
    await page.goto(`${server.url}/admin/payments`);
    await text.getByText('You are not available for bookings', { exact: true }).waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await text.getByText('You are not available for bookings until an admin verifies your account', { exact: true }).waitFor();
    await page.close();
  }, 90_000);
});
