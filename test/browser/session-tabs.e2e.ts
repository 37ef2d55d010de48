import { Browser, Response } from 'playwright-core';
import { signInBackOffice, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'tabs-admin@bazaar.test', password: 'cedar-harbour-41' };
const TOKEN_SECONDS = 6;

/**
 * Two tabs of one browser share a session. When its access token expires, both tabs' live
 * notification streams close together and both need a new token. Mostly one tab renews and
 * the other takes what it stored (renewOncePerBrowser); but localStorage reaches the other
 * tab's process a moment later, so both may spend the same refresh token, and the server's
 * short grace for that (credential-store.ts) must keep both signed in rather than take it for
 * theft and end the session.
 */
describe('journey: two back-office tabs outlive their access token', () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false', ACCESS_TOKEN_TTL: String(TOKEN_SECONDS) }, (s, b) => {
    server = s;
    browser = b;
  });

  it('renew their session past two expiries, every renewal answered, and both stay signed in', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const renewals: number[] = [];
    context.on('response', (response: Response) => {
      if (response.url().endsWith('/api/auth/refresh')) renewals.push(response.status());
    });
    const first = await context.newPage();
    await signInBackOffice(first, server.url, ADMIN);
    const second = await context.newPage();
    await second.goto(`${server.url}/admin/users`);
    await second.getByTestId('notification-bell').waitFor();

    // Past two expiries: each tab's stream closes at the token's end and reconnects.
    await first.waitForTimeout((2 * TOKEN_SECONDS + 2) * 1000);
    for (const [i, page] of [first, second].entries()) {
      await page.goto(`${server.url}/admin/users`);
      // The list comes from the API: the renewed session is accepted.
      await page.getByText(ADMIN.email).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/users');
      await snap(page, `session-tabs-${i + 1}`);
    }
    expect(renewals.length).toBeGreaterThan(0);
    expect(renewals.every((status) => status === 200)).toBe(true);
    await context.close();
  });
});
