import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Browser } from 'playwright-core';
import { gotoQuiet, launchChromium, snap } from '../support/browser';
import { headingJumps, sticksOut, withoutLiveStreams } from '../support/layout';
import { RunningServer, startServer } from '../support/server';

const COMPANY = { COMPANY_GSTIN: '27AAACB1234C1ZF', COMPANY_PAN: 'AAACB1234C', COMPANY_IEC: '0312345678' };

/** Every path in the storefront's router, read from App.tsx so a new route is walked too. */
function storefrontRoutes(): string[] {
  const app = readFileSync(resolve(__dirname, '../../storefront/src/App.tsx'), 'utf8');
  return [...app.matchAll(/path:\s*'([^']+)'/g)].map((m) => m[1]!).map((path) => (path === '*' ? '/no-such-page' : path));
}

/**
 * Issue 9 on a phone and in the storefront chrome: no page wider than 390 px, the footer's
 * registrations from configuration, the hero city following the top-bar picker, a field focused
 * after a failed submit visible below the sticky header, and signed-out back-office dashboards
 * sending people to the back office's sign-in.
 */
describe('storefront at 390 px and its chrome', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'true', ...COMPANY });
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const phone = () => browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  it('no storefront page is wider than the phone, signed out or signed in as a customer', async () => {
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Meera Narayanan', email: 'meera.layout@example.in', password: 'ivory-canyon-36' }),
    });
    expect(signup.status).toBe(201);
    const session = await signup.json();
    // The router's paths, and pages their params or state fill: search results with facets, a category, a product, the dashboard's Shop.
    const routes = [...storefrontRoutes(), '/search?q=rice', '/retail/handicrafts', '/products/plum-cake', '/customer-dashboard#shop'];
    expect(routes.length).toBeGreaterThan(20);
    const wide: string[] = [];
    const walked: string[] = [];
    for (const signedIn of [false, true]) {
      const page = await phone();
      await withoutLiveStreams(page);
      if (signedIn) await page.addInitScript((auth) => localStorage.setItem('bazaar.auth', auth), JSON.stringify(session));
      for (const route of routes) {
        await gotoQuiet(page, `${server.url}${route}`);
        // The vendor, provider and admin dashboards live in the back office (its own 390 px test).
        if (new URL(page.url()).pathname.startsWith('/admin')) continue;
        await page.locator('main, #main').first().waitFor();
        walked.push(route);
        // Every page's texts are loaded (the information pages add theirs lazily): no raw key as the heading.
        const heading = (await page.locator('h1').first().textContent())?.trim() ?? '';
        if (/^[a-z]+(\.[A-Za-z]+)+$/.test(heading)) wide.push(`${route}: untranslated heading ${heading}`);
        for (const problem of await sticksOut(page)) wide.push(`${route}${signedIn ? ' (signed in)' : ''}: ${problem}`);
        // Headings go down one level at a time (h1 → h2 → h3), so a screen reader's outline has no holes.
        for (const jump of await headingJumps(page)) wide.push(`${route}${signedIn ? ' (signed in)' : ''}: headings ${jump}`);
      }
      // The page settled first (its texts loaded): a late re-render would open the drawer again, sliding in from the left.
      await gotoQuiet(page, `${server.url}/`);
      await page.locator('main, #main').first().waitFor();
      await page.getByTestId('mobile-menu-button').click();
      // Measured once the panel has slid in and its animation is over.
      await page.waitForFunction(() => {
        const element = document.querySelector('.mobile-menu__panel');
        const panel = element?.getBoundingClientRect();
        const still = !!element && element.getAnimations().every((a) => a.playState === 'finished');
        return !!panel && still && panel.left >= -0.5 && panel.right <= document.documentElement.clientWidth + 0.5 && panel.width > 0;
      });
      for (const problem of await sticksOut(page)) wide.push(`mobile menu: ${problem}`);
      await snap(page, `phone-390-${signedIn ? 'signed-in' : 'signed-out'}-menu`);
      await page.close();
    }
    expect(walked).toEqual(expect.arrayContaining(['/', '/wholesale-rate-list', '/login', '/signup', '/contact', '/customer-dashboard', '/no-such-page']));
    expect(wide).toEqual([]);
  }, 300_000);

  it('the footer shows the configured GSTIN, PAN and IEC', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${server.url}/about`);
    const registrations = page.getByTestId('company-registrations');
    await registrations.waitFor();
    expect(await page.getByTestId('company-gstin').textContent()).toBe(COMPANY.COMPANY_GSTIN);
    expect(await page.getByTestId('company-pan').textContent()).toBe(COMPANY.COMPANY_PAN);
    expect(await page.getByTestId('company-iec').textContent()).toBe(COMPANY.COMPANY_IEC);
    await registrations.scrollIntoViewIfNeeded();
    await snap(page, 'footer-registrations-1366');
    await page.close();
  }, 30_000);

  it('the scrolling announcement bar pauses from its own button, by keyboard or touch (WCAG 2.2.2)', async () => {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
      const page = await browser.newPage({ viewport, hasTouch: viewport.width === 390 });
      await page.goto(`${server.url}/`);
      const playState = () => page.locator('.banner__track').evaluate((el) => getComputedStyle(el).animationPlayState);
      const pause = page.getByTestId('delivery-banner').getByRole('button', { name: 'Pause the announcements' });
      expect(await playState()).toBe('running');
      expect(await pause.getAttribute('aria-pressed')).toBe('false');
      // By keyboard: focus and Enter pause it; Space plays it again.
      await pause.focus();
      await page.keyboard.press('Enter');
      expect(await pause.getAttribute('aria-pressed')).toBe('true');
      expect(await playState()).toBe('paused');
      await snap(page, `banner-paused-${viewport.width}`);
      await page.keyboard.press('Space');
      expect(await playState()).toBe('running');
      // By touch on the phone: a tap pauses it, and it stays paused once the finger is gone.
      if (viewport.width === 390) {
        await pause.tap();
        await page.getByRole('heading', { level: 1 }).first().tap();
        expect(await playState()).toBe('paused');
      }
      expect(await sticksOut(page)).toEqual([]);
      await page.close();
    }
  }, 60_000);

  it('the hero city follows the top-bar city picker without a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${server.url}/`);
    await page.getByTestId('hero-city').waitFor();
    const marker = await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    expect(marker).toBe(true);
    await page.getByTestId('location-picker').selectOption('Chennai');
    expect(await page.getByTestId('hero-city').inputValue()).toBe('Chennai');
    // A city the hero does not list joins its options rather than showing another city.
    await page.getByTestId('location-picker').selectOption('Kochi');
    expect(await page.getByTestId('hero-city').inputValue()).toBe('Kochi');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await page.close();
  }, 30_000);

  it('a field focused after a failed sign-up is below the sticky header, with only the messages that apply', async () => {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
      const page = await browser.newPage({ viewport });
      await page.goto(`${server.url}/signup`);
      await page.getByTestId('signup-name').fill('Ravi Kumar');
      await page.getByTestId('signup-email').fill('ravi.kumar@example.in');
      await page.getByTestId('signup-submit').scrollIntoViewIfNeeded();
      await page.getByTestId('signup-submit').click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
      const { top, headerBottom, focused } = await page.evaluate(() => ({
        top: document.activeElement!.getBoundingClientRect().top,
        headerBottom: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
        focused: document.activeElement!.getAttribute('data-testid'),
      }));
      expect(focused).toBe('phone-input');
      expect(top).toBeGreaterThanOrEqual(headerBottom);
      // An e-mail was given: the 'either an email or phone' banner does not apply; each field says its own.
      expect(await page.getByTestId('phone-input-error').textContent()).toContain('Phone number is required');
      expect(await page.getByTestId('signup-password-error').textContent()).toContain('Password is required');
      expect(await page.getByTestId('signup-error').count()).toBe(0);
      await snap(page, `signup-failed-${viewport.width}`);

      // Nothing to reach the person by: the banner says it once, without 'Email is required' and 'Phone number is required'.
      await page.getByTestId('signup-email').fill('');
      await page.getByTestId('signup-submit').click();
      await page.getByTestId('signup-error').waitFor();
      expect(await page.getByTestId('signup-error').textContent()).toContain('You must provide either an email or phone number and a password');
      expect(await page.getByTestId('signup-email-error').count()).toBe(0);
      expect(await page.getByTestId('phone-input-error').count()).toBe(0);
      expect(await page.getByTestId('signup-email').getAttribute('aria-invalid')).toBe('true');
      await page.close();
    }
  }, 30_000);

  it('a signed-out visit to a vendor or provider dashboard goes to the back-office sign-in', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    for (const path of ['/vendor-dashboard', '/service-provider-dashboard']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL((url) => url.pathname === '/admin/auth');
      await page.getByTestId('admin-auth-page').waitFor();
    }
    await page.close();
  }, 30_000);
});
