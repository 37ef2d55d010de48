import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Browser } from 'playwright-core';
import { fillShippingAddress, signInBackOffice, signInStorefront, snap } from '../support/browser';
import { eventually } from '../support/eventually';
import { useServerAndBrowser } from '../support/journey';
import { withoutLiveStreams } from '../support/layout';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'walk-admin@bazaar.test', password: 'quartz-lantern-61' };
const COMPANY = { COMPANY_GSTIN: '27AAACB1234C1ZF', COMPANY_PAN: 'AAACB1234C', COMPANY_IEC: '0312345678' };

/**
 * What a new user met walking the demo marketplace end to end, each step the way they reach it
 * (a page opened first, a reload), at the desktop and phone sizes.
 */
describe('a new user walks the demo marketplace', () => {
  let server: RunningServer;
  let browser: Browser;
  // Each walk signs up its own customer, from one address: more than the default 10 sign-ups an hour.
  useServerAndBrowser({ SEED_DEMO: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMITS: 'signup=50/3600', ...COMPANY }, (s, b) => {
    server = s;
    browser = b;
  });

  /** A new customer's session, as the storefront keeps it after sign-up. */
  const signUp = async (name: string, email: string) => {
    const res = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, email, password: 'lotus-harbour-48' }),
    });
    expect(res.status).toBe(201);
    return res.json();
  };

  it('checkout opened first (a reload, a link from elsewhere) names each line’s unit, not a text key', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await withoutLiveStreams(page);
    await page.addInitScript((auth) => localStorage.setItem('bazaar.auth', auth), JSON.stringify(await signUp('Kavya Menon', 'kavya.checkout@example.in')));
    await page.goto(`${server.url}/products/ragi-millet-cookies`);
    await page.getByTestId('product-add-to-cart').click();
    await page.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
    // A new page load: only what /checkout itself brings is there. /cart, as people type it, is the same page.
    await page.goto(`${server.url}/cart`);
    await page.waitForURL(`${server.url}/checkout`);
    const line = page.getByTestId('cart-line').filter({ hasText: 'Ragi Millet Cookies' });
    await line.waitFor();
    await snap(page, 'walkthrough-checkout-first');
    const meta = (await line.locator('.cart-line__meta').textContent()) ?? '';
    expect(meta).toMatch(/\/ piece/);
    expect(meta).not.toContain('catalogue.');
    await page.close();
  });

  it('a product page says when the city chosen in the header is not one it is delivered to, before the cart', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await withoutLiveStreams(page);
    // Ragi Millet Cookies go to the southern cities and Mumbai: Mumbai (the default) is fine, Delhi is not.
    await page.goto(`${server.url}/products/ragi-millet-cookies`);
    await page.getByTestId('product-add-to-cart').waitFor();
    expect(await page.getByTestId('product-not-in-city').count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('selectedLocation', 'Delhi'));
    await page.reload();
    await page.getByTestId('product-add-to-cart').waitFor();
    expect((await page.getByTestId('product-not-in-city').textContent())?.trim()).toBe('Not delivered to Delhi, the city you chose');
    await snap(page, 'walkthrough-product-not-in-city');
    await page.close();
  });

  it('a service page says when the city chosen in the header is not one it is offered in, before the booking', async () => {
    const found = (await (await fetch(`${server.url}/api/services?q=${encodeURIComponent('Office relocation')}`)).json()) as { items: { id: string; name: string; cities: string[] }[] };
    const service = found.items.find((s) => s.name === 'Office relocation')!;
    expect(service.cities).toEqual(['Mumbai', 'Pune', 'Delhi']);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await withoutLiveStreams(page);
    // Mumbai (the default) is one of its cities; Kolkata, picked in the header, is not.
    await page.goto(`${server.url}/services/moving/${service.id}`);
    await page.getByTestId('booking-form').waitFor();
    expect(await page.getByTestId('service-not-in-city').count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('selectedLocation', 'Kolkata'));
    await page.reload();
    await page.getByTestId('booking-form').waitFor();
    expect((await page.getByTestId('service-not-in-city').textContent())?.trim()).toBe('Not offered in Kolkata, the city you chose');
    await snap(page, 'walkthrough-service-not-in-city');
    await page.close();
  });

  it('the wallet’s payments on a phone show every column within the screen, the amount included', async () => {
    const session = await signUp('Meera Pillai', 'meera.wallet@example.in');
    const product = (await (await fetch(`${server.url}/api/products/ragi-millet-cookies`)).json()) as { id: string };
    const checkout = await fetch(`${server.url}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'walkthrough-wallet-1', Authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({
        items: [{ productId: product.id, quantity: 2 }],
        shippingAddress: { name: 'Meera Pillai', phone: '+91 98450 44004', line1: '3 Carter Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
        paymentMethod: 'sandbox',
      }),
    });
    expect(checkout.status).toBe(201);
    const { paymentUrl } = (await checkout.json()) as { paymentUrl: string };
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await withoutLiveStreams(page);
    await page.addInitScript((auth) => localStorage.setItem('bazaar.auth', auth), JSON.stringify(session));
    await page.goto(new URL(paymentUrl, server.url).href);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((u) => u.pathname === '/payment-success');
    await page.goto(`${server.url}/customer-dashboard#wallet`);
    const row = page.getByTestId('wallet-transactions').locator('tbody tr').first();
    await row.waitFor();
    await row.scrollIntoViewIfNeeded();
    await snap(page, 'walkthrough-wallet-390');
    const cells = await row.locator('td').evaluateAll((tds) => tds.map((td) => ({ text: (td as HTMLElement).innerText, right: td.getBoundingClientRect().right })));
    expect(cells).toHaveLength(5);
    const offScreen = cells.filter((c) => c.right > 390 + 0.5).map((c) => c.text);
    expect(offScreen).toEqual([]);
    // ₹160 × 2 is below ₹500: ₹49 delivery on top.
    expect(cells.map((c) => c.text).join(' ')).toContain('369');
    await page.close();
  });

  it('after a first order, checkout no longer offers WELCOME20 (nor counts its discount), and Claim Coupons says why', async () => {
    const session = await signUp('Rohan Desai', 'rohan.coupons@example.in');
    const bearer = { Authorization: `Bearer ${session.accessToken}` };
    for (const code of ['WELCOME20', 'SUMMER10']) expect((await fetch(`${server.url}/api/me/coupons/${code}/claim`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer }, body: '{}' })).status).toBe(201);
    const product = (await (await fetch(`${server.url}/api/products/ragi-millet-cookies`)).json()) as { id: string };
    const first = await fetch(`${server.url}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'walkthrough-coupons-1', ...bearer },
      body: JSON.stringify({ items: [{ productId: product.id, quantity: 1 }], shippingAddress: { name: 'Rohan Desai', phone: '+91 98450 55005', line1: '8 Linking Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' }, paymentMethod: 'cod' }),
    });
    expect(first.status).toBe(201);
    // The order's read model follows its event: wait until the coupons answer counts it, as a page opened later would.
    await eventually(async () => {
      const coupons = (await (await fetch(`${server.url}/api/me/coupons`, { headers: bearer })).json()) as { items: { code: string; usable: boolean }[] };
      return coupons.items.find((c) => c.code === 'WELCOME20')?.usable === false;
    }, undefined, 50);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await withoutLiveStreams(page);
    await page.addInitScript((auth) => localStorage.setItem('bazaar.auth', auth), JSON.stringify(session));
    await page.goto(`${server.url}/customer-dashboard#coupons`);
    expect(await page.getByTestId('coupon-state-WELCOME20').textContent()).toBe('Claimed, but for a first order only: you have placed an order already');
    expect(await page.getByTestId('coupon-state-SUMMER10').textContent()).toMatch(/^Claimed, valid until/);
    await page.goto(`${server.url}/products/ragi-millet-cookies`);
    await page.getByTestId('product-add-to-cart').click();
    await page.goto(`${server.url}/checkout`);
    await page.getByTestId('use-SUMMER10').waitFor();
    await snap(page, 'walkthrough-checkout-coupons');
    expect(await page.getByTestId('use-WELCOME20').count()).toBe(0);
    // Typed anyway, it takes nothing off the total it shows (₹160 + ₹49 delivery); the server's refusal says why.
    await page.getByTestId('checkout-coupon').fill('WELCOME20');
    expect(await page.getByTestId('checkout-total').textContent()).toBe('₹209.00');
    await page.close();
  });

  it('a provider’s Accept and Decline dialogs name the booking’s day as the rest of the back office does', async () => {
    const accounts = readFileSync(join(server.dataDir, 'demo-accounts.txt'), 'utf8');
    const [, email, password] = /CareFirst Home Healthcare.*\n {2}email: (\S+)\n {2}password: (\S+)/.exec(accounts)!;
    const services = (await (await fetch(`${server.url}/api/services?category=healthcare&perPage=50`)).json()) as { items: { id: string; name: string }[] };
    const service = services.items.find((s) => s.name === 'Nurse visit')!;
    const free = (await (await fetch(`${server.url}/api/services/${service.id}/slots/first-free`)).json()) as { date: string; slots: { time: string; free: boolean }[] };
    const time = free.slots.find((s) => s.free)!.time;
    const session = await signUp('Anil Kapoor', 'anil.booking@example.in');
    const booked = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({ serviceId: service.id, date: free.date, time, location: '5 Juhu Tara Road, Mumbai', city: 'Mumbai' }),
    });
    expect(booked.status).toBe(201);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await withoutLiveStreams(page);
    await signInBackOffice(page, server.url, { email: email!, password: password! });
    await page.goto(`${server.url}/admin/bookings`);
    const card = page.locator('#main-content').getByText('Anil Kapoor').first();
    await card.waitFor();
    // The card's own words for the day (formatDate: '29 Nov 2026'), then the dialog's.
    const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${free.date}T12:00:00`));
    expect(await card.textContent()).toContain(`${day} at ${time}`);
    await page.getByTestId('accept-booking').first().click();
    const dialog = page.getByRole('dialog');
    await snap(page, 'walkthrough-provider-accept-390');
    expect(await dialog.getByRole('heading').textContent()).toBe(`Accept Nurse visit on ${day} at ${time} IST?`);
    await page.close();
  });

  it('the back office’s page titles fit a phone’s app bar, a long one on two lines, none under the bell', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await withoutLiveStreams(page);
    await signInBackOffice(page, server.url, ADMIN);
    const cut: string[] = [];
    for (const path of ['/admin/products/create', '/admin/services/create', '/admin/invitations/create', '/admin/rates/daily', '/admin/contact-messages']) {
      await page.goto(`${server.url}${path}`);
      const title = page.locator('#react-admin-title');
      await title.filter({ hasText: /\w/ }).waitFor();
      const fit = await title.evaluate((el) => {
        const bell = document.querySelector('[data-testid="notification-bell"]')?.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return { text: (el as HTMLElement).innerText, overflows: el.scrollWidth > el.clientWidth + 1, underBell: !!bell && box.right > bell.left + 1 };
      });
      if (fit.overflows || fit.underBell) cut.push(`${path}: '${fit.text}'${fit.overflows ? ' runs past its box' : ''}${fit.underBell ? ' reaches under the bell' : ''}`);
    }
    await page.goto(`${server.url}/admin/products/create`);
    await page.locator('#react-admin-title').filter({ hasText: /\w/ }).waitFor();
    await snap(page, 'walkthrough-backoffice-390-title');
    expect(cut).toEqual([]);
    await page.close();
  });
  it('checkout’s refusals in Hindi say under each field, as in the banner, what is wrong in Hindi, the coupon’s too', async () => {
    const session = await signUp('Ishaan Verma', 'ishaan.hindi@example.in');
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await withoutLiveStreams(page);
    await page.addInitScript((auth) => {
      localStorage.setItem('bazaar.auth', auth);
      localStorage.setItem('selectedLanguage', 'hi');
    }, JSON.stringify(session));
    await page.goto(`${server.url}/products/ragi-millet-cookies`);
    await page.getByTestId('product-add-to-cart').click();
    await page.goto(`${server.url}/checkout`);
    await page.getByTestId('cart-line').waitFor();
    await page.getByTestId('shippingAddress-name').fill(''); // it starts as the customer's name
    await page.getByTestId('shippingAddress-pincode').fill('12');
    await page.getByTestId('checkout-coupon').fill('WELCOME20');
    await page.getByTestId('place-order').click();
    // The server checks the address first: each field's message came through in English.
    await page.getByTestId('checkout-error').waitFor();
    expect(await page.getByTestId('shippingAddress-name-error').textContent()).toBe('नाम आवश्यक है');
    expect(await page.getByTestId('shippingAddress-pincode-error').textContent()).toBe('कृपया मान्य 6 अंकों का पिनकोड दर्ज करें');
    await fillShippingAddress(page, { name: 'Ishaan Verma', phone: '+91 98450 66006', line1: '4 Carter Road', state: 'Maharashtra', pincode: '400050' });
    await page.getByTestId('place-order').click();
    // Then the coupon, not claimed yet.
    await page.getByTestId('coupon-error').waitFor();
    await snap(page, 'walkthrough-checkout-refused-hi');
    expect(await page.getByTestId('coupon-error').textContent()).toBe('इस कूपन का उपयोग करने से पहले इसे प्राप्त करें');
    expect(await page.getByTestId('checkout-error').textContent()).toBe('इस कूपन का उपयोग करने से पहले इसे प्राप्त करें');
    await page.close();
  });

  it('a coupon not claimed yet is claimed at checkout, where the refusal sent the customer away from all they had typed', async () => {
    const session = await signUp('Nisha Rao', 'nisha.claim@example.in');
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await withoutLiveStreams(page);
    await page.addInitScript((auth) => localStorage.setItem('bazaar.auth', auth), JSON.stringify(session));
    await page.goto(`${server.url}/products/ragi-millet-cookies`);
    await page.getByTestId('product-add-to-cart').click();
    await page.goto(`${server.url}/checkout`);
    await page.getByTestId('cart-line').waitFor();
    await fillShippingAddress(page, { name: 'Nisha Rao', phone: '+91 98450 77007', line1: '9 Pali Hill', state: 'Maharashtra', pincode: '400050' });
    await page.getByTestId('checkout-coupon').fill('WELCOME20');
    await page.getByTestId('place-order').click();
    await page.getByTestId('coupon-error').filter({ hasText: 'Claim this coupon before using it' }).waitFor();
    await page.getByTestId('checkout-claim-coupon').click();
    // Claimed: the discount counts and the refusal is gone; the address is as typed.
    await page.getByTestId('checkout-totals').filter({ hasText: 'Coupon WELCOME20' }).waitFor();
    expect(await page.getByTestId('coupon-error').count()).toBe(0);
    expect(await page.getByTestId('checkout-coupon').getAttribute('aria-invalid')).toBe('false');
    await snap(page, 'walkthrough-checkout-claimed-390');
    expect(await page.getByTestId('checkout-claim-coupon').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-coupon');
    expect(await page.getByTestId('shippingAddress-line1').inputValue()).toBe('9 Pali Hill');
    // ₹160 less 20 %, and ₹49 delivery below ₹500.
    expect(await page.getByTestId('checkout-total').textContent()).toBe('₹177.00');
    await page.getByTestId('place-order').click();
    await page.waitForURL((u) => u.pathname === '/order-confirmation');
    await page.getByText('₹177.00').first().waitFor();
    await page.close();
  });

  it('a customer’s notice in the bell opens what it is about: an order’s its order in Orders & Statements', async () => {
    const session = await signUp('Kabir Sethi', 'kabir.bell@example.in');
    const product = (await (await fetch(`${server.url}/api/products/ragi-millet-cookies`)).json()) as { id: string };
    const placed = await fetch(`${server.url}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'walkthrough-bell-1', Authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({ items: [{ productId: product.id, quantity: 1 }], shippingAddress: { name: 'Kabir Sethi', phone: '+91 98450 88008', line1: '2 Turner Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' }, paymentMethod: 'cod' }),
    });
    expect(placed.status).toBe(201);
    const { orderNumber } = (await placed.json()) as { orderNumber: string };
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await withoutLiveStreams(page);
    await page.addInitScript((auth) => localStorage.setItem('bazaar.auth', auth), JSON.stringify(session));
    await page.goto(`${server.url}/wholesale-rate-list`);
    // The notice follows the order through the bus: the bell is opened once the customer has it.
    await eventually(async () => {
      const feed = (await (await fetch(`${server.url}/api/me/notifications`, { headers: { Authorization: `Bearer ${session.accessToken}` } })).json()) as { items: { message: string }[] };
      return feed.items.some((n) => n.message.includes(orderNumber));
    }, undefined, 50);
    await page.getByTestId('notification-bell').click();
    const notice = page.getByTestId('notification-item').filter({ hasText: orderNumber }).first();
    await notice.click();
    await page.waitForURL((u) => u.pathname === '/customer-dashboard' && u.hash === '#orders');
    await page.getByTestId('customer-order').filter({ hasText: orderNumber }).waitFor();
    expect(await page.getByTestId('notification-panel').count()).toBe(0);
    await snap(page, 'walkthrough-bell-opens-order');
    await page.close();
  });

  it('the Contact page’s and the newsletter’s refusals in German are in German, what was typed kept', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'de'));
    await page.goto(`${server.url}/contact`);
    await page.getByTestId('contact-name').fill('Lena Vogel');
    await page.getByTestId('contact-email').fill('lena.vogel-at-example.de');
    await page.getByTestId('contact-submit').click();
    // They came from the server in English: 'Please enter a valid email address', 'Message is required'.
    await page.getByTestId('contact-email-error').waitFor();
    await snap(page, 'walkthrough-contact-refused-de');
    expect(await page.getByTestId('contact-email-error').textContent()).toBe('Bitte gib eine gültige E-Mail-Adresse ein');
    expect(await page.getByTestId('contact-message-error').textContent()).toBe('Nachricht ist erforderlich');
    expect(await page.getByTestId('contact-name').inputValue()).toBe('Lena Vogel');
    // So is the footer's newsletter form, on every page.
    await page.getByTestId('newsletter-email').fill('lena.vogel-at-example.de');
    await page.getByTestId('newsletter-form').locator('button[type=submit]').click();
    await page.getByTestId('newsletter-form').getByText('Bitte gib eine gültige E-Mail-Adresse ein').waitFor();
    expect(await page.getByTestId('newsletter-form').getByText('Please enter a valid email address').count()).toBe(0);
    await page.close();
  });

  it('a customer back after their access token expired is renewed before the page asks, no request refused', async () => {
    const session = (await signUp('Tara Menon', 'tara.expired@example.in')) as { accessToken: string; user: { id: string } };
    // The session as the device keeps it 15 minutes on: an access token past its expiry (the server never sees this one now).
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const stale = { ...session, accessToken: `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: session.user.id, exp: Math.floor(Date.now() / 1000) - 60 })}.x` };
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    const refused: string[] = [];
    page.on('response', (r) => r.status() === 401 && refused.push(`${r.request().method()} ${new URL(r.url()).pathname}`));
    await page.addInitScript((auth) => localStorage.setItem('bazaar.auth', auth), JSON.stringify(stale));
    const stream = page.waitForResponse((r) => r.url().endsWith('/api/me/notifications/stream'));
    await page.goto(`${server.url}/customer-dashboard#orders`);
    await page.getByTestId('dashboard-orders-count').waitFor();
    expect((await stream).status()).toBe(200);
    await page.getByTestId('orders-empty').waitFor();
    expect(refused).toEqual([]);
    await page.close();
  });

  it('a tonnage typed out of range and then Submit Enquiry tapped sends nothing until the customer has seen what it became', async () => {
    const session = await signUp('Farah Khan', 'farah.enquiry@example.in');
    const product = (await (await fetch(`${server.url}/api/products/basmati-rice-1121-sella`)).json()) as { id: string };
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await withoutLiveStreams(page);
    await page.addInitScript((auth) => localStorage.setItem('bazaar.auth', auth), JSON.stringify(session));
    const sent: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/enquiries') && sent.push(r.postData() ?? ''));
    await page.goto(`${server.url}/wholesale/enquire/${product.id}`);
    await page.getByTestId('enquiry-message').fill('For a caterer in Pune, delivery next week.');
    await page.getByTestId('enquiry-quantity').fill('45');
    // The tap leaves the box, which sets 45 to 30; that same tap used to send 30 tonnes at once.
    await page.getByTestId('enquiry-submit').click();
    await page.getByTestId('enquiry-quantity-error').filter({ hasText: '45 is outside 5 to 30: set to 30' }).waitFor();
    expect(await page.getByTestId('enquiry-quantity').inputValue()).toBe('30');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('enquiry-quantity');
    await snap(page, 'walkthrough-enquiry-clamped-390');
    expect(sent).toEqual([]);
    // Seen, the next tap sends it.
    await page.getByTestId('enquiry-submit').click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    expect(sent.map((body) => (JSON.parse(body) as { quantity: number }).quantity)).toEqual([30]);
    await page.close();
  });

  it('signing out leaves the cart on the server, not on the device: signing in again shows it once, and another customer never', async () => {
    const riya = { email: 'riya.cart@example.in', password: 'lotus-harbour-48' };
    const arjun = { email: 'arjun.cart@example.in', password: 'lotus-harbour-48' };
    await signUp('Riya Kapoor', riya.email);
    await signUp('Arjun Rao', arjun.email);
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await withoutLiveStreams(page);
    const count = () => page.getByTestId('cart-count').textContent();
    /** Signs in on /login; the pieces in the cart the server merged, once the header shows them. */
    const signIn = async (who: { email: string; password: string }) => {
      const merged = page.waitForResponse((r) => r.url().endsWith('/api/me/cart/merge'));
      await signInStorefront(page, server.url, who);
      const cart = (await (await merged).json()) as { items: { quantity: number }[] };
      const pieces = String(cart.items.reduce((sum, line) => sum + line.quantity, 0));
      await page.getByTestId('cart-count').filter({ hasText: new RegExp(`^${pieces}$`) }).waitFor();
      return pieces;
    };
    const signOut = async () => {
      await page.goto(`${server.url}/customer-dashboard`);
      await page.getByTestId('dashboard-logout').click();
      await page.getByRole('link', { name: 'Login' }).first().waitFor();
    };
    await signIn(riya);
    await page.goto(`${server.url}/products/ragi-millet-cookies`);
    await page.getByTestId('product-add-to-cart').click();
    await page.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
    // The device kept its lines at sign-out, and each sign-in added them to the server's copy of them: 1 piece became 2, then 4.
    for (let round = 1; round <= 2; round++) {
      await signOut();
      expect(await count()).toBe('0');
      expect(await signIn(riya)).toBe('1');
    }
    await snap(page, 'walkthrough-cart-after-signing-in-again');
    // Nor does the next customer on this device get Riya's cookies.
    await signOut();
    expect(await signIn(arjun)).toBe('0');
    await page.close();
  });

  it('a session that ended without a sign-out (expired, revoked) leaves the cart on the device: signing in again shows it once', async () => {
    const meera = { email: 'meera.expired@example.in', password: 'lotus-harbour-48' };
    await signUp('Meera Iyer', meera.email);
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await withoutLiveStreams(page);
    /** Signs in on /login; the pieces in the cart the server answered at sign-in (a merge, or the device's put). */
    const signIn = async () => {
      const joined = page.waitForResponse((r) => /^\/api\/me\/cart(\/merge)?$/.test(new URL(r.url()).pathname) && r.request().method() !== 'GET');
      await signInStorefront(page, server.url, meera);
      const cart = (await (await joined).json()) as { items: { quantity: number }[] };
      return String(cart.items.reduce((sum, line) => sum + line.quantity, 0));
    };
    expect(await signIn()).toBe('0');
    await page.goto(`${server.url}/products/ragi-millet-cookies`);
    await page.getByTestId('product-add-to-cart').click();
    // Checkout keeps the cart on the server too.
    await page.goto(`${server.url}/checkout`);
    await page.getByTestId('cart-line').waitFor();
    // The session ends as an expired one does: the device forgets it, its cart stays.
    await page.evaluate(() => localStorage.removeItem('bazaar.auth'));
    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
    // Signing in again added the device's piece to the server's copy of it: 2.
    expect(await signIn()).toBe('1');
    await page.getByTestId('cart-count').filter({ hasText: /^1$/ }).waitFor();
    await page.close();
  });
});
