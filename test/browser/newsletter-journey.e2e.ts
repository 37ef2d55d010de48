import { Browser } from 'playwright-core';
import { snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

/**
 * Newsletter double opt-in in Chromium: the footer box asks the visitor to confirm, the
 * link from the dev outbox lands on the home page saying the subscription is confirmed
 * (Close drops the flag from the address); a forged link says it is invalid.
 */
describe('journey: newsletter confirmation link', () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser({}, (s, b) => {
    server = s;
    browser = b;
  });

  it('subscribe in the footer, follow the e-mailed link, see the outcome on the home page', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/`);
    await page.getByTestId('newsletter-email').fill('meera.iyer@example.in');
    await page.getByTestId('newsletter-form').locator('button[type="submit"]').click();
    await page.getByTestId('newsletter-success').waitFor();

    const outbox = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as { to: string; subject?: string; body: string }[];
    const mail = outbox.find((m) => m.to === 'meera.iyer@example.in' && m.subject === 'Confirm your Bazaar newsletter subscription');
    const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);

    const forged = new URL(link.toString());
    forged.searchParams.set('code', 'f'.repeat(forged.searchParams.get('code')!.length));
    await page.goto(`${server.url}${forged.pathname}${forged.search}`);
    await page.getByTestId('newsletter-invalid').waitFor();
    expect(await page.getByTestId('newsletter-confirmed').count()).toBe(0);
    await snap(page, 'newsletter-1-invalid');

    await page.goto(`${server.url}${link.pathname}${link.search}`);
    const confirmed = page.getByTestId('newsletter-confirmed');
    await confirmed.waitFor();
    expect(new URL(page.url()).searchParams.get('newsletter')).toBe('confirmed');
    await snap(page, 'newsletter-2-confirmed');
    await confirmed.getByRole('button').click();
    await confirmed.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('newsletter')).toBe(false);
  });
});
