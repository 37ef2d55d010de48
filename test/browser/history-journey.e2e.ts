import { Browser, Page } from 'playwright-core';
import { signInBackOffice, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'history-admin@bazaar.test', password: 'history-pass-1' };
const STALE = 'This record was changed by someone else since you opened it. Reload to see the latest version.';

/**
 * History tabs read `GET /api/admin/<resource>/:id/history`: a provider's own History stays
 * open (also straight from the URL), and an edit of a record someone changed since shows
 * the stale-record notice instead of overwriting.
 */
describe('journeys: own History, stale edits', () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' }, (s, b) => {
    server = s;
    browser = b;
  });

  const api = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', ...(init.token && { Authorization: `Bearer ${init.token}` }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  const signIn = async (email: string, password: string): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, { email, password });
    return page;
  };

  it("keeps a provider's own History tab open, also when opened by URL", async () => {
    const email = `asha.${Date.now()}@example.in`;
    const signup = await api('/providers/signup', { method: 'POST', body: { name: 'Asha Plumbing', email, phone: '+919812300000', password: 'copper-lotus-58', expertise: 'Plumber, Pune' } });
    expect(signup.status).toBe(201);
    const id = signup.body.user.id as string;
    const page = await signIn(email, 'copper-lotus-58');
    await page.goto(`${server.url}/admin/providers/${id}/show/history`);
    const history = page.getByTestId('history');
    await history.waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe(`/admin/providers/${id}/show/history`);
    expect(await history.isVisible()).toBe(true);
    expect(await page.getByTestId('history-event').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-event-type')))).toEqual(
      expect.arrayContaining(['UserRegistered', 'ProviderRegistered']),
    );
    expect(await history.innerText()).toContain('Asha Plumbing');
    await snap(page, 'history-1-provider-own');
    await page.getByTestId('tab-details').click();
    await page.getByTestId('tab-history').click();
    await history.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/providers/${id}/show/history`);
  }, 30_000);

  it('shows the stale-record notice when the rate changed since the form was opened', async () => {
    const token = (await api('/auth/login', { method: 'POST', body: ADMIN })).body.accessToken as string;
    const rate = (await api('/admin/rates', { method: 'POST', token, body: { productName: 'Red Onion', category: 'vegetables', currentRate: 2400 } })).body;
    const page = await signIn(ADMIN.email, ADMIN.password);
    await page.goto(`${server.url}/admin/rates/${rate.id}`);
    const input = page.locator('input[name="currentRate"]');
    await input.waitFor();
    // Someone else raises the rate while the form is open.
    expect((await api(`/admin/rates/${rate.id}`, { method: 'PUT', token, body: { currentRate: 2500 } })).status).toBe(200);
    await input.fill('2300');
    await page.getByRole('button', { name: /save/i }).click();
    await page.getByText(STALE).waitFor();
    await snap(page, 'history-2-stale-edit');
    expect((await api(`/admin/rates/${rate.id}`, { token })).body).toMatchObject({ currentRate: 2500, revision: 1 });
  }, 30_000);

  it('shows the History of an invitation (in a dialog) and of a newsletter entry', async () => {
    const token = (await api('/auth/login', { method: 'POST', body: ADMIN })).body.accessToken as string;
    expect((await api('/admin/invitations', { method: 'POST', token, body: { email: 'next.admin@example.in' } })).status).toBe(201);
    expect((await api('/newsletter', { method: 'POST', body: { email: 'reader@example.in' } })).status).toBe(201);
    const page = await signIn(ADMIN.email, ADMIN.password);
    await page.goto(`${server.url}/admin/invitations`);
    await page.getByTestId('open-history').first().click();
    const history = page.getByTestId('history');
    await history.waitFor();
    expect(await page.getByTestId('history-event').first().getAttribute('data-event-type')).toBe('AdminInvited');
    expect(await history.innerText()).toContain('next.admin@example.in');
    await snap(page, 'history-3-invitation');
    // The same dialog shows the invitation as of a moment: an hour ago it did not exist yet.
    await page.getByTestId('dialog-tab-as-of').click();
    await page.getByTestId('as-of-preset-an-hour-ago').click();
    await page.getByTestId('as-of-error').waitFor();
    expect(await page.getByTestId('as-of-error').innerText()).toContain('did not exist yet');
    await page.keyboard.press('Escape');
    const [subscriber] = (await api('/admin/newsletter', { token })).body;
    await page.goto(`${server.url}/admin/newsletter/${subscriber.id}/show/history`);
    await page.getByTestId('history').waitFor();
    expect(await page.getByTestId('history-event').first().getAttribute('data-event-type')).toMatch(/^Newsletter/);
  }, 30_000);
});
