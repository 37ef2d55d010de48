import Database from 'better-sqlite3';
import { join } from 'node:path';
import { Browser, Page } from 'playwright-core';
import { snap } from '../support/browser';
import { eventually } from '../support/eventually';
import { useServerAndBrowser } from '../support/journey';
import { sticksOut, tabsPatternProblems } from '../support/layout';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'accounts-admin@bazaar.test', password: 'maple-lantern-27' };

interface OutboxMessage {
  to: string;
  text?: string;
  body?: string;
  sentAt?: string;
}

/**
 * Issue 9's account journeys in Chromium against the built marketplace, with codes read from
 * the development outbox (e-mail and SMS): password recovery on /login and on /admin/auth,
 * sign-in with phone and a texted code, and Profile Settings (name, e-mail confirmed by a
 * code, password).
 */
describe('journeys: password recovery, phone sign-in, profile settings', () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  const outbox = async () => (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as OutboxMessage[];
  const key = (m: OutboxMessage) => JSON.stringify(m);

  /** Runs `send`, then returns the 6-digit code of the first new message to `to`. */
  const codeSentBy = async (to: string, send: () => Promise<unknown>) => {
    const before = new Set((await outbox()).map(key));
    await send();
    return eventually(async () => {
      const fresh = (await outbox()).find((m) => m.to === to && !before.has(key(m)));
      return (fresh?.text ?? fresh?.body)?.match(/\b(\d{6})\b/)?.[1];
    }, undefined, 100);
  };

  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  /** A customer with a verified phone, made through the API as the sign-up page would. */
  const customer = async (name: string, email: string, phone: string, password: string) => {
    const code = await codeSentBy(phone, () => post('/api/auth/otp/send', { phone }));
    const verified = await (await post('/api/auth/otp/verify', { phone, code })).json();
    const res = await post('/api/auth/signup', { name, email, phone, password, phoneVerificationToken: verified.phoneVerificationToken });
    expect(res.status).toBe(201);
  };

  const signedInName = async (page: Page) => {
    await page.getByTestId('account-menu-button').waitFor();
    return page.getByTestId('account-menu-button').textContent();
  };

  it('a customer who forgot the password gets a code by e-mail, sets a new one and is signed in', async () => {
    await customer('Farhan Sheikh', 'farhan.sheikh@example.in', '+919820011001', 'amber-quartz-71');
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/login`);
    await page.getByTestId('login-email').fill('farhan.sheikh@example.in');
    await page.getByTestId('forgot-password').click();
    expect(await page.getByTestId('recovery-email').inputValue()).toBe('farhan.sheikh@example.in');
    const code = await codeSentBy('farhan.sheikh@example.in', () => page.getByTestId('recovery-submit').click());
    await page.getByTestId('recovery-sent').waitFor();
    await page.getByTestId('recovery-code').fill(code);
    await page.getByTestId('recovery-password').fill('cobalt-meadow-52');
    expect(await sticksOut(page)).toEqual([]);
    await snap(page, 'accounts-1-recovery-390');
    await page.getByTestId('recovery-submit').click();
    expect(await signedInName(page)).toContain('Farhan Sheikh');

    // The old password no longer works, the new one does.
    expect((await post('/api/auth/login', { email: 'farhan.sheikh@example.in', password: 'amber-quartz-71' })).status).toBe(401);
    expect((await post('/api/auth/login', { email: 'farhan.sheikh@example.in', password: 'cobalt-meadow-52' })).status).toBe(200);
    await page.close();
  }, 60_000);

  it('a wrong recovery code is refused under the code field and changes nothing', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${server.url}/login`);
    await page.getByTestId('forgot-password').click();
    await page.getByTestId('recovery-email').fill('farhan.sheikh@example.in');
    const code = await codeSentBy('farhan.sheikh@example.in', () => page.getByTestId('recovery-submit').click());
    await page.getByTestId('recovery-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('recovery-password').fill('violet-harbor-19');
    await page.getByTestId('recovery-submit').click();
    await page.locator('[data-testid="recovery-code-error"], [data-testid="recovery-error"]').first().waitFor();
    expect((await post('/api/auth/login', { email: 'farhan.sheikh@example.in', password: 'violet-harbor-19' })).status).toBe(401);
    await page.close();
  }, 60_000);

  it('a customer signs in with the phone and the code texted to it', async () => {
    await customer('Kavya Reddy', 'kavya.reddy@example.in', '+919845022002', 'saffron-delta-64');
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/login`);
    // The sign-in methods are tabs a keyboard moves through with the arrows; Right from the e-mail tab opens the phone one.
    expect(await tabsPatternProblems(page, page.getByRole('tablist', { name: 'How to sign in' }))).toEqual([]);
    await page.getByRole('tab', { name: 'Email and password' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Phone and code' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel', { name: 'Phone and code' }).getByTestId('phone-login-phone').fill('+91 98450 22002');
    // The same pattern (one shared hook) on the vendor page's Sign Up / Login tabs.
    await page.goto(`${server.url}/become-vendor`);
    expect(await tabsPatternProblems(page, page.getByRole('tablist').first())).toEqual([]);
    await page.goto(`${server.url}/login`);
    await page.getByRole('tab', { name: 'Phone and code' }).click();
    await page.getByTestId('phone-login-phone').fill('+91 98450 22002');
    const code = await codeSentBy('+919845022002', () => page.getByTestId('phone-login-submit').click());
    await page.getByTestId('phone-login-code').fill(code);
    expect(await sticksOut(page)).toEqual([]);
    await snap(page, 'accounts-2-phone-login-390');
    await page.getByTestId('phone-login-submit').click();
    expect(await signedInName(page)).toContain('Kavya Reddy');
    await page.close();
  }, 60_000);

  it('a wrong phone code is refused and nobody is signed in', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${server.url}/login`);
    await page.getByTestId('login-method-phone').click();
    await page.getByTestId('phone-login-phone').fill('+919845022002');
    const code = await codeSentBy('+919845022002', () => page.getByTestId('phone-login-submit').click());
    await page.getByTestId('phone-login-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('phone-login-submit').click();
    await page.locator('[data-testid="phone-login-code-error"], [data-testid="phone-login-error"]').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('bazaar.auth'))).toBeNull();
    await page.close();
  }, 60_000);

  it('Profile Settings: a new name, a new e-mail confirmed by a code (the change waiting for it kept across reloads, resent, cancelled), a new password', async () => {
    await customer('Sanjay Gupta', 'sanjay.gupta@example.in', '+919811033003', 'granite-orchid-38');
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${server.url}/login`);
    await page.getByTestId('login-email').fill('sanjay.gupta@example.in');
    await page.getByTestId('login-password').fill('granite-orchid-38');
    await page.getByTestId('login-submit').click();
    await signedInName(page);
    await page.goto(`${server.url}/customer-dashboard#profile`);

    await page.getByTestId('profile-name-edit').click();
    await page.getByTestId('profile-name-input').fill('Sanjay K. Gupta');
    await page.getByTestId('profile-name-save').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="profile-name"]')?.textContent === 'Sanjay K. Gupta');
    // Save's form is gone: the focus is on the confirmation under the row, not on <body>.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'profile-name-saved');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('You are now Sanjay K. Gupta on Bazaar.');
    await snap(page, 'accounts-name-saved-1366');
    expect(await signedInName(page)).toContain('Sanjay K. Gupta');

    // The dashboard's Shop tabs follow the tabs pattern too: named, arrows and Home/End, one Tab stop.
    await page.getByTestId('dashboard-menu-shop').click();
    expect(await tabsPatternProblems(page, page.getByRole('tablist', { name: 'Shop' }))).toEqual([]);
    await page.getByRole('tab', { name: 'Retail Products' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('tabpanel', { name: 'Wholesale Products' }).waitFor();
    await page.getByTestId('dashboard-menu-profile').click();

    // A change waiting for its code outlives a reload: the form opens on it again. Cancel ends it on the server.
    const token = () => page.evaluate(() => JSON.parse(localStorage.getItem('bazaar.auth')!).accessToken as string);
    const pendingOnServer = async () => (await (await fetch(`${server.url}/api/me/email-change`, { headers: { Authorization: `Bearer ${await token()}` } })).json()).pending;
    /** Moves this account's e-mail codes a minute back, as if the wait between codes had passed. */
    const aMinuteLater = () => {
      const db = new Database(join(server.dataDir, 'identity.sqlite'));
      db.prepare("UPDATE otp_sends SET sent_at = sent_at - 61000 WHERE key LIKE 'email-change:%'").run();
      db.prepare("UPDATE one_time_codes SET expires_at = expires_at - 61000 WHERE purpose = 'email-change'").run();
      db.close();
    };
    await page.getByTestId('profile-email-edit').click();
    await page.getByTestId('profile-email-input').fill('sanjay.typo@example.in');
    await page.getByTestId('profile-email-password').fill('granite-orchid-38');
    await codeSentBy('sanjay.typo@example.in', () => page.getByTestId('profile-email-submit').click());
    await page.getByTestId('profile-email-code').waitFor();
    await page.reload();
    await page.getByTestId('profile-email-code').waitFor();
    expect(await page.getByTestId('profile-email-input').inputValue()).toBe('sanjay.typo@example.in');
    expect(await page.getByTestId('profile-email-sent').innerText()).toContain('sanjay.typo@example.in');
    expect(await page.getByTestId('profile-email-expires').innerText()).toMatch(/^The code expires on .+\.$/);
    // Resend waits out the rest of the minute since the code was sent, as the server would refuse it before.
    expect(await page.getByTestId('profile-email-resend').isDisabled()).toBe(true);
    expect(await page.getByTestId('profile-email-resend').innerText()).toMatch(/^Resend code in (0:[0-5]\d|1:00)$/);
    await snap(page, 'accounts-3a-email-pending-after-reload-1366');
    await page.getByTestId('profile-email-form').getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('profile-email-edit').waitFor();
    expect(await pendingOnServer()).toBeNull();
    await page.reload();
    await page.getByTestId('profile-email-edit').waitFor();
    expect(await page.getByTestId('profile-email-code').count()).toBe(0);
    // Starting again within the minute: the server sends no code yet (429), and the form says when it can, counting down, not an error.
    await page.getByTestId('profile-email-edit').click();
    await page.getByTestId('profile-email-input').fill('sanjay.typo@example.in');
    await page.getByTestId('profile-email-password').fill('granite-orchid-38');
    await page.getByTestId('profile-email-submit').click();
    await page.getByTestId('profile-email-wait').waitFor();
    // 1:00 when the server's wait is still whole (Resend's countdown above reads the same).
    expect(await page.getByTestId('profile-email-wait').innerText()).toMatch(/^A code was sent less than a minute ago\. You can ask for a new one in (0:[0-5]\d|1:00)\.$/);
    expect(await page.getByTestId('profile-email-error').count()).toBe(0);
    expect(await page.getByTestId('profile-email-code').count()).toBe(0);
    await snap(page, 'accounts-3b-email-wait-after-cancel');
    await page.getByTestId('profile-email-form').getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('profile-email-edit').waitFor();
    aMinuteLater();

    await page.getByTestId('profile-email-edit').click();
    await page.getByTestId('profile-email-input').fill('sanjay.k.gupta@example.in');
    // The current password is asked first: a wrong one is named under its field and sends nothing.
    await page.getByTestId('profile-email-password').fill('not-my-password');
    await page.getByTestId('profile-email-submit').click();
    await page.getByText('Your current password is not correct').waitFor();
    await page.getByTestId('profile-email-password').fill('granite-orchid-38');
    const first = await codeSentBy('sanjay.k.gupta@example.in', () => page.getByTestId('profile-email-submit').click());
    // After a reload and the wait, Resend sends a new code to the same address; the first one no longer confirms.
    await page.getByTestId('profile-email-code').waitFor();
    aMinuteLater();
    await page.reload();
    await page.getByTestId('profile-email-code').waitFor();
    expect(await page.getByTestId('profile-email-input').inputValue()).toBe('sanjay.k.gupta@example.in');
    const code = await codeSentBy('sanjay.k.gupta@example.in', () => page.getByTestId('profile-email-resend').click());
    await page.waitForFunction(() => document.querySelector('[data-testid="profile-email-resend"]')?.textContent?.startsWith('Resend code in'));
    if (code !== first) {
      await page.getByTestId('profile-email-code').fill(first);
      await page.getByTestId('profile-email-submit').click();
      await page.getByTestId('profile-email-code-error').waitFor();
    }
    await page.getByTestId('profile-email-code').fill(code);
    await snap(page, 'accounts-3-email-code-1366');
    const before = await page.evaluate(() => JSON.parse(localStorage.getItem('bazaar.auth')!).accessToken as string);
    await page.getByTestId('profile-email-submit').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="profile-email"]')?.textContent === 'sanjay.k.gupta@example.in');
    // The change ended every other session, this one's old tokens included: the page keeps the fresh ones it was answered.
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('bazaar.auth')!).accessToken as string);
    expect(after).not.toBe(before);
    expect((await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${before}` } })).status).toBe(401);
    expect((await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${after}` } })).status).toBe(200);

    await page.getByTestId('profile-password-edit').click();
    await page.getByTestId('profile-password-current').fill('granite-orchid-38');
    await page.getByTestId('profile-password-new').fill('willow-comet-95');
    await page.getByTestId('profile-password-save').click();
    await page.getByTestId('profile-password-edit').waitFor();
    await snap(page, 'accounts-4-profile-1366');

    // On a phone, Profile Settings with its forms open still fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const edit of ['profile-name-edit', 'profile-email-edit', 'profile-password-edit']) await page.getByTestId(edit).click();
    expect(await sticksOut(page)).toEqual([]);
    await snap(page, 'accounts-5-profile-forms-390');

    expect((await post('/api/auth/login', { email: 'sanjay.k.gupta@example.in', password: 'willow-comet-95' })).status).toBe(200);
    expect((await post('/api/auth/login', { email: 'sanjay.gupta@example.in', password: 'willow-comet-95' })).status).toBe(401);
    await page.close();
  }, 120_000);

  it('an admin resets a forgotten password on /admin/auth and lands in the back office', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${server.url}/admin/auth`);
    await page.getByTestId('auth-email').fill(ADMIN.email);
    await page.getByTestId('forgot-password').click();
    const code = await codeSentBy(ADMIN.email, () => page.getByTestId('recovery-submit').click());
    await page.getByTestId('recovery-code').fill(code);
    await page.getByTestId('recovery-password').fill('indigo-summit-83');
    await page.getByTestId('recovery-confirmPassword').fill('indigo-summit-83');
    await snap(page, 'accounts-6-admin-recovery-1366');
    await page.getByTestId('recovery-submit').click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/auth'));
    expect((await post('/api/auth/login', { email: ADMIN.email, password: 'indigo-summit-83' })).status).toBe(200);
    await page.close();
  }, 60_000);
});
