import { request as httpRequest } from 'node:http';
import { PDF, registerSupplier, supplierForm, vendorAuth } from '../support/accounts';
import { loadConfig } from '../../backend/src/platform/config/app-config';
import { createHttpAdapter } from '../../backend/src/platform/http/fastify-adapter';
import { startApp, TestApp } from '../support/app';

/** Streams a multipart form of `count` text fields of `size` bytes each, lazily, and returns the status. */
function streamForm(url: string, count: number, size: number, announceLength: boolean): Promise<{ status: number; sent: number }> {
  const boundary = 'bazaar-boundary-' + Date.now();
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const head = (i: number) => `--${boundary}\r\nContent-Disposition: form-data; name="companyName${i}"\r\n\r\n`;
  const length = Array.from({ length: count }, (_, i) => Buffer.byteLength(head(i)) + size + 2).reduce((a, b) => a + b, 0) + Buffer.byteLength(`--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(announceLength ? { 'content-length': String(length) } : {}) };
    const req = httpRequest(`${url}/api/suppliers/register`, { method: 'POST', headers });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      res.resume();
      resolve({ status: res.statusCode!, sent });
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    let field = 0;
    let written = 0;
    let sent = 0;
    const pump = () => {
      while (!answered && field < count) {
        if (written === 0) req.write(head(field));
        const ok = req.write(chunk);
        written += chunk.length;
        sent += chunk.length;
        if (written >= size) {
          req.write('\r\n');
          field++;
          written = 0;
        }
        if (!ok) return void req.once('drain', pump);
      }
      if (!answered) req.end(`--${boundary}--\r\n`);
    };
    pump();
  });
}

describe('HTTP transport: headers, CORS, bodies, uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('sends the security headers on API answers, without HSTS outside production', async () => {
    const res = await t.http().get('/api/rates').expect(200);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same headers on errors and unknown routes', async () => {
    const res = await t.http().get('/api/no-such-route').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/no-such-route' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('sends them too on what is refused before a route runs: an address the router cannot read, a form announcing too much, headers over 16 KB', async () => {
    const badUrl = await t.http().get('/api/products/%').expect(400);
    const tooBig = await t.http().post('/api/suppliers/register').set('Content-Type', 'multipart/form-data; boundary=x').set('Content-Length', '99999999').send('x').ok(() => true);
    expect(tooBig.status).toBe(413);
    const tooLong = await t.http().get('/api/rates').set('X-Padding', 'a'.repeat(20_000)).expect(431);
    for (const res of [badUrl, tooBig, tooLong]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('gives no CORS grant to a foreign origin (default: same origin only)', async () => {
    const simple = await t.http().get('/api/rates').set('Origin', 'https://evil.example').expect(200);
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.http().options('/api/auth/login').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('marks every token answer no-store', async () => {
    const signup = await t.http().post('/api/auth/signup').send({ name: 'Meera Shah', email: `meera.${Date.now()}@example.in`, password: 'secret123' }).expect(201);
    const login = await t.http().post('/api/auth/login').send({ email: signup.body.user.email, password: 'secret123' }).expect(200);
    const refresh = await t.http().post('/api/auth/refresh').send({ refreshToken: login.body.refreshToken }).expect(200);
    const supplier = await registerSupplier(t).expect(201);
    const provider = await t
      .http()
      .post('/api/providers/signup')
      .send({ name: 'Sunil Electricals', email: `sunil.${Date.now()}@example.in`, phone: '+919812345678', password: 'secret123', expertise: 'Electrician, Pune' })
      .expect(201);
    for (const res of [signup, login, refresh, supplier, provider]) {
      expect(res.body.accessToken).toEqual(expect.any(String));
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  describe('JSON bodies', () => {
    it('answers 400 naming the body for JSON nested 3,000 levels', async () => {
      const deep = '['.repeat(3000) + ']'.repeat(3000);
      const res = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send(deep).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'The request body is nested deeper than 32 levels', errors: { body: 'The request body is nested deeper than 32 levels' } });
    });

    it.each([
      ['/api/auth/login', { email: 'ravi\ud800@example.in', password: 'secret123' }],
      ['/api/auth/signup', { name: 'Ravi', email: 'ravi\udfff@example.in', password: 'secret123' }],
      ['/api/newsletter/subscribe', { email: 'x\ud83d@example.in' }],
    ])('answers 400 naming the field for a lone surrogate on %s, and writes nothing', async (path, body) => {
      const before = (await t.http().get('/api/health')).body.position;
      // JSON.stringify escapes a lone surrogate as \udxxx: the server sees exactly that code unit.
      const res = await t.http().post(path).set('Content-Type', 'application/json').send(JSON.stringify(body)).expect(400);
      const field = Object.keys(body).find((k) => /[\ud800-\udfff]/.test((body as Record<string, string>)[k]))!;
      expect(res.body.errors).toEqual({ [field]: `${field} contains an invalid character` });
      expect((await t.http().get('/api/health')).body.position).toBe(before);
    });

    it('refuses malformed JSON, a __proto__ key and a body over the limit with 4xx JSON errors', async () => {
      const malformed = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
      expect(malformed.body.errors).toEqual({ body: 'The request body is not valid JSON' });
      const proto = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"__proto__":{"role":"admin"},"email":"a@b.in","password":"x"}').expect(400);
      expect(proto.body.errors).toEqual({ ['__proto__']: '__proto__ is not an allowed field name' });
      const big = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send(JSON.stringify({ email: 'a'.repeat(1_100_000) })).expect(413);
      expect(big.body).toEqual({ statusCode: 413, message: 'Request body is too large', errors: { body: 'Request body is too large' } });
    });

    it('refuses a key given twice in a body or a list filter, naming it, and writes nothing', async () => {
      const customer = await t.customerAuth();
      const before = (await t.http().get('/api/health')).body.position;
      // JSON.parse would keep the last: a reader taking the first would see another request.
      const name = await t.http().put('/api/me/profile').set(customer).set('Content-Type', 'application/json').send('{"name":"Asha Rao","name":"Mallory"}').expect(400);
      expect(name.body.errors).toEqual({ name: 'name is given twice' });
      const nested = await t.http().put('/api/me/cart').set(customer).set('Content-Type', 'application/json').send('{"items":[{"productId":"p-1","quantity":1,"quantity":1000}]}').expect(400);
      expect(nested.body.errors).toEqual({ 'items[0].quantity': 'items[0].quantity is given twice' });
      expect((await t.http().get('/api/health')).body.position).toBe(before);
      const admin = await t.adminAuth();
      const filter = await t.http().get('/api/admin/users').set(admin).query({ filter: '{"role":"customer","role":"admin"}' }).expect(400);
      expect(filter.body.errors).toEqual({ role: 'role is given twice' });
    });

    it('answers a body of a type no parser reads with 415 naming Content-Type', async () => {
      const customer = await t.customerAuth();
      for (const type of ['text/xml', 'application/octet-stream']) {
        const res = await t.http().put('/api/me/profile').set(customer).set('Content-Type', type).send('<name>Asha</name>').expect(415);
        expect(res.body).toEqual({
          statusCode: 415,
          message: 'Content-Type must be application/json, or multipart/form-data where a file is sent',
          errors: { 'Content-Type': 'Content-Type must be application/json, or multipart/form-data where a file is sent' },
        });
      }
    });
  });

  describe('multipart uploads', () => {
    let url: string;
    beforeAll(async () => {
      await t.app.listen(0, '127.0.0.1');
      url = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    });

    it('refuses 90 one-MB text fields before reading them when the form announces its length', async () => {
      const { status, sent } = await streamForm(url, 90, 1024 * 1024, true);
      expect(status).toBe(413);
      // 90 MB were offered; the answer came while the client was still near the start
      // (the socket buffers hold a few MB), so the rest was never read, let alone kept.
      expect(sent).toBeLessThan(16 * 1024 * 1024);
    });

    it('refuses 90 one-MB text fields sent without a length at the first oversized field, dropping what follows', async () => {
      const before = process.memoryUsage().rss;
      const { status } = await streamForm(url, 90, 1024 * 1024, false);
      expect(status).toBe(400);
      expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
    });

    it('refuses more text fields than any form has, naming the body', async () => {
      const fields = Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`extra${i}`, 'x']));
      const res = await registerSupplier(t, { ...supplierForm(), ...fields }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'The form may have at most 40 fields', errors: { body: 'The form may have at most 40 fields' } });
    });

    it('refuses a text field over 64 KB naming that field', async () => {
      const res = await registerSupplier(t, { ...supplierForm(), businessDescription: 'x'.repeat(65 * 1024) }).expect(400);
      expect(res.body.errors).toEqual({ businessDescription: 'businessDescription must be at most 64 KB' });
    });

    it('refuses a second file, or a file in another field, naming the field', async () => {
      const two = await registerSupplier(t).attach('document', PDF, 'second.pdf').expect(400);
      expect(two.body.errors).toEqual({ document: 'Send one file as document' });
      const other = await t.http().post('/api/suppliers/register').attach('logo', PDF, 'logo.pdf').expect(400);
      expect(other.body.errors).toEqual({ logo: 'logo takes no file' });
    });

    it('refuses a document over 5 MB with 400 naming document and the limit', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 1, 0x20)]);
      const res = await registerSupplier(t, supplierForm(), { content: big, name: 'gst.pdf' }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'The document must be at most 5 MB', errors: { document: 'The document must be at most 5 MB' } });
    });

    it('refuses a product image over the upload limit naming image', async () => {
      const vendor = await vendorAuth(t);
      const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
      const res = await t.http().post('/api/admin/products').set(vendor).field('name', 'Big Picture').attach('image', big, 'big.png').expect(400);
      expect(res.body.errors).toEqual({ image: 'Image must be at most 2 MB' });
    });

    it('serves an uploaded document as an attachment with nosniff', async () => {
      const vendor = await vendorAuth(t);
      const res = await t.http().get(`/api/admin/vendors/${vendor.userId}/document`).set(vendor).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });
  });
});

describe('HTTP transport: configuration', () => {
  it('allows only the configured CORS origins', async () => {
    const t = await startApp({ corsOrigins: ['https://shop.example.in'] });
    try {
      const ours = await t.http().get('/api/rates').set('Origin', 'https://shop.example.in').expect(200);
      expect(ours.headers['access-control-allow-origin']).toBe('https://shop.example.in');
      const foreign = await t.http().get('/api/rates').set('Origin', 'https://evil.example').expect(200);
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('serves Swagger by default outside production, and not with API_DOCS off', async () => {
    const on = await startApp();
    const off = await startApp({ apiDocs: false });
    try {
      await on.http().get('/api/docs').expect(200);
      // The document points to docs/api.md; every operation lists 400, and every error it lists has the error schema.
      const doc = (await on.http().get('/api/docs-json').expect(200)).body;
      expect(doc.info.description).toContain('docs/api.md');
      expect(doc.components.schemas.ErrorResponse).toMatchObject({ required: ['statusCode', 'message'], properties: { statusCode: { type: 'number' }, message: { type: 'string' }, errors: { type: 'object' } } });
      const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item as Record<string, { responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }> }>).map(([method, op]) => ({ at: `${method} ${path}`, op })));
      expect(operations.length).toBeGreaterThan(150);
      const lacking = operations.filter(({ op }) => !op.responses['400'] || Object.entries(op.responses).some(([status, response]) => Number(status) >= 400 && response.content?.['application/json'].schema.$ref !== '#/components/schemas/ErrorResponse'));
      expect(lacking.map(({ at }) => at)).toEqual([]);
      await off.http().get('/api/docs').expect(404);
      await off.http().get('/api/docs-json').expect(404);
    } finally {
      await on.close();
      await off.close();
    }
  });

  it("describes what each route answers, from its role rule and decorators: no 401/403 on public routes, a redirect's own status, 404, 409, 413, 415 and 429 where they come", async () => {
    const t = await startApp();
    try {
      const doc = (await t.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, { responses: Record<string, { description: string; headers?: object }> }>> };
      const answers = (method: string, path: string) => Object.keys(doc.paths[path][method].responses);
      // Public reads take no sign-in: nothing says 401 or 403 (it did on every route).
      expect(answers('get', '/api/rates')).toEqual(['200', '400']);
      expect(answers('get', '/api/rates/{id}')).toEqual(['200', '400', '404']);
      // A route taking a body can be sent one too large (413) or of a type the API does not read (415);
      // one that runs commands can lose a write race on every retry (409).
      expect(answers('post', '/api/contact')).toEqual(['201', '400', '409', '413', '415', '429']);
      // The sandbox's Pay / Fail and the newsletter link send the browser on with 303, not 201 or 200.
      const outcome = doc.paths['/api/payments/sandbox/{token}/{outcome}'].post.responses;
      expect(Object.keys(outcome)).toEqual(['303', '400', '404', '409', '429']);
      expect(outcome['303']).toMatchObject({ description: expect.stringContaining('/payment-failure'), headers: { Location: expect.anything() } });
      expect(answers('get', '/api/newsletter/confirm')).toEqual(['303', '400', '409', '429']);
      const link = await t.http().get('/api/newsletter/confirm').query({ id: '00000000-0000-4000-8000-000000000000', code: 'x'.repeat(32) }).expect(303);
      expect(link.headers.location).toBe('/?newsletter=invalid');
      // A role's routes: 401 signed out, 403 for the other roles; edits with If-Match 409.
      expect(answers('put', '/api/admin/rates/{id}')).toEqual(['200', '400', '401', '403', '404', '409', '413', '415']);
      expect(answers('get', '/api/auth/me')).toEqual(['200', '400', '401']); // any role: no 403
      // A command without a body: 409 for the race, no 413 or 415; an upload: 413 and 415.
      expect(answers('post', '/api/admin/products/{id}/approve')).toEqual(['201', '400', '401', '403', '404', '409']);
      expect(answers('post', '/api/admin/services/{id}/image')).toEqual(['201', '400', '401', '403', '404', '409', '413', '415']);
      // Answers only its own code gives are declared on the route, beside the derived ones.
      expect(answers('post', '/api/auth/login')).toEqual(['200', '400', '401', '413', '415', '429']);
      expect(answers('post', '/api/auth/signup')).toEqual(['201', '400', '409', '413', '415', '429']);
      // What the document says is what the server answers.
      const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
      expect((await t.http().post('/api/contact').set('Content-Type', 'application/json').send(big).expect(413)).body).toMatchObject({ statusCode: 413 });
      expect((await t.http().post('/api/contact').set('Content-Type', 'text/xml').send('<contact/>').expect(415)).body).toMatchObject({ statusCode: 415 });
    } finally {
      await t.close();
    }
  });

  it('adds HSTS in production', async () => {
    const t = await startApp({ production: true, jwtSecret: 'a-production-secret-for-this-test-0123456789' });
    try {
      const res = await t.http().get('/api/rates').expect(200);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await t.close();
    }
  });

  it('takes request.ip from X-Forwarded-For only when TRUST_PROXY names the proxy', async () => {
    const ipSeenBy = async (trustProxy: string | false) => {
      const fastify = createHttpAdapter({ trustProxy, production: false }).getInstance();
      fastify.get('/ip', (request) => ({ ip: request.ip }));
      const url = await fastify.listen({ port: 0, host: '127.0.0.1' });
      try {
        const res = await fetch(`${url}/ip`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
        return ((await res.json()) as { ip: string }).ip;
      } finally {
        await fastify.close();
      }
    };
    expect(await ipSeenBy(false)).toBe('127.0.0.1');
    expect(await ipSeenBy('loopback')).toBe('203.0.113.7');
    expect(await ipSeenBy('10.0.0.0/8')).toBe('127.0.0.1');
  });

  it('reads HOST, TRUST_PROXY and API_DOCS with safe defaults', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ host: '127.0.0.1', trustProxy: false, apiDocs: true, corsOrigins: [] });
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8, loopback', CORS_ORIGINS: 'https://a.in, https://b.in' })).toMatchObject({ trustProxy: '10.0.0.0/8, loopback', corsOrigins: ['https://a.in', 'https://b.in'] });
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), API_DOCS: 'true' }).apiDocs).toBe(true);
  });
});
