import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, Page } from 'playwright-core';
import { signInBackOffice, snap, verifyPhoneInBrowser } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'onboarding-admin@bazaar.test', password: 'onboarding-pass-1' };

/**
 * Issue 3's journeys in real Chromium against the built marketplace: a customer signs up
 * and proves their phone with the code from the dev outbox; a supplier registers with a
 * document and shows up as Pending in the admin's Vendors list; a customer cannot sign in
 * to the back office.
 */
describe('journeys: sign-up, supplier onboarding, back office access', () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  const newPage = async (width = 1366) => browser.newPage({ viewport: { width, height: 900 } });

  const verifyPhone = (page: Page, phone: string) => verifyPhoneInBrowser(page, server.url, phone);

  it('a customer signs up, verifies the phone with the outbox code and sees their name in the account menu', async () => {
    const page = await newPage();
    // Sent to sign in on the way to the dashboard, she creates an account instead.
    await page.goto(`${server.url}/customer-dashboard`);
    await page.waitForURL((u) => u.pathname === '/login');
    await page.goto(`${server.url}/signup`);
    await page.getByTestId('signup-name').fill('Lakshmi Iyer');
    await page.getByTestId('signup-email').fill('lakshmi.iyer@example.in');
    await page.getByTestId('phone-input').fill('+91 98450 11223');
    await verifyPhone(page, '+91 98450 11223');
    await page.getByTestId('signup-password').fill('teak-harbour-41');
    await snap(page, 'onboarding-1-signup-verified');
    await page.getByTestId('signup-submit').click();
    await page.getByTestId('account-menu-button').waitFor();
    await expectText(page.getByTestId('account-menu-button'), 'Lakshmi Iyer');
    // She lands where she was going, welcomed as a new customer, not 'Welcome back'.
    await page.waitForURL((u) => u.pathname === '/customer-dashboard');
    await expectText(page.getByTestId('toast'), 'Account created');
    expect(await page.getByTestId('toast').allTextContents()).toEqual([expect.stringContaining('Welcome to Bazaar, Lakshmi Iyer!')]);
    await snap(page, 'onboarding-2-welcome-1366');
    await page.getByTestId('account-menu-button').click();
    expect(await page.getByTestId('dashboard-link').getAttribute('href')).toBe('/customer-dashboard');
    await snap(page, 'onboarding-2-account-menu');

    const me = await page.evaluate(() => JSON.parse(localStorage.getItem('bazaar.auth') ?? '{}').user);
    expect(me).toMatchObject({ name: 'Lakshmi Iyer', role: 'customer', phoneVerified: true });
    await page.close();
  }, 60_000);

  it('the provider sign-up form re-checks each field as it changes: filled fields lose their messages, the banner goes with its cause; the hint states the password rules', async () => {
    const page = await newPage(390);
    await page.goto(`${server.url}/become-service-provider`);
    const error = (field: string) => page.getByTestId(`${field}-error`);
    await page.getByTestId('signup-submit').click();
    await expectText(page.getByTestId('signup-error'), 'You must provide either an email or phone number and a password');
    expect(await error('signup-name').innerText()).toContain('Name is required');
    expect(await error('provider-expertise').count()).toBe(1);
    expect(await page.getByTestId('signup-email').getAttribute('aria-invalid')).toBe('true');
    await snap(page, 'onboarding-7-provider-signup-empty-390');

    await page.getByTestId('signup-name').fill('Priya Nair');
    await error('signup-name').waitFor({ state: 'detached' });
    await page.getByTestId('signup-email').fill('priya.nair');
    expect(await error('signup-email').innerText()).toContain('valid email');
    await page.getByTestId('signup-email').fill('priya.nair@example.in');
    await error('signup-email').waitFor({ state: 'detached' });
    expect(await page.getByTestId('signup-email').getAttribute('aria-invalid')).toBe('false');
    expect(await page.getByTestId('signup-error').count()).toBe(0); // an e-mail is given: the banner's cause is gone
    await page.getByTestId('provider-expertise').fill('Home nursing, Kochi');
    await error('provider-expertise').waitFor({ state: 'detached' });
    await page.getByTestId('phone-input').fill('+91 98470 33441');
    await verifyPhone(page, '+91 98470 33441');
    expect(await page.getByTestId('signup-error').count()).toBe(0);
    expect(await page.locator('form [aria-invalid="true"]').count()).toBe(1); // only the password is left

    // The hint under the password says what the server refuses, so 'Priya@1234' is not a surprise.
    const hintId = (await page.getByTestId('signup-password').getAttribute('aria-describedby'))!.split(' ')[0];
    const hint = await page.locator(`[id="${hintId}"]`).innerText();
    expect(hint).toContain('At least 6 characters');
    expect(hint).toContain('not a commonly used password');
    expect(hint).toContain('any part of your name');
    await page.getByTestId('signup-password').fill('Priya@1234');
    await error('signup-password').waitFor({ state: 'detached' });
    await page.getByTestId('signup-submit').click();
    await expectText(error('signup-password'), 'Your password must not contain your email address or name');
    await snap(page, 'onboarding-8-provider-signup-rechecked-390');
    await page.close();
  }, 60_000);

  it('a supplier registers with a document and appears as Pending in the admin’s Vendors list', async () => {
    const page = await newPage();
    const dir = mkdtempSync(join(tmpdir(), 'gst-'));
    const document = join(dir, 'gst-certificate.pdf');
    writeFileSync(document, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

    await page.goto(`${server.url}/become-vendor`);
    const fill = (field: string, value: string) => page.getByTestId(`supplier-${field}`).fill(value);
    await fill('companyName', 'Malabar Spice Traders');
    await page.getByTestId('supplier-businessType').selectOption('Wholesaler');
    await fill('address', '14 Mattancherry Bazaar Road');
    await fill('city', 'Kochi');
    await fill('state', 'Kerala');
    await fill('pincode', '682002');
    await fill('contactPerson', 'Anil Varghese');
    await fill('contactEmail', 'anil@malabarspice.example');
    await fill('contactPhone', '+91 94470 55667');
    await verifyPhone(page, '+91 94470 55667');
    await fill('password', 'malabar-pass-1');
    await fill('confirmPassword', 'malabar-pass-1');
    // A bare domain is a website: https:// is added.
    await fill('website', 'malabarspice.example');
    await page.getByTestId('supplier-accountType-supplier').check();
    await page.getByTestId('supplier-category-Spices').check();
    await page.getByTestId('supplier-category-Coffee').check();
    await page.getByTestId('supplier-document').setInputFiles(document);
    await snap(page, 'onboarding-3-supplier-form');
    await page.getByTestId('supplier-submit').click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await expectText(page.locator('body'), 'Pending');
    await snap(page, 'onboarding-4-vendor-lands-in-back-office');
    await page.close();

    const admin = await newPage();
    await signInBackOffice(admin, server.url, ADMIN);
    // The bell names the supplier and opens their record, where the admin verifies them.
    await admin.getByTestId('notification-bell').click();
    const notice = admin.getByTestId('notification-item').filter({ hasText: 'New supplier Malabar Spice Traders signed up and is waiting for verification' });
    await notice.waitFor();
    await snap(admin, 'onboarding-5a-admin-bell-names-the-supplier');
    await notice.click();
    await admin.waitForURL(/\/admin\/vendors\/[^/]+\/show$/);
    await admin.getByTestId('verify-vendor').waitFor();
    await expectText(admin.locator('body'), 'Malabar Spice Traders');
    await snap(admin, 'onboarding-5b-admin-opens-the-vendor-from-the-bell');
    await admin.goto(`${server.url}/admin/vendors`);
    const row = admin.locator('tr', { hasText: 'Malabar Spice Traders' });
    await row.waitFor();
    expect(await row.getByTestId('vendor-status').innerText()).toContain('Pending');
    await snap(admin, 'onboarding-5-admin-vendors-pending');
    await row.click();
    await expectText(admin.locator('body'), 'https://malabarspice.example');
    await snap(admin, 'onboarding-5c-admin-vendor-website');
    await admin.close();
  }, 60_000);

  it('each show-password toggle is named after the field it reveals, the same name pressed or not; aria-pressed says whether it shows', async () => {
    const page = await newPage();
    /** The toggle's accessible name as Chromium computes it must stay; its pressed state and its own field's type follow the click. */
    const toggles = async (fields: [name: string, input: string][]) => {
      for (const [name] of fields) expect(await page.getByRole('button', { name, exact: true }).count()).toBe(1);
      for (const [name, input] of fields) {
        const toggle = page.getByRole('button', { name, exact: true });
        expect(await toggle.getAttribute('aria-pressed')).toBe('false');
        await toggle.click();
        await page.getByRole('button', { name, exact: true, pressed: true }).waitFor();
        expect(await page.getByTestId(input).getAttribute('type')).toBe('text');
        // The other field stays hidden: each toggle reveals its own.
        for (const [, other] of fields.filter(([n]) => n !== name)) expect(await page.getByTestId(other).getAttribute('type')).toBe('password');
        await toggle.click();
        await page.getByRole('button', { name, exact: true, pressed: false }).waitFor();
        expect(await page.getByTestId(input).getAttribute('type')).toBe('password');
      }
    };
    await page.goto(`${server.url}/become-vendor`);
    await page.getByTestId('supplier-password').waitFor();
    await toggles([['Show password', 'supplier-password'], ['Show confirm password', 'supplier-confirmPassword']]);
    // Another language names them in its own words (the same two keys in all six locales).
    await page.evaluate(() => localStorage.setItem('selectedLanguage', 'hi'));
    await page.reload();
    await page.getByTestId('supplier-password').waitFor();
    expect(await page.getByRole('button', { name: 'पुष्टि वाला पासवर्ड दिखाएँ', exact: true }).count()).toBe(1);
    // The back office's sign-up has both too.
    await page.goto(`${server.url}/admin/auth`);
    await page.getByTestId('auth-mode-signup').click();
    await page.getByTestId('auth-confirmPassword').waitFor();
    await toggles([['Show password', 'auth-password'], ['Show confirm password', 'auth-confirmPassword']]);
    // Reached by the keyboard right after its field, and pressed with Space.
    await page.getByTestId('auth-password').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Show password');
    await page.keyboard.press('Space');
    expect(await page.getByTestId('auth-password').getAttribute('type')).toBe('text');
    await page.close();
  }, 60_000);

  it('refuses a customer on /admin/auth with the spec message', async () => {
    await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Curious Customer', email: 'curious@example.in', password: 'jade-river-27' }),
    });
    const page = await newPage();
    await page.goto(`${server.url}/admin/auth`);
    await page.getByTestId('auth-email').fill('curious@example.in');
    await page.getByTestId('auth-password').fill('jade-river-27');
    await page.getByTestId('auth-submit').click();
    await expectText(page.getByTestId('auth-error'), 'You do not have admin privileges');
    expect(await page.evaluate(() => localStorage.getItem('bazaar.auth'))).toBeNull();
    await snap(page, 'onboarding-6-customer-refused');
    await page.close();
  }, 60_000);
});

async function expectText(locator: ReturnType<Page['locator']>, text: string) {
  await locator.getByText(text, { exact: false }).first().waitFor();
}
