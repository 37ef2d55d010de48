import { Browser, Page } from 'playwright-core';
import { appBeside } from '../support/app-beside';
import { completeOnceStarted } from '../support/bookings';
import { signInStorefront } from '../support/browser';
import { apiOf } from '../support/call-api';
import { eventually } from '../support/eventually';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'screen-reader-admin@bazaar.test', password: 'screen-reader-pass-1' };
const CUSTOMER = { name: 'Farida Shaikh', email: 'farida.shaikh@example.in', password: 'saffron-window-64' };

/**
 * The demo storefront driven by the keyboard alone and read as a screen reader gets it: what a
 * change says (the cart's count and total, a slider's tonnes) and where the focus lands after an
 * action replaces the control that was pressed (a booking).
 */
describe('keyboard and screen-reader journeys', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'true' }, (s, b) => {
    server = s;
    browser = b;
  });

  const { call, bearer } = apiOf(() => server.url);

  beforeAll(async () => {
    await call('/api/auth/signup', { body: CUSTOMER });
  });

  /** The element holding the focus, by its test id (or its tag when it has none). */
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName.toLowerCase());
  /** What a slider is read as: its aria-valuetext, else the bare number a screen reader would say. */
  const readAs = (page: Page, slider: ReturnType<Page['getByTestId']>) => slider.evaluate((input: HTMLInputElement) => input.getAttribute('aria-valuetext') ?? input.value);

  it.each([1366, 390])('the cart count and total are announced when Add to Cart changes them (%i px)', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await signInStorefront(page, server.url, CUSTOMER);
    // The device cart was merged with the server's at sign-in: from here on only Add to Cart changes it.
    await page.goto(`${server.url}/products/mysore-pak`);
    const announced = page.getByTestId('cart-change');
    const add = page.getByRole('button', { name: 'Add Mysore Pak to cart' });
    await add.waitFor();
    // Nothing is said while the cart stays as it was loaded.
    expect(await announced.getAttribute('role')).toBe('status');
    expect(await announced.textContent()).toBe('');
    await add.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /Cart updated: items: \d+, total ₹/.test(document.querySelector('[data-testid="cart-change"]')?.textContent ?? ''));
    const afterProduct = (await announced.textContent())!;
    const count = Number(afterProduct.match(/items: (\d+)/)![1]);
    expect(afterProduct).toBe(`Cart updated: items: ${count}, total ${(await page.getByTestId('cart-total').textContent())!}`);

    // The dashboard's Retail tab adds without a toast: the header still says what changed.
    await page.goto(`${server.url}/customer-dashboard#shop`);
    await page.getByTestId('tab-retail').click();
    const card = page.getByTestId('retail-card').filter({ has: page.locator('button[data-testid="add-to-cart"]:not([disabled])') }).first();
    await card.getByTestId('add-to-cart').focus();
    await page.keyboard.press('Space');
    await page.waitForFunction((n) => document.querySelector('[data-testid="cart-change"]')?.textContent?.startsWith(`Cart updated: items: ${n},`), count + 1);
    await page.close();
  }, 120_000);

  it('wholesale sliders are read as tonnes, on the dashboard and at checkout', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInStorefront(page, server.url, CUSTOMER);
    await page.goto(`${server.url}/customer-dashboard#shop`);
    await page.getByTestId('tab-wholesale').click();
    const slider = page.getByTestId('wholesale-slider').first();
    await slider.waitFor();
    // Its first step is "nothing chosen", one below the minimum order: read as such, not as "2".
    expect(await readAs(page, slider)).toBe('Not selected');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    const chosen = await readAs(page, slider);
    expect(chosen).toMatch(/^\d+ tonnes$/);
    expect(chosen).toBe(`${await slider.inputValue()} tonnes`);
    await page.getByTestId('wholesale-checkout').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/checkout');

    const line = page.getByTestId('wholesale-quantity');
    await line.waitFor();
    expect(await readAs(page, line)).toBe(chosen);
    await line.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((was) => document.querySelector('[data-testid="wholesale-quantity"]')?.getAttribute('aria-valuetext') !== was, chosen);
    expect(await readAs(page, line)).toBe(`${Number(chosen.split(' ')[0]) + 1} tonnes`);
    await page.close();
  }, 120_000);

  it('Confirm Booking hands the focus to the booking made, and Book another time to the form', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    await signInStorefront(page, server.url, CUSTOMER);
    const services = (await call('/api/services?city=Mumbai')) as { items: { id: string; category: string }[] };
    const service = services.items[0]!;
    await page.goto(`${server.url}/services/${service.category}/${service.id}`);
    // The form opens on the first day with a free slot; Tab from the date lands in the slots.
    await page.getByTestId('slot').first().waitFor();
    await page.getByTestId('booking-date').focus();
    // Tab walks the date's day, month and year first.
    for (let presses = 0; presses < 4 && (await page.evaluate(() => (document.activeElement as HTMLInputElement).name)) !== 'time'; presses++) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.locator('[data-testid="slot"] input:checked').count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('booking-location');
    await page.keyboard.type('4 Hill Road, Bandra, Mumbai');
    await page.keyboard.press('Enter');

    await page.getByTestId('booking-success').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'booking-success');
    expect(await page.getByTestId('booking-success').getAttribute('role')).toBe('status');
    await page.getByRole('button', { name: 'Book another time' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'booking-date');
    await page.close();
  }, 120_000);

  it("Forgot your password? and Back to log in hand the focus to the new card's title", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    await page.goto(`${server.url}/login`);
    const heading = () => page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : `not the title: ${document.activeElement?.tagName}`));
    await page.getByTestId('login-email').focus();
    await page.keyboard.type(CUSTOMER.email);
    await page.getByRole('button', { name: 'Forgot your password?' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('recovery-form').waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await heading()).toBe('Reset your password');
    // The next Tab is the address typed on the sign-in form.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('recovery-email');
    expect(await page.getByTestId('recovery-email').inputValue()).toBe(CUSTOMER.email);
    await page.getByRole('button', { name: 'Back to log in' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await heading()).toBe('Log in');
    await page.close();
  }, 60_000);

  it('a page opened at a dashboard section takes the focus: Submit Enquiry lands on My Enquiries', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInStorefront(page, server.url, CUSTOMER);
    const wholesale = (await call('/api/products?category=wholesale&perPage=1')) as { items: { id: string }[] };
    await page.goto(`${server.url}/wholesale/enquire/${wholesale.items[0]!.id}`);
    await page.getByRole('button', { name: 'Submit Enquiry' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.hash === '#enquiries');
    // The pressed button went with the enquiry page; the focus is on the new page, not <body>.
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    await page.close();
  }, 60_000);

  it("My Bookings' Cancel, Keep it and the cancellation each leave the focus on what replaced the button pressed", async () => {
    const customer = await bearer(CUSTOMER.email, CUSTOMER.password);
    const services = (await call('/api/services?city=Delhi')) as { items: { id: string }[] };
    const serviceId = services.items[services.items.length - 1]!.id;
    const day = (await call(`/api/services/${serviceId}/slots/first-free`)) as { date: string; slots: { time: string; free: boolean }[] };
    const booking = (await call('/api/bookings', { auth: customer, body: { serviceId, date: day.date, time: day.slots.find((slot) => slot.free)!.time, location: '9 Lodhi Road, Delhi', city: 'Delhi' } })) as { id: string };

    const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    await signInStorefront(page, server.url, CUSTOMER);
    await page.goto(`${server.url}/customer-dashboard#bookings`);
    const card = page.locator(`[data-testid="my-booking"][data-booking-id="${booking.id}"]`);
    const focusIn = (testId: string) => page.waitForFunction(([id, t]) => document.activeElement?.closest(`[data-booking-id="${id}"]`) !== null && document.activeElement?.getAttribute('data-testid') === t, [booking.id, testId]);
    await card.getByTestId('booking-cancel').focus();
    await page.keyboard.press('Enter');
    // The question's own Cancel, in a group named by the question.
    await focusIn('booking-cancel-yes');
    expect(await card.getByRole('group', { name: /Cancel this booking\?/ }).count()).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Keep it
    await focusIn('booking-cancel');
    await page.keyboard.press('Enter');
    await focusIn('booking-cancel-yes');
    await page.keyboard.press('Enter');
    await focusIn('booking-status');
    expect(await card.getByTestId('booking-status').textContent()).toBe('Cancelled');
    await page.close();
  }, 60_000);

  it('a review without stars is refused on the stars, focused and described; the posted review takes the focus', async () => {
    const customer = await bearer(CUSTOMER.email, CUSTOMER.password);
    // Signed in by hand, not by bearer: the completion below needs the admin's id.
    const admin = (await call('/api/auth/login', { body: ADMIN })) as { accessToken: string; user: { id: string } };
    const services = (await call('/api/services?city=Kolkata')) as { items: { id: string }[] };
    const serviceId = services.items[0]!.id;
    const day = (await call(`/api/services/${serviceId}/slots/first-free`)) as { date: string; slots: { time: string; free: boolean }[] };
    const booking = (await call('/api/bookings', { auth: customer, body: { serviceId, date: day.date, time: day.slots.find((slot) => slot.free)!.time, location: '2 Park Street, Kolkata', city: 'Kolkata' } })) as { id: string };
    await call(`/api/admin/bookings/${booking.id}/accept`, { token: admin.accessToken, body: {} });
    // Completed as if half an hour after it began (a journey cannot wait for its day).
    const beside = await appBeside(server);
    try {
      await completeOnceStarted(beside, booking.id, { userId: admin.user.id, role: 'admin' }, 30 * 60_000);
    } finally {
      await beside.close();
    }
    await eventually(async () => ((await call('/api/me/bookings', { auth: customer })) as { items: { id: string; status: string }[] }).items.some((b) => b.id === booking.id && b.status === 'completed'));

    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInStorefront(page, server.url, CUSTOMER);
    await page.goto(`${server.url}/customer-dashboard#bookings`);
    const card = page.locator(`[data-testid="my-booking"][data-booking-id="${booking.id}"]`);
    await card.getByTestId('booking-review-toggle').focus();
    await page.keyboard.press('Enter');
    await card.getByTestId('review-submit').focus();
    await page.keyboard.press('Enter');
    // The first star takes the focus, invalid and described by the message under the stars.
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio');
    const told = await page.evaluate(() => ({
      invalid: document.activeElement!.getAttribute('aria-invalid'),
      described: (document.activeElement!.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent?.trim()),
    }));
    expect(told).toEqual({ invalid: 'true', described: ['Please choose 1 to 5 stars'] });
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('review-comment');
    await page.keyboard.type('On time and careful.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'my-review');
    expect(await card.getByTestId('my-review').getByRole('img').getAttribute('aria-label')).toBe('Rated 4 out of 5');
    await page.close();
  }, 120_000);
});
