import { startApp, TestApp } from '../support/app';
import { vendorAuth } from '../support/accounts';
import { productOnSale } from '../support/shop';

/**
 * Issue 8 items 5, 9 and 10 from outside: invitation races and leftovers, lock-out that
 * cannot be turned against the owner, and per-address limits on public writes. The app
 * trusts the loopback proxy, so X-Forwarded-For stands for different client addresses.
 */
describe('account abuse', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let n = 0;
  const email = (name: string) => `${name}${++n}.${Date.now()}@abuse.test`;
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const tight = { limit: 3, windowSeconds: 600 };
  beforeAll(async () => {
    t = await startApp({ trustProxy: 'loopback' });
    t.config.rateLimits.signup = tight;
    t.config.rateLimits.contact = tight;
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  describe('invitations', () => {
    const invite = async (by = admin, address = email('invitee')) => {
      const res = await t.http().post('/api/admin/invitations').set(by).send({ email: address }).expect(201);
      return { id: res.body.id as string, code: res.body.code as string, email: address };
    };
    const accept = (inv: { code: string; email: string }) =>
      t.http().post('/api/admin/invitations/accept').set(from(`10.9.${n}.1`)).send({ code: inv.code, name: 'Invited Admin', email: inv.email, password: 'juniper-window-58' });

    it('of an accept and a revoke 2 ms apart exactly one wins, and a lost accept leaves no account', async () => {
      for (let round = 0; round < 6; round++) {
        const inv = await invite();
        const revokeFirst = round % 2 === 0;
        const revoke = () => t.http().post(`/api/admin/invitations/${inv.id}/revoke`).set(admin);
        const delay = () => new Promise((r) => setTimeout(r, 2));
        const [a, b] = await Promise.all(revokeFirst ? [revoke(), delay().then(() => accept(inv))] : [accept(inv), delay().then(revoke)]);
        const [revoked, accepted] = revokeFirst ? [a, b] : [b, a];
        expect([revoked.status === 201, accepted.status === 201].filter(Boolean)).toHaveLength(1);
        const record = await t.http().get(`/api/admin/invitations/${inv.id}`).set(admin).expect(200);
        const login = await t.http().post('/api/auth/login').set(from(`10.8.${round}.1`)).send({ email: inv.email, password: 'juniper-window-58' });
        if (accepted.status === 201) {
          expect(record.body.status).toBe('accepted');
          expect(login.status).toBe(200);
        } else {
          expect(record.body.status).toBe('revoked');
          expect(login.status).toBe(401);
          // Nothing of the lost accept holds the e-mail: it can sign up as anyone else would.
          await t.http().post('/api/auth/signup').set(from(`10.7.${round}.1`)).send({ name: 'Later Customer', email: inv.email, password: 'juniper-window-58' }).expect(201);
        }
      }
    });

    it('deactivating an admin revokes the invitations they left open', async () => {
      const deputyInvite = await invite();
      const deputy = (await accept(deputyInvite).expect(201)).body.user;
      const deputyAuth = await t.bearer(deputyInvite.email, 'juniper-window-58');
      const pending = await invite(deputyAuth);
      await t.http().put(`/api/admin/users/${deputy.id}`).set(admin).send({ status: 'Inactive' }).expect(200);
      const record = await t.http().get(`/api/admin/invitations/${pending.id}`).set(admin).expect(200);
      expect(record.body.status).toBe('revoked');
      expect((await accept(pending).expect(400)).body.errors).toEqual({ code: 'This invitation is not valid' });
    });

    it('erasing the admin an invitation made erases the invitee e-mail it holds', async () => {
      const inv = await invite();
      const user = (await accept(inv).expect(201)).body.user;
      await t.http().delete(`/api/admin/users/${user.id}`).set(admin).expect(200);
      const record = await t.http().get(`/api/admin/invitations/${inv.id}`).set(admin).expect(200);
      expect(record.body.email).toBe('[erased]');
    });

    it('erases an invitation that was never accepted: its e-mail is gone from the list and the log, and it cannot be used', async () => {
      const inv = await invite();
      await t.http().delete(`/api/admin/invitations/${inv.id}`).set(admin).expect(200);
      const record = await t.http().get(`/api/admin/invitations/${inv.id}`).set(admin).expect(200);
      expect(record.body).toMatchObject({ email: '[erased]', status: 'revoked' });
      const history = await t.http().get(`/api/admin/invitations/${inv.id}/history`).set(admin).expect(200);
      expect(JSON.stringify(history.body)).not.toContain(inv.email);
      expect((await accept(inv).expect(400)).body.errors).toEqual({ code: 'This invitation is not valid' });
    });
  });

  describe('lock-out', () => {
    it('an attacker failing from elsewhere never locks the owner out of their usual address', async () => {
      const owner = email('owner');
      await t.http().post('/api/auth/signup').set(from('198.51.100.1')).send({ name: 'Real Owner', email: owner, password: 'juniper-window-58' }).expect(201);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await t.http().post('/api/auth/login').set(from('203.0.113.66')).send({ email: owner, password: `guess-${i}` })).status);
      expect(statuses).toContain(429);
      const attacker = await t.http().post('/api/auth/login').set(from('203.0.113.66')).send({ email: owner, password: 'juniper-window-58' }).expect(429);
      expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
      await t.http().post('/api/auth/login').set(from('198.51.100.1')).send({ email: owner, password: 'juniper-window-58' }).expect(200);
    });

    it('twenty failures from one address do not lock other accounts at other addresses', async () => {
      for (let i = 0; i < 20; i++) await t.http().post('/api/auth/login').set(from('203.0.113.77')).send({ email: `nobody${i}@abuse.test`, password: 'wrong-pass' });
      await t.http().post('/api/auth/login').set(from('203.0.113.77')).send({ email: 'root@bazaar.test', password: 'correct-horse-battery' }).expect(429);
      await t.http().post('/api/auth/login').set(from('198.51.100.2')).send({ email: 'root@bazaar.test', password: 'correct-horse-battery' }).expect(200);
    });
    it('twenty failures from one IPv6 network lock it, whichever of its addresses they come from', async () => {
      for (let i = 0; i < 20; i++) await t.http().post('/api/auth/login').set(from(`2001:db8:77:1::${(i + 1).toString(16)}`)).send({ email: `nobody-v6-${i}@abuse.test`, password: 'wrong-pass' });
      await t.http().post('/api/auth/login').set(from('2001:db8:77:1:ab:cd:ef:1')).send({ email: 'root@bazaar.test', password: 'correct-horse-battery' }).expect(429);
      await t.http().post('/api/auth/login').set(from('2001:db8:77:2::1')).send({ email: 'root@bazaar.test', password: 'correct-horse-battery' }).expect(200);
    });
  });

  describe('rate limits on public writes', () => {
    it('counts an IPv6 client by its /64 network: another address of it is no new client', async () => {
      const signup = (address: string) => t.http().post('/api/auth/signup').set(from(address)).send({ name: 'Six Signer', email: email('six'), password: 'juniper-window-58' });
      for (const address of ['2001:db8:5:7::1', '2001:db8:5:7::2', '2001:db8:5:7:1:2:3:4']) await signup(address).expect(201);
      await signup('2001:0db8:0005:0007:ffff:ffff:ffff:ffff').expect(429);
      // An IPv4 client seen through an IPv4-mapped IPv6 address is that IPv4 client.
      for (let i = 0; i < 3; i++) await signup('192.0.2.40').expect(201);
      await signup('::ffff:192.0.2.40').expect(429);
      // Another network is not affected.
      await signup('2001:db8:5:8::1').expect(201);
    });

    it('answers 429 with Retry-After past the limit, and a throttled sign-up creates nothing', async () => {
      const address = '192.0.2.10';
      for (let i = 0; i < 3; i++) await t.http().post('/api/auth/signup').set(from(address)).send({ name: 'Burst Signer', email: email('burst'), password: 'juniper-window-58' }).expect(201);
      const late = email('late');
      const refused = await t.http().post('/api/auth/signup').set(from(address)).send({ name: 'Burst Signer', email: late, password: 'juniper-window-58' }).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body).toMatchObject({ statusCode: 429, retryAfter: expect.any(Number) });
      await t.http().post('/api/auth/login').set(from('192.0.2.99')).send({ email: late, password: 'juniper-window-58' }).expect(401);
      // Another address is not affected.
      await t.http().post('/api/auth/signup').set(from('192.0.2.11')).send({ name: 'Other Signer', email: late, password: 'juniper-window-58' }).expect(201);
    });

    it('limits wholesale enquiries per address: past the limit 429, and nothing more reaches the vendor', async () => {
      t.config.rateLimits.enquiry = tight;
      const vendor = await vendorAuth(t);
      const rice = await productOnSale(t, { Authorization: vendor.Authorization }, admin, { name: 'Ponni Rice', category: 'wholesale', subcategory: 'pulses', price: 48000, stock: 50, quantity: 3, unit: 'tonne' });
      const signedUp = await t.http().post('/api/auth/signup').set(from('192.0.2.30')).send({ name: 'Burst Buyer', email: email('buyer'), password: 'juniper-window-58' }).expect(201);
      const buyer = { Authorization: `Bearer ${signedUp.body.accessToken}` };
      const enquire = (address: string) => t.http().post('/api/enquiries').set(buyer).set(from(address)).send({ productId: rice, quantity: 5, message: 'Burst' });
      for (let i = 0; i < 3; i++) await enquire('192.0.2.30').expect(201);
      const refused = await enquire('192.0.2.30').expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await t.http().get('/api/me/enquiries').set(buyer).expect(200)).body.total).toBe(3);
      expect((await t.http().get('/api/admin/enquiries').set({ Authorization: vendor.Authorization }).expect(200)).body).toHaveLength(3);
      // Another address is not affected.
      await enquire('192.0.2.31').expect(201);
    });

    it('limits contact messages per address before anything is stored', async () => {
      const send = () => t.http().post('/api/contact').set(from('192.0.2.20')).send({ name: 'Curious', email: 'curious@abuse.test', subject: 'payment problem', message: 'A question about rates' });
      for (let i = 0; i < 3; i++) expect((await send()).status).toBeLessThan(300);
      await send().expect(429);
    });
  });
});
