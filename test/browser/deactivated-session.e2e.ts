import { Browser } from 'playwright-core';
import { supplierFormData } from '../support/accounts';
import { signInBackOffice, snap } from '../support/browser';
import { apiOf } from '../support/call-api';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'deactivate-admin@bazaar.test', password: 'deactivate-pass-1' };
const VENDOR_PASSWORD = 'strongpass1';

/** An admin deactivates a vendor who has the back office open: the vendor's page leaves at once, saying why. */
describe('back office: a deactivated account', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  const { call, bearer } = apiOf(() => server.url);

  it("signs the vendor's open page out without a click once an admin deactivates them, and sign-in says the account is deactivated", async () => {
    const form = supplierFormData({ companyName: 'Surat Textile Mart', password: VENDOR_PASSWORD, confirmPassword: VENDOR_PASSWORD });
    const registered = await call('/api/suppliers/register', { body: form });
    const vendor = { email: registered.user.email as string, password: VENDOR_PASSWORD };

    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    // The bell's stream is open before the admin acts (watched from before sign-in: it opens with the page).
    const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/me/notifications/stream') && r.status() === 200);
    await signInBackOffice(page, server.url, vendor);
    await page.getByTestId('notification-bell').waitFor();
    await streamOpen;

    const admin = await bearer(ADMIN.email, ADMIN.password);
    await call(`/api/admin/users/${registered.user.id}`, { method: 'PUT', auth: admin, body: { status: 'Inactive' } });

    // No click, no reload: the page goes to sign-in and says the session ended.
    await page.waitForURL((url) => url.pathname.startsWith('/admin/auth'));
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    await snap(page, 'deactivated-signed-out');
    await page.getByTestId('auth-email').fill(vendor.email);
    await page.getByTestId('auth-password').fill(vendor.password);
    await page.getByTestId('auth-submit').click();
    await page.getByText('This account has been deactivated').waitFor();
    await page.close();
  }, 90_000);
});
