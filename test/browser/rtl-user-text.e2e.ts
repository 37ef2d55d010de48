import { Browser, Page } from 'playwright-core';
import { snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

/**
 * What sellers and customers wrote is shown in the direction it was written in: in Arabic an
 * English description or review is laid out left to right, so its full stop stays at its end
 * (inheriting the page's right-to-left put '.visit. Very polite' on screen).
 */
describe('right-to-left pages and the words people wrote', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser({ SEED_DEMO: 'true' }, (s, b) => {
    server = s;
    browser = b;
  });

  const arabicPage = async (): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'ar'));
    return page;
  };
  const direction = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).direction);

  it("in Arabic, a service's English description, review and reply and a product's description read left to right; the page's own words right to left", async () => {
    const services = (await (await fetch(`${server.url}/api/services?category=handyman&perPage=50`)).json()) as { items: { id: string; name: string }[] };
    const service = services.items.find((s) => s.name === 'Electrician visit')!;
    const page = await arabicPage();
    await page.goto(`${server.url}/services/handyman/${service.id}`);
    await page.getByTestId('review-reply').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await direction(page, '#service-about')).toBe('rtl');
    expect(await direction(page, '.service-detail__text')).toBe('ltr');
    expect(await direction(page, '[data-testid="review"] .review__text')).toBe('ltr');
    expect(await direction(page, '[data-testid="review-reply"] p')).toBe('ltr');
    await page.locator('[data-testid="review"]').first().scrollIntoViewIfNeeded();
    await snap(page, 'rtl-user-text-service-ar-390');

    await page.goto(`${server.url}/products/ragi-millet-cookies`);
    await page.locator('.product-page__description p').waitFor();
    expect(await direction(page, '#product-description')).toBe('rtl');
    expect(await direction(page, '.product-page__description p')).toBe('ltr');

    // The same on a service's card in its category's list, and on a wholesale product's enquiry page.
    await page.goto(`${server.url}/services/handyman`);
    await page.locator('.service-card__text').first().waitFor();
    expect(await direction(page, '.service-card__text')).toBe('ltr');
    const wholesale = (await (await fetch(`${server.url}/api/products?category=wholesale&perPage=100`)).json()) as { items: { id: string; description?: string }[] };
    const described = wholesale.items.find((p) => /^[A-Za-z]/.test(p.description ?? ''))!;
    await page.goto(`${server.url}/wholesale/enquire/${described.id}`);
    await page.locator('.enquiry__description').waitFor();
    expect(await direction(page, '.enquiry__description')).toBe('ltr');
    await page.close();
  }, 60_000);
});
