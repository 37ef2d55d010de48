import { Browser } from 'playwright-core';
import { signInBackOffice, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'contact-admin@bazaar.test', password: 'contact-pass-1' };

/**
 * Issue 9's contact messages in Chromium: a visitor writes through the storefront's Contact
 * Us page and is told a short reference (not a UUID); an admin finds the message by that
 * reference, answers it (the answer reaches the sender through the dev outbox) and closes it.
 */
describe('journey: a contact message answered from the back office', () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, (s, b) => {
    server = s;
    browser = b;
  });

  it('reference on the storefront, answer and close in the back office', async () => {
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(`${server.url}/contact`);
    await visitor.getByTestId('contact-name').fill('Kavya Menon');
    await visitor.getByTestId('contact-email').fill('kavya.menon@example.in');
    await visitor.getByTestId('contact-subject').selectOption('payment problem');
    await visitor.getByTestId('contact-message').fill('My card was charged but the order does not show.');
    await visitor.getByTestId('contact-submit').click();
    const success = visitor.getByTestId('contact-success');
    await success.waitFor();
    const text = (await success.textContent()) ?? '';
    const reference = /Reference: ([0-9A-F]{8})(?![0-9A-F])/.exec(text)?.[1];
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await snap(visitor, 'contact-1-reference');

    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInBackOffice(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/contact-messages`);
    await page.getByPlaceholder('Reference').fill(reference!);
    // The list applies a typed filter after a pause (react-admin's debounce), by navigating to its own
    // URL: a row clicked before then may be taken back to the list (as happened on a busy machine).
    await page.waitForURL((u) => JSON.parse(u.searchParams.get('filter') ?? '{}').q === reference);
    await page.getByTestId('contact-messages-table').getByText(reference!).click();
    await page.waitForURL((u) => u.pathname.endsWith('/show'));
    await page.getByTestId('contact-answer-input').fill('Kavya, the payment was refunded today.');
    await page.getByTestId('contact-answer-send').click();
    await page.getByTestId('contact-answer').getByText('the payment was refunded today').waitFor();
    await page.getByTestId('contact-close').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close message' }).last().click();
    await page.locator('[data-testid="contact-status"][data-status="Closed"]').waitFor();
    await snap(page, 'contact-2-answered-closed');

    const outbox = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as { to: string; subject?: string }[];
    expect(outbox).toContainEqual(expect.objectContaining({ to: 'kavya.menon@example.in', subject: `Re: your message ${reference}` }));
  }, 90_000);
});
