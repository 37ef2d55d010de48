import { Browser } from 'playwright-core';
import { gotoQuiet, signInBackOffice, snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { cutSideways, sticksOut, withoutLiveStreams } from '../support/layout';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'admin.words@example.in', password: 'ivory-canyon-36' };

/**
 * What sellers type is read by everyone: a product named with one unbroken 120-character word
 * (a pasted SKU, a URL, a prank) and a description of another must wrap on a phone, not widen
 * the product page and the search results past the screen, nor be cut off in the back office.
 */
describe('long unbroken words typed by sellers', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, (s, b) => {
    server = s;
    browser = b;
  });

  const call = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  const name = `Longword${'x'.repeat(112)}`;
  const company = `Longvendor${'v'.repeat(110)}`;
  let product: { id: string; slug: string };
  let vendorId: string;

  beforeAll(async () => {
    const { accessToken } = await call('/api/auth/login', ADMIN);
    const vendor = await call('/api/admin/vendors', { name: company, category: 'Retail', email: 'long.words@example.in', password: 'ivory-canyon-36' }, accessToken);
    vendorId = vendor.id;
    product = await call('/api/admin/products', { vendorId, name, description: 'y'.repeat(1000), category: 'retail', subcategory: 'bakery', price: 150, stock: 20, quantity: 1, unit: 'piece' }, accessToken);
    await call(`/api/admin/products/${product.id}/approve`, {}, accessToken);
  });

  it('wrap on the product page and in search results at 390 px', async () => {

    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await withoutLiveStreams(page);
    await gotoQuiet(page, `${server.url}/products/${product.slug}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await snap(page, 'long-words-product');
    expect(await sticksOut(page)).toEqual([]);

    await gotoQuiet(page, `${server.url}/search?q=Longword`);
    await page.locator('.search-result').first().waitFor();
    await snap(page, 'long-words-search');
    expect(await sticksOut(page)).toEqual([]);
    await page.close();
  });

  it("wrap in the back office's product and vendor pages at 390 px, and the title stays within two lines", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await withoutLiveStreams(page);
    await signInBackOffice(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/products/${product.id}/show`);
    await page.locator('.ra-field-name').getByText(name).waitFor();
    await snap(page, 'long-words-backoffice-product');
    expect(await cutSideways(page)).toEqual([]);
    expect(await sticksOut(page)).toEqual([]);
    // The bar's title (the product's name) is cut after two lines instead of covering the page.
    const title = await page.locator('#react-admin-title').evaluate((el) => ({ height: el.getBoundingClientRect().height, line: parseFloat(getComputedStyle(el).lineHeight) }));
    expect(title.height).toBeLessThanOrEqual(2 * title.line + 1);

    // A show page's heading (the vendor's name, beside its status chip) wraps within the card.
    await page.goto(`${server.url}/admin/vendors/${vendorId}/show`);
    await page.getByTestId('vendor-name').getByText(company).waitFor();
    await snap(page, 'long-words-backoffice-vendor');
    // The name, as heading and as contact person, ends within the card (nothing of it cut off).
    const pastCard = await page.evaluate((word) => {
      const card = document.querySelector('.RaShow-card')!.getBoundingClientRect();
      return [...document.querySelectorAll<HTMLElement>('.RaShow-card *')]
        .filter((el) => el.childElementCount === 0 && el.textContent!.includes(word))
        .filter((el) => el.getBoundingClientRect().right > card.right + 1)
        .map((el) => `${el.tagName.toLowerCase()} ${el.getBoundingClientRect().right.toFixed(0)} > ${card.right.toFixed(0)}`);
    }, company);
    expect(pastCard).toEqual([]);
    expect(await sticksOut(page)).toEqual([]);
    // The admin's last tab, Payout details, is not cut off past the phone's edge: the tabs, wider
    // than the phone, scroll (a script could scroll a clipped row too, a finger cannot).
    const tabs = await page.getByTestId('tab-payout-details').evaluate((el) => {
      const scroller = el.closest('.MuiTabs-scroller')!;
      return { wider: scroller.scrollWidth > scroller.clientWidth, overflowX: getComputedStyle(scroller).overflowX };
    });
    expect(tabs.wider && tabs.overflowX === 'hidden').toBe(false);
    await page.getByTestId('tab-payout-details').click();
    await page.waitForURL((u) => u.pathname.endsWith('/show/payout-details'));
    const tab = await page.getByTestId('tab-payout-details').boundingBox();
    expect(tab!.x + tab!.width).toBeLessThanOrEqual(390);
    await page.close();
  });

  it("keep the As of tab's Now column beside Then at 1366 px", async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await withoutLiveStreams(page);
    await signInBackOffice(page, server.url, ADMIN);
    await page.goto(`${server.url}/admin/products/${product.id}/show/as-of`);
    await page.getByTestId('as-of-then-name').getByText(name).waitFor();
    await snap(page, 'long-words-backoffice-as-of');
    // The table fits its card: no sideways scrolling to read what the record is now.
    const table = await page.locator('[data-testid="as-of-row-name"]').evaluate((row) => {
      const container = row.closest('.MuiTableContainer-root')!;
      return { table: container.scrollWidth, card: container.clientWidth };
    });
    expect(table.table).toBeLessThanOrEqual(table.card);
    await page.close();
  });
});
