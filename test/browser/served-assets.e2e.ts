import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Browser } from 'playwright-core';
import { gotoQuiet, launchChromium, snap } from '../support/browser';
import { RunningServer, startServer } from '../support/server';

const ROOT = resolve(__dirname, '../..');
const DIST = { storefront: join(ROOT, 'storefront/dist'), backoffice: join(ROOT, 'backoffice/dist') };

/** The scripts a first visit loads before anything renders: the entry and its modulepreloads. */
function initialScripts(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]);
}

const initialGzipKb = (dist: string, base: string) =>
  initialScripts(dist).reduce((sum, src) => sum + gzipSync(readFileSync(join(dist, src.slice(base.length)))).length, 0) / 1024;

/** Raw bytes and headers (node:http does not decompress). */
const fetchRaw = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });

describe('front ends served like a CDN', () => {
  it('writes .br and .gz beside every hashed script and style over 1 KB', () => {
    for (const dist of Object.values(DIST)) {
      const assets = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
      const big = assets.filter((f) => readFileSync(join(dist, 'assets', f)).length >= 1024);
      expect(big.length).toBeGreaterThan(5);
      for (const file of big) {
        expect(existsSync(join(dist, 'assets', `${file}.br`))).toBe(true);
        expect(existsSync(join(dist, 'assets', `${file}.gz`))).toBe(true);
      }
    }
  });

  it('keeps the first load within budget: storefront 150 KB of gzipped script, back office 300 KB', () => {
    const storefront = initialGzipKb(DIST.storefront, '/');
    const backoffice = initialGzipKb(DIST.backoffice, '/admin/');
    console.log(`initial JS (gzip): storefront ${storefront.toFixed(1)} KB, back office ${backoffice.toFixed(1)} KB`);
    expect(storefront).toBeLessThanOrEqual(150);
    expect(backoffice).toBeLessThanOrEqual(300);
  });

  describe('served by the built server', () => {
    let server: RunningServer;
    let production: RunningServer;
    let browser: Browser;
    beforeAll(async () => {
      [server, production] = await Promise.all([startServer(), startServer({ NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-for-the-asset-test-0123456789' })]);
      browser = await launchChromium();
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
      await Promise.all([server?.stop(), production?.stop()]);
    });

    it.each([
      ['storefront', '/', DIST.storefront],
      ['back office', '/admin/', DIST.backoffice],
    ])('sends the %s entry script precompressed and immutable, and index.html revalidated', async (_name, base, dist) => {
      const entry = initialScripts(dist)[0];
      const file = join(dist, entry.slice(base.length));
      const br = await fetchRaw(`${server.url}${entry}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.body.equals(readFileSync(`${file}.br`))).toBe(true);
      const gz = await fetchRaw(`${server.url}${entry}`, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.body.equals(readFileSync(`${file}.gz`))).toBe(true);
      const plain = await fetchRaw(`${server.url}${entry}`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(readFileSync(file))).toBe(true);

      const html = await fetchRaw(`${server.url}${base}some/client/route`, { accept: 'text/html' });
      expect(html.status).toBe(200);
      expect(html.headers['cache-control']).toBe('no-cache');
      expect(html.headers['content-security-policy']).toContain("script-src 'self'");
      const again = await fetchRaw(`${server.url}${base}`, { accept: 'text/html', 'if-none-match': String(html.headers.etag) });
      expect(again.status).toBe(304);
    });

    it('answers the front ends\' own addresses with their page whatever the client accepts (curl, a monitor)', async () => {
      for (const path of ['/', '/admin', '/admin/']) {
        const res = await fetchRaw(`${server.url}${path}`, { accept: '*/*' });
        expect([path, res.status, String(res.headers['content-type'])]).toEqual([path, 200, expect.stringContaining('text/html')]);
      }
      expect((await fetchRaw(`${server.url}/some/client/route`, { accept: '*/*' })).status).toBe(404);
    });

    it('answers a missing asset with 404, not the app page', async () => {
      const res = await fetchRaw(`${server.url}/assets/missing-0000.js`, { accept: '*/*' });
      expect(res.status).toBe(404);
    });

    it('serves source maps in development only', async () => {
      const map = readdirSync(join(DIST.storefront, 'assets')).find((f) => f.endsWith('.js.map'));
      expect(map).toBeDefined();
      expect((await fetchRaw(`${server.url}/assets/${map}`)).status).toBe(200);
      expect((await fetchRaw(`${production.url}/assets/${map}`)).status).toBe(404);
    });

    it.each([
      ['storefront home', '/', 'served-storefront-home'],
      ['back-office sign-in', '/admin/auth', 'served-backoffice-auth'],
    ])('renders the %s under the Content-Security-Policy with no violation', async (_name, path, shot) => {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`)));
      await gotoQuiet(page, `${server.url}${path}`);
      await page.locator('#root *').first().waitFor();
      await snap(page, shot);
      expect(violations).toEqual([]);
      await page.close();
    });
  });
});
