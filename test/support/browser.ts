import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Browser, chromium, Locator, Page, Request } from 'playwright-core';
import { eventually } from './eventually';

export const ARTIFACTS = resolve(__dirname, '../artifacts');

/** Debian's Chromium, headless, without the network chatter this machine refuses (STACK.md 11). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Saves a screenshot under test/artifacts/ (git-ignored) to look at after a run. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });
}

/**
 * Opens `url` and waits until none of the page's requests has been open for 500 ms: what
 * waitUntil 'networkidle' does, but when it gives up it names the requests still open
 * (a CI run once timed out on networkidle with nothing to say which request held it).
 */
export async function gotoQuiet(page: Page, url: string, timeout = 30_000): Promise<void> {
  const open = new Map<Request, number>();
  let lastEnded = Date.now();
  const started = (request: Request) => void open.set(request, Date.now());
  const ended = (request: Request) => {
    open.delete(request);
    lastEnded = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeout;
    await page.goto(url, { timeout });
    while (open.size > 0 || Date.now() - lastEnded < 500) {
      if (Date.now() > deadline) {
        const held = [...open].map(([request, since]) => `${request.method()} ${request.url()} (open ${Date.now() - since} ms)`);
        throw new Error(`${url}: requests still open after ${timeout} ms: ${held.join(', ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Picks `name` in the MUI select that `opener` opens, and waits until its list has closed (while
 * it is open the rest of the page is aria-hidden, so the next role query finds nothing). On a
 * busy machine a click can land while the list is still growing in and leave it open: then it
 * is closed with Escape and tried again, up to three times.
 */
export async function chooseOption(page: Page, opener: Locator, name: string): Promise<void> {
  const list = page.getByRole('listbox');
  for (let attempt = 1; ; attempt++) {
    // A list still open (a click that landed as it grew in, or one still closing) is closed first: while open it shares its opener's label.
    if (await list.count()) {
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden', timeout: 5000 });
    }
    await opener.click();
    await page.getByRole('option', { name, exact: true }).click();
    try {
      await list.waitFor({ state: 'hidden', timeout: 5000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** Signs in on the back office's /admin/auth and waits until it has left the sign-in page. */
export async function signInBackOffice(page: Page, baseUrl: string, who: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/admin/auth`);
  await page.getByTestId('auth-email').fill(who.email);
  await page.getByTestId('auth-password').fill(who.password);
  await page.getByTestId('auth-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/auth'));
}

/** Signs a customer in on the storefront's /login and waits for the signed-in header (its bell). */
export async function signInStorefront(page: Page, baseUrl: string, who: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-email').fill(who.email);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('notification-bell').waitFor();
}

/** A checkout's shipping address as the customer types it: the fields given, in the form's order (a city left out keeps the one chosen in the header). */
export async function fillShippingAddress(page: Page, address: { name: string; phone: string; line1: string; city?: string; state: string; pincode: string }): Promise<void> {
  for (const field of ['name', 'phone', 'line1', 'city', 'state', 'pincode'] as const) {
    const value = address[field];
    if (value !== undefined) await page.getByTestId(`shippingAddress-${field}`).fill(value);
  }
}

/** The newest 6-digit code the development SMS outbox holds for `phone`. */
export async function outboxCode(baseUrl: string, phone: string): Promise<string> {
  return eventually(async () => {
    const outbox = (await (await fetch(`${baseUrl}/api/dev/outbox`)).json()) as { to: string; body: string }[];
    return outbox.find((m) => m.to === phone.replace(/\s+/g, ''))?.body.match(/\b(\d{6})\b/)?.[1];
  }, undefined, 100);
}

/** Verifies the phone typed in a storefront form's phone field with the code from the dev outbox. */
export async function verifyPhoneInBrowser(page: Page, baseUrl: string, phone: string): Promise<void> {
  await page.getByTestId('verify-phone').click();
  await page.getByTestId('otp-dialog').waitFor();
  const code = await outboxCode(baseUrl, phone);
  for (const [i, digit] of [...code].entries()) await page.getByTestId(`otp-digit-${i}`).fill(digit);
  await page.getByTestId('otp-terms').check();
  await page.getByTestId('otp-confirm').click();
  await page.getByTestId('phone-verified').waitFor();
  // The dialog gave focus back to the form (the phone field, its Verify button gone), not to <body>.
  await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'tel');
}
