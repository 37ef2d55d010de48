import { createHmac } from 'node:crypto';
import { ADMIN, startApp, TestApp } from '../support/app';
import { ageFirstUse } from '../support/sessions';
import { APP_CONFIG, AppConfig } from '../../backend/src/platform/config/app-config';
import { jwtKey } from '../../backend/src/platform/auth/jwt-secret';

describe('auth API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('signs the first admin in with tokens and the user', async () => {
    const res = await t.http().post('/api/auth/login').send(ADMIN).expect(200);
    expect(res.body).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: { id: expect.any(String), name: 'Administrator', email: ADMIN.email, role: 'admin', phone: null, phoneVerified: false },
    });
  });

  it('refuses a wrong password or unknown e-mail with the same message', async () => {
    const wrong = await t.http().post('/api/auth/login').send({ email: ADMIN.email, password: 'nope-nope' }).expect(401);
    const unknown = await t.http().post('/api/auth/login').send({ email: 'ghost@bazaar.test', password: 'nope-nope' }).expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('names the missing login fields with the spec messages', async () => {
    const res = await t.http().post('/api/auth/login').send({}).expect(400);
    expect(res.body.errors).toEqual({ email: 'Please enter your email address', password: 'Please enter your password' });
  });

  describe('customer sign-up', () => {
    it('creates a customer whatever role the body claims, and signs them in', async () => {
      const res = await t.http().post('/api/auth/signup').send({ name: 'Ravi Kumar', email: 'Ravi@Example.in', phone: '+91 98765 43210', password: 'secret123', role: 'admin' }).expect(201);
      expect(res.body.user).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.in', role: 'customer' });
      const me = await t.http().get('/api/auth/me').set({ Authorization: `Bearer ${res.body.accessToken}` }).expect(200);
      expect(me.body).toEqual(res.body.user);
    });

    it('uses the spec messages for bad input and writes nothing', async () => {
      const before = (await t.http().get('/api/health')).body.position;
      const res = await t.http().post('/api/auth/signup').send({ name: '', email: 'not-an-email', phone: '12', password: '123' }).expect(400);
      expect(res.body.errors).toEqual({
        name: 'Name is required',
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number',
        password: 'Password must be at least 6 characters',
      });
      expect((await t.http().get('/api/health')).body.position).toBe(before);
    });

    it('refuses a name of blanks as missing', async () => {
      const res = await t.http().post('/api/auth/signup').send({ name: '   ', email: 'blank-name@bazaar.test', password: 'secret123' }).expect(400);
      expect(res.body.errors).toEqual({ name: 'Name is required' });
    });

    it('refuses a second account for the same e-mail, in any case', async () => {
      await t.http().post('/api/auth/signup').send({ name: 'A', email: 'dup@bazaar.test', password: 'secret123' }).expect(201);
      const res = await t.http().post('/api/auth/signup').send({ name: 'B', email: 'DUP@bazaar.test', password: 'secret123' }).expect(409);
      expect(res.body.errors).toEqual({ email: 'An account with this email already exists' });
    });

    it('keeps the password out of the event log', async () => {
      await t.http().post('/api/auth/signup').send({ name: 'Meera', email: 'meera@bazaar.test', password: 'my-very-secret-pw' }).expect(201);
      const admin = await t.adminAuth();
      const events = await t.http().get('/api/admin/events').query({ filter: '{"type":"UserRegistered"}', range: '[0,999]' }).set(admin).expect(200);
      expect(JSON.stringify(events.body)).not.toContain('my-very-secret-pw');
      expect(JSON.stringify(events.body)).not.toMatch(/argon2/);
    });
  });

  describe('sessions', () => {
    it('rotates refresh tokens: a spent one cannot be used again', async () => {
      const login = await t.http().post('/api/auth/login').send(ADMIN).expect(200);
      const refreshed = await t.http().post('/api/auth/refresh').send({ refreshToken: login.body.refreshToken }).expect(200);
      expect(refreshed.body.refreshToken).not.toBe(login.body.refreshToken);
      ageFirstUse(t, login.body.refreshToken); // past the grace a second tab gets
      await t.http().post('/api/auth/refresh').send({ refreshToken: login.body.refreshToken }).expect(401);
    });

    it('logout revokes the refresh token', async () => {
      const login = await t.http().post('/api/auth/login').send(ADMIN).expect(200);
      await t.http().post('/api/auth/logout').send({ refreshToken: login.body.refreshToken }).expect(204);
      await t.http().post('/api/auth/refresh').send({ refreshToken: login.body.refreshToken }).expect(401);
    });

    it('refuses a forged or missing access token', async () => {
      await t.http().get('/api/auth/me').expect(401);
      await t.http().get('/api/auth/me').set({ Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.bad' }).expect(401);
    });

    it('takes only HS256 tokens: the same claims signed with the same key by another HMAC, or unsigned, are refused', async () => {
      const customer = await t.customerAuth('Algorithm Tester');
      const token = customer.Authorization.slice('Bearer '.length);
      const [, payload] = token.split('.');
      const key = jwtKey(t.app.get<AppConfig>(APP_CONFIG));
      const signed = (alg: string, hash: string) => {
        const header = Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
        return `${header}.${payload}.${createHmac(hash, key).update(`${header}.${payload}`).digest('base64url')}`;
      };
      await t.http().get('/api/auth/me').set({ Authorization: `Bearer ${signed('HS256', 'sha256')}` }).expect(200); // the way it was issued
      for (const other of [signed('HS384', 'sha384'), signed('HS512', 'sha512'), `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`]) {
        await t.http().get('/api/auth/me').set({ Authorization: `Bearer ${other}` }).expect(401);
      }
    });

    it('refuses every altered copy of a token it has already accepted (accepted tokens are remembered)', async () => {
      const customer = await t.customerAuth('Tamper Tester');
      const token = customer.Authorization.slice('Bearer '.length);
      await t.http().get('/api/auth/me').set({ Authorization: customer.Authorization }).expect(200);
      await t.http().get('/api/auth/me').set({ Authorization: customer.Authorization }).expect(200);
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const asAdmin = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
      const otherKey = createHmac('sha256', 'another-secret-another-secret-another-secret').update(`${header}.${payload}`).digest('base64url');
      const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
      for (const altered of [`${header}.${payload}.${flipped}`, `${header}.${asAdmin}.${signature}`, `${header}.${payload}.${otherKey}`, `${header}.${payload}.`, `${token}A`]) {
        await t.http().get('/api/auth/me').set({ Authorization: `Bearer ${altered}` }).expect(401);
        await t.http().get('/api/admin/users').set({ Authorization: `Bearer ${altered}` }).expect(401);
      }
      await t.http().get('/api/auth/me').set({ Authorization: customer.Authorization }).expect(200);
    });
  });

  describe('with access tokens that live 2 seconds', () => {
    let short: TestApp;
    beforeAll(async () => {
      short = await startApp({ accessTokenTtlSeconds: 2 });
    });
    afterAll(() => short.close());

    it('refuses an access token from its expiry on, though it was accepted many times before', async () => {
      const auth = await short.adminAuth();
      // /api/admin/users twice: its answer is then kept for this caller (the lists' fast path, ADR 0033).
      for (let i = 0; i < 2; i++) await short.http().get('/api/auth/me').set(auth).expect(200);
      for (let i = 0; i < 2; i++) await short.http().get('/api/admin/users').set(auth).expect(200);
      const { exp } = JSON.parse(Buffer.from(auth.Authorization.split('.')[1], 'base64url').toString());
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, exp * 1000 - Date.now()) + 20));
      await short.http().get('/api/auth/me').set(auth).expect(401);
      await short.http().get('/api/admin/users').set(auth).expect(401);
    });
  });
});
