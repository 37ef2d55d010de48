import { Browser, Page } from 'playwright-core';
import { ADMIN } from '../support/app';
import { supplierFormData } from '../support/accounts';
import { snap } from '../support/browser';
import { useServerAndBrowser } from '../support/journey';
import { sticksOut } from '../support/layout';
import { RunningServer } from '../support/server';

interface ApiProduct {
  id: string;
  slug: string;
  name: string;
  price: number;
  category: string;
  stock: number;
}
type ApiList = { items: ApiProduct[]; total: number };

/**
 * Issue 10 storefront: the seeded demo catalogue on the landing and category pages (counts,
 * thumbnails), filters, order and pages sent to the server and kept in the address, the city
 * picker filtering the list, the product page, and a misspelled search from the header.
 */
describe('storefront catalogue and search', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  useServerAndBrowser({ SEED_DEMO: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, (s, b) => {
    server = s;
    browser = b;
  });

  const api = async <T = ApiList>(path: string): Promise<T> => (await (await fetch(`${server.url}/api${path}`)).json()) as T;
  const cardNames = () => page.getByTestId('product-card').locator('[data-testid="product-link"]').allTextContents();
  /** Waits until the grid shows exactly these products, in this order. */
  const expectCards = (names: string[]) =>
    page.waitForFunction((want) => [...document.querySelectorAll('[data-testid="product-link"]')].map((a) => a.textContent).join('|') === want.join('|'), names);

  beforeAll(async () => {
    // Eighteen more handicrafts from a new (unverified) vendor, so the category has a second page.
    const post = (path: string, body: unknown, token: string) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const admin = (await (await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json()) as { accessToken: string };
    const form = supplierFormData({ accountType: 'vendor' });
    const vendor = (await (await fetch(`${server.url}/api/suppliers/register`, { method: 'POST', body: form })).json()) as { accessToken: string };
    for (let i = 1; i <= 18; i++) {
      const res = await post('/api/admin/products', { name: `Terracotta Lamp ${i}`, category: 'retail', subcategory: 'handicrafts', price: 150 + i * 10, stock: i % 3, quantity: 1, unit: 'piece', description: 'A hand-thrown clay lamp.' }, vendor.accessToken);
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect((await post(`/api/admin/products/${id}/approve`, {}, admin.accessToken)).status).toBe(201);
    }
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  }, 120_000);

  it('shows the six wholesale cards with live counts for the chosen city', async () => {
    await page.goto(`${server.url}/wholesale`);
    const counts = await api<{ subcategories: Record<string, number> }>('/products/counts?city=Mumbai');
    const grid = page.getByTestId('wholesale-categories');
    await grid.getByTestId('category-count').first().waitFor();
    const shown = await grid.getByTestId('category-card').evaluateAll((cards) => cards.map((c) => [c.getAttribute('data-category'), c.querySelector('[data-testid="category-count"]')?.textContent]));
    expect(shown).toEqual(['fruits', 'vegetables', 'pulses', 'oils', 'coffee', 'spices'].map((id) => [id, `${counts.subcategories[id]} products`]));
    for (const id of Object.keys(counts.subcategories)) expect(counts.subcategories[id]).toBeGreaterThanOrEqual(5);
    await snap(page, 'shopfront-wholesale-1366');
  }, 60_000);

  it('lists a category with thumbnails, and its order, filters and pages go to the server and the address', async () => {
    await page.goto(`${server.url}/retail/handicrafts`);
    const first = await api('/products?category=retail&subcategory=handicrafts&city=Mumbai&perPage=24');
    expect(first.total).toBeGreaterThan(24);
    await expectCards(first.items.map((p) => p.name));
    // The first row's pictures load (their decode may finish after the cards render).
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid="product-image"]')].slice(0, 4).every((img) => img.complete && img.naturalWidth > 0));
    const thumbnails = await page.getByTestId('product-image').evaluateAll((imgs) => imgs.slice(0, 4).map((img) => ({ src: (img as HTMLImageElement).currentSrc, loaded: (img as HTMLImageElement).naturalWidth > 0 })));
    for (const thumb of thumbnails) expect(thumb).toEqual({ src: expect.stringContaining('/api/images/'), loaded: true });
    expect(await page.getByTestId('product-image').first().getAttribute('srcset')).toMatch(/-thumb\.webp 240w, .*-medium\.webp 640w, .*-large\.webp 1280w/);
    await snap(page, 'shopfront-category-1366');
    // Each card's Add to Cart says which product it adds (the visible text stays 'Add to Cart').
    const inStock = first.items.filter((p) => p.stock > 0).map((p) => `Add ${p.name} to cart`);
    expect(await page.getByRole('button', { name: /Add .* to cart/ }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual(inStock);
    expect(await page.getByRole('button', { name: inStock[0], exact: true }).textContent()).toContain('Add to Cart');

    await page.getByTestId('catalogue-pager-next').click();
    const second = await api('/products?category=retail&subcategory=handicrafts&city=Mumbai&perPage=24&page=2');
    await expectCards(second.items.map((p) => p.name));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    await page.getByTestId('catalogue-sort').selectOption('price');
    const cheapest = await api('/products?category=retail&subcategory=handicrafts&city=Mumbai&perPage=24&sort=price');
    await expectCards(cheapest.items.map((p) => p.name));
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();

    await page.getByTestId('filter-verified').check();
    const verified = await api('/products?category=retail&subcategory=handicrafts&city=Mumbai&perPage=24&sort=price&verified=true');
    expect(verified.items.some((p) => p.name.startsWith('Terracotta Lamp'))).toBe(false);
    await expectCards(verified.items.map((p) => p.name));

    await page.getByTestId('filter-verified').uncheck();
    await page.getByTestId('filter-in-stock').check();
    await page.getByTestId('filter-max-price').fill('300');
    const filtered = await api('/products?category=retail&subcategory=handicrafts&city=Mumbai&perPage=24&sort=price&inStock=true&maxPrice=300');
    await expectCards(filtered.items.map((p) => p.name));
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ sort: 'price', inStock: 'true', maxPrice: '300' });
    expect(filtered.items.every((p) => p.price <= 300)).toBe(true);
  }, 60_000);

  it('filters what it shows by the city chosen in the top bar', async () => {
    await page.goto(`${server.url}/wholesale/vegetables`);
    const mumbai = await api('/products?category=wholesale&subcategory=vegetables&city=Mumbai&perPage=24');
    await expectCards(mumbai.items.map((p) => p.name));
    await page.getByTestId('location-picker').selectOption('Kolkata');
    const kolkata = await api('/products?category=wholesale&subcategory=vegetables&city=Kolkata&perPage=24');
    expect(kolkata.items.map((p) => p.name)).not.toEqual(mumbai.items.map((p) => p.name));
    await expectCards(kolkata.items.map((p) => p.name));
    await page.getByTestId('location-picker').selectOption('Mumbai');
    await expectCards(mumbai.items.map((p) => p.name));
  }, 60_000);

  it('opens a product page: picture, seller, price, stock, the rate trend and the way to buy', async () => {
    await page.goto(`${server.url}/wholesale/vegetables`);
    await page.getByTestId('product-link').filter({ hasText: 'Onion (Nashik Red)' }).click();
    await page.getByTestId('product-page').waitFor();
    const onion = await api<ApiProduct & { vendor: { name: string } }>('/products/onion-nashik-red');
    expect(new URL(page.url()).pathname).toBe(`/products/${onion.slug}`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Onion (Nashik Red)');
    expect(await page.getByTestId('product-vendor').textContent()).toContain(onion.vendor.name);
    await page.getByTestId('verified-badge').waitFor();
    expect(await page.getByTestId('product-price').textContent()).toBe('₹23,800.00 / tonne');
    await page.getByTestId('commodity-rate').waitFor();
    expect(await page.getByTestId('commodity-rate').textContent()).toContain('Onion (Nashik Red)');
    expect(await page.getByTestId('product-enquire').getAttribute('href')).toBe(`/wholesale/enquire/${onion.id}`);
    await snap(page, 'shopfront-product-1366');

    await page.goto(`${server.url}/products/plum-cake`);
    await page.getByTestId('product-add-to-cart').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === '1');
  }, 60_000);

  it('finds a misspelled product from the header search, with the match highlighted and facets', async () => {
    await page.goto(`${server.url}/`);
    const box = page.locator('[data-testid="header-search-input"]:visible');
    await box.fill('tumeric');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'tumeric');
    const first = page.getByTestId('search-result').first();
    await first.waitFor();
    expect(await first.getByTestId('search-result-link').textContent()).toBe('Turmeric (Erode Finger)');
    expect(await first.locator('mark').first().textContent()).toBe('Turmeric');
    await page.getByTestId('facet-city').waitFor();
    await snap(page, 'shopfront-search-1366');
    await first.getByTestId('search-result-link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/products/'));
  }, 60_000);

  it('fits a 390 px phone: category, product and search pages', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const [path, name] of [['/retail/bakery', 'category'], ['/products/onion-nashik-red', 'product'], ['/search?q=tomatos', 'search']] as const) {
      await phone.goto(`${server.url}${path}`);
      await phone.locator('[data-testid="product-card"], [data-testid="product-page"], [data-testid="search-result"]').first().waitFor();
      expect(await sticksOut(phone)).toEqual([]);
      await snap(phone, `shopfront-${name}-390`);
    }
    await phone.close();
  }, 60_000);
});
