import { Browser } from 'playwright-core';
import { signInBackOffice, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'support-admin@bazaar.test', password: 'support-pass-1' };
const CUSTOMER = { name: 'Meera Iyer', email: 'meera.iyer@example.in', password: 'teal-harbour-38' };

/**
 * Issue 11's tickets and bells in Chromium: a customer writes from Contact Us in their
 * dashboard; an admin answers it in the back office; the customer's header bell counts the
 * answer live (no reload), the Notifications section lists it and marks it read; the
 * coupons section claims SUMMER10; the back office Overview shows the revenue chart.
 */
describe('journey: a support ticket answered, the bell updating live', () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, (s, b) => {
    server = s;
    browser = b;
  });

  it('ticket, answer, live bell, mark read, coupon', async () => {
    const signup = await fetch(`${server.url}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CUSTOMER) });
    expect(signup.status).toBe(201);

    const shopper = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await shopper.goto(`${server.url}/login`);
    await shopper.getByTestId('login-email').fill(CUSTOMER.email);
    await shopper.getByTestId('login-password').fill(CUSTOMER.password);
    await shopper.getByTestId('login-submit').click();
    await shopper.getByTestId('notification-bell').waitFor();
    // Where focus is after an action: never dropped on <body>.
    const focused = () => shopper.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);
    await shopper.goto(`${server.url}/customer-dashboard#contact`);
    // Send without a message: the error is announced, tied to the field, and the field has the focus.
    await shopper.getByTestId('ticket-submit').click();
    const required = shopper.getByRole('alert').filter({ hasText: 'Message is required' });
    await required.waitFor();
    expect(await shopper.getByTestId('ticket-message').getAttribute('aria-describedby')).toBe(await required.getAttribute('id'));
    expect(await focused()).toBe('ticket-message');
    await shopper.getByTestId('ticket-subject').selectOption('payment problem');
    await shopper.getByTestId('ticket-message').fill('I was charged twice for my last order.');
    await shopper.getByTestId('ticket-submit').click();
    const sent = (await shopper.getByTestId('ticket-sent').textContent()) ?? '';
    const reference = /T-[0-9A-F]{8}/.exec(sent)?.[0];
    expect(reference).toBeDefined();
    expect(await focused()).toBe('ticket-sent');
    expect(await shopper.getByTestId('notification-count').count()).toBe(0);
    await snap(shopper, 'support-1-ticket-sent');

    const admin = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(admin, server.url, ADMIN);
    await admin.getByTestId('revenue-chart-body').waitFor();
    await admin.getByTestId('notification-bell').waitFor();
    await snap(admin, 'support-2-overview-revenue');
    await admin.goto(`${server.url}/admin/tickets`);
    await admin.getByTestId('tickets-table').getByText(reference!).click();
    await admin.getByTestId('ticket-answer-input').fill('Meera, the second charge has been refunded.');
    await admin.getByTestId('ticket-answer-send').click();
    await admin.getByTestId('ticket-answer-text').getByText('second charge has been refunded').waitFor();
    await snap(admin, 'support-3-ticket-answered');
    // The new ticket reached the admin inbox too; Mark all as read empties the bell.
    await admin.getByTestId('notification-count').waitFor();
    await admin.getByTestId('notification-bell').click();
    await admin.getByTestId('notifications-read-all').click();
    await admin.getByTestId('notification-count').waitFor({ state: 'detached' });
    expect(await admin.locator('[data-testid="notification-item"][data-status="unread"]').count()).toBe(0);
    await snap(admin, 'support-3b-admin-all-read');
    await admin.keyboard.press('Escape');

    // The shopper's page was not reloaded: the bell counts the answer from the stream.
    await shopper.getByTestId('notification-count').getByText('1').waitFor();
    await snap(shopper, 'support-4-bell-live');
    await shopper.getByTestId('dashboard-menu-notifications').click();
    const item = shopper.locator('[data-testid="dashboard-notification"][data-status="unread"]');
    await item.getByText(`We have answered your message ${reference}`).waitFor();
    await item.getByRole('button', { name: `Mark as read: Support reply – We have answered your message ${reference}` }).click();
    await shopper.locator('[data-testid="dashboard-notification"][data-status="read"]').waitFor();
    await shopper.waitForFunction(() => document.activeElement !== document.body);
    expect(await focused()).toBe('dashboard-unread');
    await shopper.getByTestId('notification-count').waitFor({ state: 'detached' });
    await snap(shopper, 'support-5-notification-read');

    // Two more answers arrive: 'Mark these as read' reads every unread one shown, and the bell empties.
    const post = async (path: string, token: string, body: object) => {
      const res = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      expect(res.ok).toBe(true);
      return (await res.json()) as { id: string; accessToken: string };
    };
    const customerToken = (await post('/auth/login', '', { email: CUSTOMER.email, password: CUSTOMER.password })).accessToken;
    const adminToken = (await post('/auth/login', '', ADMIN)).accessToken;
    for (const message of ['Where is my invoice?', 'Please update my address.']) {
      const ticket = await post('/me/tickets', customerToken, { subject: 'other', message });
      await post(`/admin/tickets/${ticket.id}/answer`, adminToken, { answer: 'Done, thank you for writing.' });
    }
    await shopper.getByTestId('notification-count').getByText('2').waitFor();
    await shopper.locator('[data-testid="dashboard-notification"][data-status="unread"]').nth(1).waitFor();
    expect(await shopper.getByTestId('notification-mark-read').count()).toBe(2);
    await snap(shopper, 'support-5a-notifications-unread');
    await shopper.getByTestId('notifications-read-all').click();
    await shopper.getByTestId('notification-count').waitFor({ state: 'detached' });
    expect(await shopper.locator('[data-testid="dashboard-notification"][data-status="unread"]').count()).toBe(0);
    expect(await shopper.getByTestId('notifications-read-all').count()).toBe(0);
    expect(await shopper.getByTestId('dashboard-unread').innerText()).toBe('0 unread');
    expect(await focused()).toBe('dashboard-unread');
    await snap(shopper, 'support-5b-notifications-all-read');
    await shopper.reload();
    await shopper.locator('[data-testid="dashboard-notification"][data-status="read"]').nth(2).waitFor();
    expect(await shopper.locator('[data-testid="dashboard-notification"][data-status="unread"]').count()).toBe(0);
    await shopper.getByTestId('dashboard-menu-contact').click();
    await shopper.getByTestId('ticket-answer').getByText('second charge has been refunded').waitFor();

    await shopper.getByTestId('dashboard-menu-coupons').click();
    // The first claim's answer is lost after the server recorded it: Claim again shows it claimed, not "already claimed" as an error.
    let lost = false;
    await shopper.route('**/api/me/coupons/SUMMER10/claim', async (route) => {
      if (lost) return route.fallback();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await shopper.getByRole('button', { name: 'Claim coupon SUMMER10' }).click();
    await shopper.locator('#coupons [role="alert"]').waitFor();
    await shopper.getByRole('button', { name: 'Claim coupon SUMMER10' }).click();
    await shopper.locator('[data-testid="coupon-SUMMER10"][data-status="claimed"]').waitFor();
    expect(await shopper.locator('#coupons [role="alert"]').count()).toBe(0);
    await shopper.unroute('**/api/me/coupons/SUMMER10/claim');
    await shopper.waitForFunction(() => document.activeElement !== document.body);
    expect(await focused()).toBe('coupon-state-SUMMER10');

    // Escape in the bell's pop-up closes it and gives focus back to the bell.
    await shopper.getByTestId('notification-bell').click();
    await shopper.keyboard.press('Tab');
    await shopper.keyboard.press('Escape');
    expect(await shopper.getByTestId('notification-bell').getAttribute('aria-expanded')).toBe('false');
    expect(await focused()).toBe('notification-bell');
    await snap(shopper, 'support-6-coupon-claimed');
  }, 120_000);
});
