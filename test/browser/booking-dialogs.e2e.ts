import { Browser, Page } from 'playwright-core';
import { businessDay } from '../../backend/src/platform/domain/business-day';
import { supplierFormData } from '../support/accounts';
import { appBeside } from '../support/app-beside';
import { completeOnceStarted } from '../support/bookings';
import { signInBackOffice } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'booking-dialogs-admin@bazaar.test', password: 'booking-dialogs-pass-1' };
const CUSTOMER = { name: 'Kavya Iyer', email: 'kavya.iyer@example.in', password: 'tamarind-kettle-42' };
const PROVIDER = { name: 'Suresh Movers', email: 'suresh.movers@example.in', password: 'lorry-lantern-77' };

/**
 * An admin answers a pending booking in the back office as its provider would (Accept,
 * Decline with an optional reason) and may still cancel it; a reason (or a reply) the server
 * refuses is shown under the box, the dialog open and what was typed still in it.
 */
describe("back office: an admin's answers to a booking, and a refused reason kept in its dialog", () => {
  let server: RunningServer;
  let browser: Browser;
  const bookings: Record<'accept' | 'decline' | 'cancel' | 'reply', string> = { accept: '', decline: '', cancel: '', reply: '' };
  let productId = '';
  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  const api = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { ...(!(body instanceof FormData) && { 'content-type': 'application/json' }), ...(token && { Authorization: `Bearer ${token}` }) },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  /** The control by test id as a screen reader gets it: invalid or not, and the texts describing it. */
  const told = (page: Page, testId: string) =>
    page.getByTestId(testId).evaluate((control) => ({
      invalid: control.getAttribute('aria-invalid'),
      descriptions: (control.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent?.trim()),
    }));

  beforeAll(async () => {
    const admin = (await api('/auth/login', ADMIN)).accessToken;
    const provider = await api('/providers/signup', { ...PROVIDER, phone: '+919822034567', expertise: 'Packing and moving, Pune' });
    const document = new FormData();
    document.append('document', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'licence.pdf');
    await api(`/admin/providers/${provider.user.id}/document`, document, provider.accessToken);
    await api(`/admin/providers/${provider.user.id}/verify`, {}, admin);
    const service = await api(
      '/admin/services',
      {
        name: 'Home shifting within Pune',
        category: 'moving',
        description: 'Packing, loading, transport and unpacking for a 1-3 BHK home.',
        price: 4999,
        duration: '2 hours',
        cities: ['Pune'],
        workingHours: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from: '08:00', to: '17:00' },
      },
      provider.accessToken,
    );
    await api(`/admin/services/${service.id}/approve`, {}, admin);
    const customer = (await api('/auth/signup', CUSTOMER)).accessToken;
    const date = businessDay(new Date(Date.now() + 3 * 86_400_000));
    for (const [action, time] of [['accept', '08:00'], ['decline', '10:00'], ['reply', '12:00'], ['cancel', '14:00']] as const) {
      bookings[action] = (await api('/bookings', { serviceId: service.id, date, time, location: '7 Law College Road, Pune', city: 'Pune' }, customer)).id;
    }
    // One booking done and reviewed, for the provider's reply (completed as the server would once it started).
    await api(`/admin/bookings/${bookings.reply}/accept`, {}, provider.accessToken);
    const beside = await appBeside(server);
    try {
      await completeOnceStarted(beside, bookings.reply, { userId: provider.user.id, role: 'provider' });
    } finally {
      await beside.close();
    }
    await api(`/me/bookings/${bookings.reply}/review`, { rating: 4, comment: 'Careful with the glassware.' }, customer);
    // A vendor's product awaiting review, for the admin's Reject.
    const form = supplierFormData({ companyName: 'Nashik Grape Growers', contactPhone: '+91 98220 45678' });
    const vendor = (await api('/suppliers/register', form)).accessToken;
    productId = (await api('/admin/products', { name: 'Nashik Raisin Pack', category: 'retail', subcategory: 'bakery', price: 180, stock: 20, quantity: 1, unit: 'piece' }, vendor)).id;
  }, 90_000);

  it('offers an admin Accept and Decline on a pending booking, with the reason the provider may give', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, ADMIN);

    await page.goto(`${server.url}/admin/bookings/${bookings.accept}/show`);
    await page.locator('[data-testid="booking-status"][data-status="Pending"]').first().waitFor();
    await page.getByTestId('accept-booking').click();
    await page.getByRole('dialog').getByText(`${CUSTOMER.name} and the provider are told the booking is confirmed.`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await page.locator('[data-testid="booking-status"][data-status="Confirmed"]').first().waitFor();
    expect(await page.getByTestId('accept-booking').count()).toBe(0);

    await page.goto(`${server.url}/admin/bookings/${bookings.decline}/show`);
    await page.getByTestId('decline-booking').click();
    const dialog = page.getByRole('dialog');
    // A text-direction character pasted in: refused, and said under the box; the dialog keeps what was typed.
    await page.getByTestId('decline-reason').fill('The van is booked \u202E that day');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await dialog.getByText('Reason must not contain control or text-direction characters').waitFor();
    expect(await told(page, 'decline-reason')).toEqual({ invalid: 'true', descriptions: ['Reason must not contain control or text-direction characters'] });
    expect(await page.getByTestId('decline-reason').inputValue()).toBe('The van is booked \u202E that day');
    await page.getByTestId('decline-reason').fill('The van is booked that day');
    expect(await told(page, 'decline-reason')).toEqual({ invalid: 'false', descriptions: [] });
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await page.locator('[data-testid="booking-status"][data-status="Cancelled"]').first().waitFor();
    await page.close();
  }, 90_000);

  it("keeps the Cancel dialog open on 'Reason is required', the message under the reason, until a reason is given", async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/bookings/${bookings.cancel}/show`);
    await page.getByTestId('cancel-booking').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.getByText('Reason is required').waitFor();
    expect(await told(page, 'cancel-reason')).toEqual({ invalid: 'true', descriptions: ['Reason is required'] });
    // No pop-up over it: the message is the field's.
    expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);
    await page.getByTestId('cancel-reason').fill('Our lorry broke down');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await page.locator('[data-testid="booking-status"][data-status="Cancelled"]').first().waitFor();
    expect(await dialog.count()).toBe(0);
    await page.close();
  }, 90_000);

  it("keeps a product's Reject dialog open on 'Reason is required', the message under the reason", async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/products/${productId}/show`);
    await page.getByTestId('reject-product').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Reason is required').waitFor();
    expect(await told(page, 'reject-reason')).toEqual({ invalid: 'true', descriptions: ['Reason is required'] });
    expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);
    await page.getByTestId('reject-reason').fill('The picture shows another product');
    expect(await told(page, 'reject-reason')).toEqual({ invalid: 'false', descriptions: [] });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  }, 90_000);

  it("keeps a provider's reply open when the server refuses it, the message under the reply and the text kept", async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, PROVIDER);
    await page.goto(`${server.url}/admin/bookings/${bookings.reply}/show`);
    await page.getByTestId('reply-review').click();
    const typed = 'Thank you \u202E Kavya!';
    await page.getByTestId('reply-text').fill(typed);
    await page.getByTestId('reply-send').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Reply must not contain control or text-direction characters').waitFor();
    expect(await told(page, 'reply-text')).toEqual({ invalid: 'true', descriptions: ['Reply must not contain control or text-direction characters'] });
    expect(await page.getByTestId('reply-text').inputValue()).toBe(typed);
    await page.getByTestId('reply-text').fill('Thank you, Kavya!');
    await page.getByTestId('reply-send').click();
    await page.getByTestId('booking-review-reply').waitFor();
    await page.close();
  }, 90_000);
});
