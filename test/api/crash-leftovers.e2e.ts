import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImagesJanitor } from '../../backend/src/modules/catalogue/images/images-janitor';
import { PRODUCT_SLUG_KEY } from '../../backend/src/modules/catalogue/catalogue.constants';
import { rateKey } from '../../backend/src/modules/rates/rates.decider';
import { UniqueKeys } from '../../backend/src/platform/domain/unique-keys';
import { systemContext } from '../../backend/src/platform/event-store/metadata';
import { PDF, providerAuth, registerSupplier, supplierForm, vendorAuth } from '../support/accounts';
import { eventually, startApp, TestApp } from '../support/app';

/**
 * What a process killed between two writes leaves, and how the next request takes it over.
 * Each case builds the state a SIGKILL at that point leaves in DATA_DIR (the first write
 * done, the second not), as accounts.e2e.ts does for an e-mail claim, then retries.
 */
describe('crash leftovers are taken over, never block for good', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  const keys = () => t.app.get(UniqueKeys);
  /** Two minutes ago: past every grace period a request in flight is given. */
  const longAgo = () => systemContext('crash', new Date(Date.now() - 2 * 60_000));

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
  }, 60_000);
  afterAll(() => t.close());

  describe('a rate name', () => {
    it('reserved by an Add Rate that died before its RateAdded is taken by the retry', async () => {
      expect(await keys().reserve('rate', rateKey('Crash Saffron', 'spices'), 'rate-never-added', longAgo())).toBe(true);
      const added = await t.http().post('/api/admin/rates').set(admin).send({ productName: 'Crash Saffron', category: 'spices', currentRate: 900 }).expect(201);
      expect(await keys().ownerOf('rate', rateKey('Crash Saffron', 'spices'))).toBe(added.body.id);
    });

    it('left held by a rename that died before letting the old name go is free for a new rate', async () => {
      const first = (await t.http().post('/api/admin/rates').set(admin).send({ productName: 'Crash Cumin', category: 'spices', currentRate: 300 }).expect(201)).body.id;
      await t.http().put(`/api/admin/rates/${first}`).set(admin).send({ productName: 'Crash Cumin Seeds' }).expect(200);
      // The rename's RateEdited is in the log; the process died before releasing the old key.
      expect(await keys().reserve('rate', rateKey('Crash Cumin', 'spices'), first, longAgo())).toBe(true);
      const second = await t.http().post('/api/admin/rates').set(admin).send({ productName: 'Crash Cumin', category: 'spices', currentRate: 310 }).expect(201);
      expect(second.body.id).not.toBe(first);
      expect((await t.http().get(`/api/admin/rates/${first}`).set(admin).expect(200)).body.productName).toBe('Crash Cumin Seeds');
    });

    it('held by a rate listed under it, or by an add still in flight, stays taken', async () => {
      await t.http().post('/api/admin/rates').set(admin).send({ productName: 'Crash Pepper', category: 'spices', currentRate: 500 }).expect(201);
      const duplicate = await t.http().post('/api/admin/rates').set(admin).send({ productName: 'Crash Pepper', category: 'spices', currentRate: 510 }).expect(400);
      expect(duplicate.body.errors).toEqual({ productName: 'A rate for this product already exists in this category' });
      await keys().reserve('rate', rateKey('Crash Clove', 'spices'), 'rate-being-added', systemContext('in flight'));
      await t.http().post('/api/admin/rates').set(admin).send({ productName: 'Crash Clove', category: 'spices', currentRate: 700 }).expect(400);
    });
  });

  describe('an e-mail', () => {
    const signup = (email: string) => t.http().post('/api/auth/signup').send({ name: 'Meera Leftover', email, password: 'tamarind-kettle-42' });

    it("left reserved by an erasure that died after UserErased, before letting the address go, is free for a new sign-up", async () => {
      const email = `erased.${Date.now()}@leftovers.test`;
      const first = (await signup(email).expect(201)).body.user.id;
      await t.http().delete(`/api/admin/users/${first}`).set(admin).expect(200);
      // The erasure is in the log; the process died before releasing the e-mail's reservation.
      expect(await keys().reserve('email', email, first, longAgo())).toBe(true);
      const again = await signup(email).expect(201);
      expect(again.body.user.id).not.toBe(first);
      await t.http().post('/api/auth/login').send({ email, password: 'tamarind-kettle-42' }).expect(200);
    });

    it('left reserved by an erasure is free for a supplier registration too (its check before the upload agrees)', async () => {
      const email = `erased.supplier.${Date.now()}@leftovers.test`;
      const first = (await signup(email).expect(201)).body.user.id;
      await t.http().delete(`/api/admin/users/${first}`).set(admin).expect(200);
      expect(await keys().reserve('email', email, first, longAgo())).toBe(true);
      const registered = await registerSupplier(t, supplierForm({ contactEmail: email })).expect(201);
      expect(registered.body.user.id).not.toBe(first);
    });

    it('claimed by an e-mail change that died before UserEmailChanged is free for someone else; held by its account it stays taken', async () => {
      const own = `own.${Date.now()}@leftovers.test`;
      const wanted = `wanted.${Date.now()}@leftovers.test`;
      const holder = (await signup(own).expect(201)).body.user.id;
      expect(await keys().reserve('email', wanted, holder, longAgo())).toBe(true);
      await signup(wanted).expect(201);
      await signup(own).expect(409);
    });
  });

  describe('a product slug', () => {
    it('reserved by a listing that died before its ProductListed goes to the retry, without a suffix', async () => {
      const vendor = await vendorAuth(t);
      expect(await keys().reserve(PRODUCT_SLUG_KEY, 'crash-rusk', 'product-never-listed', longAgo())).toBe(true);
      const listed = await t.http().post('/api/admin/products').set(vendor).send({ name: 'Crash Rusk', category: 'retail', subcategory: 'bakery', price: 120, stock: 5, quantity: 1, unit: 'piece' }).expect(201);
      expect(listed.body.slug).toBe('crash-rusk');
    });
  });

  describe('a product image', () => {
    it('half written by a save a crash cut short (its temporary file never renamed) is swept once past the grace period', async () => {
      const dir = join(t.config.dataDir, 'images');
      const stale = join(dir, '.2c7c1b1e-9f0e-4b8a-9d55-3f1f6b1c0a11-large.webp.4242.tmp');
      const writing = join(dir, '.3c7c1b1e-9f0e-4b8a-9d55-3f1f6b1c0a11-large.webp.4243.tmp');
      writeFileSync(stale, 'RIFF half a webp');
      writeFileSync(writing, 'RIFF being written');
      const hourAgo = new Date(Date.now() - 3600_000);
      utimesSync(stale, hourAgo, hourAgo);
      expect(await t.app.get(ImagesJanitor).sweep()).toEqual([stale.split('/').pop()]);
      expect(existsSync(stale)).toBe(false);
      expect(existsSync(writing)).toBe(true);
    });
  });
});

describe('a replaced provider document', () => {
  const uploads = (t: TestApp) => readdirSync(join(t.config.dataDir, 'uploads')).sort();
  const upload = (t: TestApp, provider: { Authorization: string; userId: string }, name: string) =>
    t.http().post(`/api/admin/providers/${provider.userId}/document`).set({ Authorization: provider.Authorization }).attach('document', Buffer.concat([PDF, Buffer.from(name)]), name);

  it('goes when the new one is on record; a refused upload leaves no file; a replaced one a crash left behind goes at the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-leftovers-'));
    const t = await startApp({ dataDir });
    const firstLife = async () => {
      const admin = await t.adminAuth();
      const provider = await providerAuth(t);
      await upload(t, provider, 'first.pdf').expect(201);
      const [first] = uploads(t);
      const firstContent = readFileSync(join(dataDir, 'uploads', first));
      await upload(t, provider, 'second.pdf').expect(201);
      const [second] = uploads(t);
      expect(second).not.toBe(first);
      expect((await t.http().get(`/api/admin/providers/${provider.userId}/document`).set(admin).expect(200)).body.toString()).toContain('second.pdf');
      await t.http().post(`/api/admin/providers/${provider.userId}/verify`).set(admin).expect(201);
      await upload(t, provider, 'refused.pdf').expect(409);
      expect(uploads(t)).toEqual([second]);
      return { provider, first, firstContent, second };
    };
    const { provider, first, firstContent, second } = await firstLife().finally(() => t.close());

    // SIGKILL after ProviderDocumentSubmitted, before the replaced file was deleted: it is still on disk, saved long ago.
    writeFileSync(join(dataDir, 'uploads', first), firstContent, { mode: 0o600 });
    const hourAgo = new Date(Date.now() - 3600_000);
    utimesSync(join(dataDir, 'uploads', first), hourAgo, hourAgo);
    utimesSync(join(dataDir, 'uploads', second), hourAgo, hourAgo);
    const again = await startApp({ dataDir });
    try {
      expect(uploads(again)).toEqual([second]);
      expect((await again.http().get(`/api/admin/providers/${provider.userId}/document`).set(await again.adminAuth()).expect(200)).body.toString()).toContain('second.pdf');
    } finally {
      await again.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("an erased person's secrets", () => {
  it('a password an erasure killed before deleting it is deleted at the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-leftovers-'));
    const t = await startApp({ dataDir });
    const erase = async () => {
      const user = (await t.http().post('/api/auth/signup').send({ name: 'Ravi Forgotten', email: `forgotten.${Date.now()}@leftovers.test`, password: 'tamarind-kettle-42' }).expect(201)).body.user.id as string;
      await t.http().delete(`/api/admin/users/${user}`).set(await t.adminAuth()).expect(200);
      return user;
    };
    const user = await erase().finally(() => t.close());

    // SIGKILL right after UserErased was appended: the hash is still there, and the erasure enforcer had not passed the event.
    const identity = new Database(join(dataDir, 'identity.sqlite'));
    identity.prepare('INSERT INTO passwords (user_id, password_hash, created_at, confirmed) VALUES (?, ?, ?, 1)').run(user, 'argon2-hash', new Date().toISOString());
    identity.close();
    const keyStore = new Database(join(dataDir, 'keys.sqlite'));
    keyStore.prepare('UPDATE log_checkpoint SET position = 0').run();
    keyStore.close();
    const hashOf = () => {
      const db = new Database(join(dataDir, 'identity.sqlite'), { readonly: true });
      const row = db.prepare('SELECT user_id FROM passwords WHERE user_id = ?').get(user);
      db.close();
      return row;
    };
    expect(hashOf()).toBeDefined();

    const again = await startApp({ dataDir });
    try {
      await eventually(async () => hashOf() === undefined);
    } finally {
      await again.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
