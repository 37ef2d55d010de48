import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { READ_STORE, ReadStore } from '../../backend/src/platform/read-store/read-store.port';
import { startApp, TestApp } from '../support/app';

/** Public read-model answers: ETag from position + URL, 304 on If-None-Match, compressed when worth it. */
describe('cached public reads', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
    for (let i = 0; i < 12; i++) await t.http().post('/api/admin/rates').set(admin).send({ productName: `Wheat lot ${i}`, category: 'pulses', currentRate: 2000 + i }).expect(201);
  }, 30_000); // twelve adds, each also holding its unique key: room on a busy machine
  afterAll(() => t.close());

  it.each(['/api/rates', '/api/currency-rates'])('answers %s with an ETag, and 304 with no body to If-None-Match', async (path) => {
    const first = await t.http().get(path).expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[0-9a-z]+-[\w-]{12}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.http().get(path).set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    await t.http().get(path).set('If-None-Match', `"other", W/${etag}`).expect(304);
    await t.http().get(path).set('If-None-Match', '"stale"').expect(200);
  });

  it('reuses the serialized answer without reading the read store until the position moves', async () => {
    const readStore = t.app.get<ReadStore>(READ_STORE);
    await t.http().get('/api/rates?perPage=50').expect(200);
    const reads = jest.spyOn(readStore, 'collection');
    try {
      for (let i = 0; i < 5; i++) await t.http().get('/api/rates?perPage=50').expect(200);
      expect(reads).not.toHaveBeenCalled();
      await t.http().post('/api/admin/rates').set(admin).send({ productName: 'Barley', category: 'pulses', currentRate: 2100 }).expect(201);
      reads.mockClear();
      const after = await t.http().get('/api/rates?perPage=50').expect(200);
      expect(reads).toHaveBeenCalled();
      expect(after.body.rates.map((r: { productName: string }) => r.productName)).toContain('Barley');
    } finally {
      reads.mockRestore();
    }
  });

  it('gives each query its own ETag', async () => {
    const plain = await t.http().get('/api/rates').expect(200);
    const other = await t.http().get('/api/rates?page=1').expect(200);
    expect(other.headers.etag).not.toBe(plain.headers.etag);
  });

  it('sends a new ETag and the new body after a write, and keeps the ETag through events that did not change the answer', async () => {
    const before = await t.http().get('/api/rates').expect(200);
    // A sign-up moves the log, not the rate list: clients keep their copy.
    await t.customerAuth();
    const unrelated = await t.http().get('/api/rates').set('If-None-Match', before.headers.etag).expect(304);
    expect(unrelated.headers.etag).toBe(before.headers.etag);
    const added = await t.http().post('/api/admin/rates').set(admin).send({ productName: 'Maize', category: 'pulses', currentRate: 1900 }).expect(201);
    const after = await t.http().get('/api/rates').set('If-None-Match', before.headers.etag).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.rates.map((r: { id: string }) => r.id)).toContain(added.body.id);
  });

  it('compresses an answer over the threshold for a client that accepts it, and not otherwise', async () => {
    const plain = await t.http().get('/api/rates').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    await t.app.listen(0, '127.0.0.1');
    const base = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    // node:http does not decompress, so the bytes on the wire are what is checked.
    const raw = (path: string, encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        httpGet(`${base}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const br = await raw('/api/rates', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(plain.body);
    const gz = await raw('/api/rates', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(plain.body);
    const refused = await raw('/api/rates', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
