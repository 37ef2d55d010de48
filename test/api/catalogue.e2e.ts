import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_STORE, ImageStore } from '../../backend/src/modules/catalogue/images/image-store.port';
import { ImagesJanitor } from '../../backend/src/modules/catalogue/images/images-janitor';
import { vendorAuth } from '../support/accounts';
import { startApp, TestApp } from '../support/app';
import { raceNextBatch } from '../support/races';
import { checkout, productOnSale, stockOf } from '../support/shop';

type Auth = { Authorization: string; userId: string };

const mango = (overrides: Record<string, unknown> = {}) => ({
  name: 'Alphonso Mango (Ratnagiri)',
  category: 'wholesale',
  subcategory: 'fruits',
  price: 3200,
  stock: 40,
  quantity: 3,
  description: 'Hand-picked, carbide free',
  cities: ['Mumbai', 'Pune'],
  ...overrides,
});

const png = (width = 800, height = 600) => sharp({ create: { width, height, channels: 3, background: '#c2410c' } }).png().toBuffer();

describe('catalogue API: products, approval, public catalogue, images', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let vendor: Auth;
  let other: Auth;
  let customer: Auth;

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
    vendor = await vendorAuth(t);
    other = await vendorAuth(t);
    customer = await t.customerAuth();
  });
  afterAll(() => t.close());

  const head = async () => (await t.http().get('/api/health').expect(200)).body.position as number;
  const create = (who: { Authorization: string }, body: object) => t.http().post('/api/admin/products').set(who).send(body);
  const approve = (id: string) => t.http().post(`/api/admin/products/${id}/approve`).set(admin).send({});
  const publicList = (query = '') => t.http().get(`/api/products${query}`).expect(200);

  describe('listing and approval', () => {
    it('lists a vendor\'s product as pending, with a server id and a readable slug, and keeps it off the storefront until approved', async () => {
      const res = await create(vendor, { ...mango(), id: 'p123', slug: 'mine', approved: true, vendorId: other.userId }).expect(201);
      expect(res.body).toMatchObject({
        name: 'Alphonso Mango (Ratnagiri)',
        slug: 'alphonso-mango-ratnagiri',
        category: 'wholesale',
        subcategory: 'fruits',
        price: 3200,
        stock: 40,
        status: 'In Stock',
        quantity: 3,
        unit: 'tonne',
        approval: 'pending',
        approved: false,
        vendorId: vendor.userId,
        vendorStatus: 'active',
        quantityWithUnit: '3 tonnes',
        priceLabel: '₹3,200.00',
      });
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.vendor).toMatchObject({ id: vendor.userId, name: 'Sahyadri Agro Exports', verified: false });
      expect(res.body.images.thumb).toBe('/api/images/default-v2-fruits-thumb.webp');

      expect((await publicList()).body.items.map((p: { id: string }) => p.id)).not.toContain(res.body.id);
      await t.http().get(`/api/products/${res.body.slug}`).expect(404, { statusCode: 404, message: 'Product not found.' });

      const approved = await approve(res.body.id).expect(201);
      expect(approved.body).toMatchObject({ approval: 'approved', approved: true, live: true });
      const list = await publicList('?category=wholesale&subcategory=fruits');
      const item = list.body.items.find((p: { id: string }) => p.id === res.body.id);
      expect(item).toEqual({
        id: res.body.id,
        slug: 'alphonso-mango-ratnagiri',
        name: 'Alphonso Mango (Ratnagiri)',
        description: 'Hand-picked, carbide free',
        category: 'wholesale',
        subcategory: 'fruits',
        price: 3200,
        stock: 40,
        status: 'In Stock',
        quantity: 3,
        unit: 'tonne',
        cities: ['Mumbai', 'Pune'],
        showOnPages: ['wholesale'],
        vendor: { id: vendor.userId, name: 'Sahyadri Agro Exports', verified: false },
        images: { thumb: '/api/images/default-v2-fruits-thumb.webp', medium: '/api/images/default-v2-fruits-medium.webp', large: '/api/images/default-v2-fruits-large.webp' },
        createdAt: res.body.createdAt,
      });
      const bySlug = await t.http().get('/api/products/alphonso-mango-ratnagiri').expect(200);
      expect(bySlug.body).toEqual(item);
      await t.http().get(`/api/products/${res.body.id}`).expect(200);
    });

    it('gives a second product of the same name its own slug', async () => {
      const a = await create(vendor, mango({ name: 'Kesar Mango' })).expect(201);
      const b = await create(other, mango({ name: 'Kesar Mango' })).expect(201);
      expect(a.body.slug).toBe('kesar-mango');
      expect(b.body.slug).toMatch(/^kesar-mango-[0-9a-f]{6}$/);
    });

    it("never gives a product named like another's id that id as its slug", async () => {
      const first = await create(vendor, mango({ name: 'Neelam Mango' })).expect(201);
      await approve(first.body.id).expect(201);
      const impostor = await create(other, mango({ name: first.body.id })).expect(201);
      await approve(impostor.body.id).expect(201);
      expect(impostor.body.slug).toBe(`${first.body.id}-product`);
      // The id still finds its own product, and the impostor's slug finds the impostor.
      expect((await t.http().get(`/api/products/${first.body.id}`).expect(200)).body.name).toBe('Neelam Mango');
      expect((await t.http().get(`/api/products/${impostor.body.slug}`).expect(200)).body.id).toBe(impostor.body.id);
    });

    it('rejects with a reason the vendor sees, and keeps the product off the storefront', async () => {
      const res = await create(vendor, mango({ name: 'Totapuri Mango' })).expect(201);
      await approve(res.body.id).expect(201);
      await t.http().post(`/api/admin/products/${res.body.id}/reject`).set(admin).send({}).expect(400, { statusCode: 400, message: 'Reason is required', errors: { reason: 'Reason is required' } });
      const rejected = await t.http().post(`/api/admin/products/${res.body.id}/reject`).set(admin).send({ reason: 'The photo shows another fruit' }).expect(201);
      expect(rejected.body).toMatchObject({ approval: 'rejected', approved: false, rejectionReason: 'The photo shows another fruit' });
      const seen = await t.http().get(`/api/admin/products/${res.body.id}`).set(vendor).expect(200);
      expect(seen.body.rejectionReason).toBe('The photo shows another fruit');
      await t.http().get(`/api/products/${res.body.id}`).expect(404);
    });

    it('approves and rejects in bulk, all or nothing, with a limit', async () => {
      const ids = await Promise.all(['Guava', 'Papaya', 'Chikoo'].map(async (name) => (await create(vendor, mango({ name })).expect(201)).body.id as string));
      const before = await head();
      const refused = await t.http().post('/api/admin/products/approve').set(admin).send({ ids: [...ids, '00000000-0000-4000-8000-000000000000'] }).expect(400);
      expect(refused.body.errors).toEqual({ 'ids.3': 'Product not found.' });
      expect(await head()).toBe(before);
      await t.http().post('/api/admin/products/approve').set(admin).send({ ids: Array.from({ length: 101 }, (_, i) => `id-${i}`) }).expect(400);
      const done = await t.http().post('/api/admin/products/approve').set(admin).send({ ids }).expect(201);
      expect(done.body).toEqual({ ids, changed: 3 });
      const pending = await t.http().get('/api/admin/products').query({ filter: JSON.stringify({ approval: 'pending' }) }).set(admin).expect(200);
      expect(pending.body.map((p: { id: string }) => p.id)).not.toEqual(expect.arrayContaining(ids));
      await t.http().post('/api/admin/products/reject').set(admin).send({ ids: ids.slice(0, 2) }).expect(400);
      const rejected = await t.http().post('/api/admin/products/reject').set(admin).send({ ids: ids.slice(0, 2), reason: 'Duplicate listing' }).expect(201);
      expect(rejected.body.changed).toBe(2);
    });

    it('decides each of twenty simultaneous edits without If-Match on the state the others left: none is refused', async () => {
      const id = (await create(vendor, mango({ name: 'Crowded Guava' })).expect(201)).body.id as string;
      const vendorOnly = { Authorization: vendor.Authorization };
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 ? t.http().post(`/api/admin/products/${id}/stock`).set(vendorOnly).send({ stock: 100 + i }) : t.http().put(`/api/admin/products/${id}`).set(vendorOnly).send({ price: 3000 + i }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([...Array(10).fill(200), ...Array(10).fill(201)]);
      const history = (await t.http().get(`/api/admin/products/${id}/history`).set(admin).expect(200)).body as { type: string }[];
      expect(history.filter((h) => h.type === 'ProductStockAdjusted')).toHaveLength(10);
      expect(history.filter((h) => h.type === 'ProductPriceChanged')).toHaveLength(10);
    });

    it('decides a bulk review again when a product changes meanwhile, so it lands whole or not at all; a product named twice is refused', async () => {
      const approvalOf = async (id: string) => (await t.http().get(`/api/admin/products/${id}`).set(admin).expect(200)).body.approval;
      const ids = await Promise.all(Array.from({ length: 12 }, async (_, i) => (await create(vendor, mango({ name: `Race Guava ${i}` })).expect(201)).body.id as string));

      await t.http().post('/api/admin/products/approve').set(admin).send({ ids: [ids[0], ids[0]] }).expect(400, { statusCode: 400, message: 'Each product may appear only once', errors: { ids: 'Each product may appear only once' } });

      // A restock meanwhile: the batch is decided again on it and approves all twelve.
      raceNextBatch(t, () => t.http().post(`/api/admin/products/${ids[11]}/stock`).set({ Authorization: vendor.Authorization }).send({ stock: 55 }).expect(201));
      await t.http().post('/api/admin/products/approve').set(admin).send({ ids }).expect(201, { ids, changed: 12 });
      expect(await Promise.all(ids.map(approvalOf))).toEqual(ids.map(() => 'approved'));

      // A product delisted meanwhile: the rejection cannot be decided for it, so none is rejected.
      raceNextBatch(t, () => t.http().delete(`/api/admin/products/${ids[5]}`).set({ Authorization: vendor.Authorization }).expect(200));
      const refused = await t.http().post('/api/admin/products/reject').set(admin).send({ ids, reason: 'Photos are blurred' }).expect(400);
      expect(Object.keys(refused.body.errors)).toEqual(['ids.5']);
      expect(await Promise.all(ids.filter((_, i) => i !== 5).map(approvalOf))).toEqual(ids.slice(1).map(() => 'approved'));
    });

    it('sends a vendor\'s edit of what customers read back for approval, but not a price or stock change', async () => {
      const res = await create(vendor, mango({ name: 'Banganapalli Mango' })).expect(201);
      await approve(res.body.id).expect(201);
      const priced = await t.http().put(`/api/admin/products/${res.body.id}`).set(vendor).send({ price: 3500, stock: 12 }).expect(200);
      expect(priced.body).toMatchObject({ price: 3500, stock: 12, approval: 'approved' });
      const renamed = await t.http().put(`/api/admin/products/${res.body.id}`).set(vendor).send({ name: 'Banganapalli Mango (Premium)' }).expect(200);
      expect(renamed.body).toMatchObject({ name: 'Banganapalli Mango (Premium)', slug: 'banganapalli-mango', approval: 'pending' });
      await t.http().get(`/api/products/${res.body.id}`).expect(404);
      await approve(res.body.id).expect(201);
      const byAdmin = await t.http().put(`/api/admin/products/${res.body.id}`).set(admin).send({ description: 'Sweet and fibreless' }).expect(200);
      expect(byAdmin.body.approval).toBe('approved');
      const history = await t.http().get(`/api/admin/products/${res.body.id}/history`).set(vendor).expect(200);
      expect(history.body.map((e: { type: string }) => e.type)).toEqual([
        'ProductListed', 'ProductApproved', 'ProductPriceChanged', 'ProductStockAdjusted', 'ProductUpdated', 'ProductApproved', 'ProductUpdated',
      ]);
      expect(history.body[2].changes).toEqual([{ field: 'price', before: 3200, after: 3500 }]);
      // As it stood before the price change: approved at the first price.
      const asOf = await t.http().get(`/api/admin/products/${res.body.id}`).query({ asOf: history.body[1].occurredAt }).set(vendor).expect(200);
      expect(asOf.body).toMatchObject({ price: 3200, approval: 'approved', name: 'Banganapalli Mango' });
    });

    it('keeps the stock orders hold when a form opened before them is saved with its old figure', async () => {
      const productId = await productOnSale(t, { Authorization: vendor.Authorization }, admin, { stock: 5 });
      const opened = await t.http().get(`/api/admin/products/${productId}`).set(vendor).expect(200);
      await checkout(t, { Authorization: customer.Authorization }, { items: [{ productId, quantity: 2 }] }).expect(201);
      expect(await stockOf(t, productId)).toBe(3);
      // The form still says 5: saving it (no If-Match) changes the description, not the 2 held.
      const saved = await t.http().put(`/api/admin/products/${productId}`).set(vendor).send({ stock: opened.body.stock, description: 'Fresh every morning' }).expect(200);
      expect(saved.body).toMatchObject({ stock: 3, description: 'Fresh every morning' });
      // A client that edits the version it read says what it means: a restock to 5.
      const current = await t.http().get(`/api/admin/products/${productId}`).set(vendor).expect(200);
      const restocked = await t.http().put(`/api/admin/products/${productId}`).set(vendor).set('If-Match', current.headers.etag).send({ stock: 5 }).expect(200);
      expect(restocked.body.stock).toBe(5);
    });

    it('deletes: the product leaves lists and its slug is free for a new product', async () => {
      const res = await create(vendor, mango({ name: 'Dasheri Mango' })).expect(201);
      await approve(res.body.id).expect(201);
      const deleted = await t.http().delete(`/api/admin/products/${res.body.id}`).set(vendor).expect(200);
      expect(deleted.body).toMatchObject({ id: res.body.id, deleted: true });
      await t.http().get('/api/products/dasheri-mango').expect(404);
      await t.http().get(`/api/admin/products/${res.body.id}`).set(vendor).expect(404);
      const again = await create(other, mango({ name: 'Dasheri Mango' })).expect(201);
      expect(again.body.slug).toBe('dasheri-mango');
      await t.http().put(`/api/admin/products/${res.body.id}`).set(vendor).send({ price: 1 }).expect(409);
    });
  });

  describe('who may do what', () => {
    it("lets a vendor see and change only their own products: another's is not found, to change as to read", async () => {
      const mine = await create(vendor, mango({ name: 'Mosambi' })).expect(201);
      const before = await head();
      const absent = (await t.http().put(`/api/admin/products/${randomUUID()}`).set({ Authorization: other.Authorization }).send({ price: 1 }).expect(404)).body;
      expect((await t.http().put(`/api/admin/products/${mine.body.id}`).set({ Authorization: other.Authorization }).send({ price: 1 }).expect(404)).body).toEqual(absent);
      expect((await t.http().delete(`/api/admin/products/${mine.body.id}`).set({ Authorization: other.Authorization }).expect(404)).body).toEqual(absent);
      expect((await t.http().post(`/api/admin/products/${mine.body.id}/stock`).set({ Authorization: other.Authorization }).send({ stock: 1 }).expect(404)).body).toEqual(absent);
      await t.http().get(`/api/admin/products/${mine.body.id}`).set({ Authorization: other.Authorization }).expect(404);
      await t.http().get(`/api/admin/products/${mine.body.id}/history`).set({ Authorization: other.Authorization }).expect(404);
      expect(await head()).toBe(before);
      const outOfStock = await t.http().get('/api/admin/products').query({ filter: JSON.stringify({ status: 'Out of Stock' }) }).set(admin).expect(200);
      expect(outOfStock.body.every((p: { status: string; stock: number }) => p.status === 'Out of Stock' && p.stock === 0)).toBe(true);
      const theirs = await t.http().get('/api/admin/products').set({ Authorization: other.Authorization }).expect(200);
      expect(theirs.body.every((p: { vendorId: string }) => p.vendorId === other.userId)).toBe(true);
    });

    it('refuses approval to vendors, and the products resource to customers', async () => {
      const mine = await create(vendor, mango({ name: 'Sweet Lime' })).expect(201);
      await t.http().post(`/api/admin/products/${mine.body.id}/approve`).set({ Authorization: vendor.Authorization }).send({}).expect(403);
      await create({ Authorization: customer.Authorization }, mango()).expect(403);
      await t.http().get('/api/admin/products').set({ Authorization: customer.Authorization }).expect(403);
    });

    it('lets an admin list for a named vendor only', async () => {
      await create(admin, mango({ name: 'Sapota' })).expect(400, { statusCode: 400, message: 'Vendor is required', errors: { vendorId: 'Vendor is required' } });
      await create(admin, mango({ name: 'Sapota', vendorId: customer.userId })).expect(400);
      const res = await create(admin, mango({ name: 'Sapota', vendorId: other.userId })).expect(201);
      expect(res.body.vendorId).toBe(other.userId);
    });

    it('refuses to list for a vendor who was demoted to customer', async () => {
      const demoted = await vendorAuth(t);
      await create(admin, mango({ name: 'Chikoo', vendorId: demoted.userId })).expect(201);
      await t.http().put(`/api/admin/users/${demoted.userId}`).set(admin).send({ role: 'customer' }).expect(200);
      const before = await head();
      const res = await create(admin, mango({ name: 'Chikoo (second lot)', vendorId: demoted.userId })).expect(400);
      expect(res.body.errors).toEqual({ vendorId: 'Vendor not found' });
      expect(await head()).toBe(before);
    });
  });

  describe('bad input names the field and changes nothing', () => {
    it.each([
      ['a negative price', { price: -1 }, { price: 'Price must be 0 or more' }],
      ['quantity 2', { quantity: 2 }, { quantity: 'Quantity must be a whole number from 3 to 100 tonnes' }],
      ['quantity 101', { quantity: 101 }, { quantity: 'Quantity must be a whole number from 3 to 100 tonnes' }],
      ['a retail quantity 0', { category: 'retail', subcategory: 'bakery', unit: 'kg', quantity: 0 }, { quantity: 'Quantity must be a whole number from 1 to 1000' }],
      ['no name, subcategory or price', { name: '', subcategory: undefined, price: undefined }, { name: 'Name is required', subcategory: 'Subcategory is required', price: 'Price is required' }],
      ['a subcategory of the other kind', { subcategory: 'bakery', category: 'wholesale' }, { subcategory: 'Subcategory must be one of fruits, vegetables, pulses, oils, coffee, spices' }],
      ['a wholesale unit other than tonne', { unit: 'kg' }, { unit: 'Wholesale products are sold per tonne' }],
      ['a retail product at 0', { category: 'retail', subcategory: 'bakery', unit: 'kg', quantity: 1, price: 0 }, { price: 'A retail product needs a price above 0' }],
      ['an unknown city', { cities: ['Atlantis'] }, { cities: expect.stringMatching(/^Cities must be among/) }],
      ['a price with 3 decimals', { price: 12.345 }, { price: 'Price must be a number with at most 2 decimals' }],
      ['negative stock', { stock: -4 }, { stock: 'Stock must be a whole number from 0 to 1000000' }],
    ])('refuses %s', async (_what, overrides, errors) => {
      const before = await head();
      const res = await create(vendor, mango(overrides)).expect(400);
      expect(res.body.errors).toEqual(errors);
      expect(await head()).toBe(before);
    });

    it('takes a wholesale product at price 0 as sold by quote (Price N/A)', async () => {
      const res = await create(vendor, mango({ name: 'Cashew W320', subcategory: 'spices', price: 0 })).expect(201);
      expect(res.body).toMatchObject({ price: 0, priceLabel: 'Price N/A' });
    });

    it('reads the spec\'s slugs and aliases: pulses-cereals is pulses, grams is gm', async () => {
      const dal = await create(vendor, mango({ name: 'Toor Dal', subcategory: 'pulses-cereals' })).expect(201);
      expect(dal.body).toMatchObject({ subcategory: 'pulses', images: { thumb: '/api/images/default-v2-pulses-thumb.webp' } });
      const retail = await create(vendor, { name: 'Saffron Buns', subcategory: 'bakery', price: 45.5, unit: 'grams', quantity: 250, stock: 8 }).expect(201);
      expect(retail.body).toMatchObject({ category: 'retail', unit: 'gm', quantity: 250, showOnPages: ['retail'] });
    });
  });

  describe('images', () => {
    const upload = (fields: Record<string, string>, file: Buffer, filename: string) => {
      let req = t.http().post('/api/admin/products').set({ Authorization: vendor.Authorization });
      for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
      return req.attach('image', file, filename);
    };
    const retailForm = { name: 'Leather Wallet', category: 'retail', subcategory: 'leather', price: '899.50', stock: '12', quantity: '1', unit: 'piece', cities: 'Delhi' };

    it('stores an upload as three WebP sizes served immutable, from a multipart form', async () => {
      const res = await upload(retailForm, await png(), 'wallet.png').expect(201);
      expect(res.body).toMatchObject({ name: 'Leather Wallet', price: 899.5, stock: 12, unit: 'piece', cities: ['Delhi'] });
      expect(res.body.images.thumb).toMatch(/^\/api\/images\/[0-9a-f-]{36}-thumb\.webp$/);
      const thumb = await t.http().get(res.body.images.thumb).buffer(true).expect(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(thumb.body as Buffer).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 240, height: 180 });
      const large = await sharp((await t.http().get(res.body.images.large).buffer(true).expect(200)).body as Buffer).metadata();
      expect(large.width).toBe(800); // never enlarged
    });

    it('replaces the image of an approved product by a multipart edit, which sends it back for approval', async () => {
      const res = await upload({ ...retailForm, name: 'Leather Gloves' }, await png(), 'gloves.png').expect(201);
      await approve(res.body.id).expect(201);
      const edited = await t.http().put(`/api/admin/products/${res.body.id}`).set({ Authorization: vendor.Authorization }).field('stock', '5').attach('image', await png(400, 300), 'new.png').expect(200);
      expect(edited.body).toMatchObject({ stock: 5, approval: 'pending' });
      expect(edited.body.images.thumb).not.toBe(res.body.images.thumb);
      await t.http().get(edited.body.images.medium).expect(200);
    });

    it('clears the HSN code and the description in the same multipart edit as a new image (a blank field: none; left out: kept)', async () => {
      const res = await upload({ ...retailForm, name: 'Leather Belt', hsnCode: '42033000', description: 'Full grain' }, await png(), 'belt.png').expect(201);
      expect(res.body).toMatchObject({ hsnCode: '42033000', description: 'Full grain' });
      const edit = () => t.http().put(`/api/admin/products/${res.body.id}`).set({ Authorization: vendor.Authorization });
      const kept = await edit().field('stock', '4').attach('image', await png(300, 300), 'belt-2.png').expect(200);
      expect(kept.body).toMatchObject({ stock: 4, hsnCode: '42033000', description: 'Full grain' });
      const cleared = await edit().field('hsnCode', '').field('description', '').attach('image', await png(400, 300), 'belt-3.png').expect(200);
      expect(cleared.body).toMatchObject({ stock: 4, hsnCode: null, invoiceHsnCode: '4202', description: '' });
    });

    it('names a bad image together with the form\'s other errors, and stores no file for a refused product', async () => {
      const images = () => readdirSync(join(t.config.dataDir, 'images')).filter((name) => !name.startsWith('default-')).length;
      const before = images();
      const both = await upload({ ...retailForm, price: '-5' }, Buffer.from('not a picture'), 'photo.png').expect(400);
      expect(both.body.errors).toEqual({ price: 'Price must be 0 or more', image: 'Image must be a JPEG, PNG or WebP file' });
      await upload({ ...retailForm, price: '-5' }, await png(), 'wallet.png').expect(400);
      expect(images()).toBe(before);
    });

    it('refuses a text file named .png and a 3 MB image, naming image, and writes nothing', async () => {
      const before = await head();
      const text = await upload(retailForm, Buffer.from('just some text, not a picture'), 'photo.png').expect(400);
      expect(text.body).toEqual({ statusCode: 400, message: 'Image must be a JPEG, PNG or WebP file', errors: { image: 'Image must be a JPEG, PNG or WebP file' } });
      const big = Buffer.concat([await png(), Buffer.alloc(3 * 1024 * 1024)]);
      const tooBig = await upload(retailForm, big, 'big.png').expect(400);
      expect(tooBig.body.errors).toEqual({ image: 'Image must be at most 2 MB' });
      expect(await head()).toBe(before);
    });

    it('falls back to the subcategory\'s default image when an image cannot be decoded', async () => {
      const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(200, 7)]);
      const res = await upload({ ...retailForm, name: 'Leather Belt' }, broken, 'belt.png').expect(201);
      expect(res.body.images.thumb).toBe('/api/images/default-v2-leather-thumb.webp');
    });

    it('sweeps stored images no product in the log references, once past the grace period', async () => {
      const res = await upload({ ...retailForm, name: 'Leather Satchel' }, await png(), 'satchel.png').expect(201);
      const dir = join(t.config.dataDir, 'images');
      const orphan = join(dir, '0b7c1b1e-9f0e-4b8a-9d55-3f1f6b1c0a11-thumb.webp');
      writeFileSync(orphan, await png(10, 10));
      const young = join(dir, '1b7c1b1e-9f0e-4b8a-9d55-3f1f6b1c0a11-thumb.webp');
      writeFileSync(young, await png(10, 10));
      const old = new Date(Date.now() - 60 * 60_000);
      for (const name of readdirSync(dir)) if (name !== '1b7c1b1e-9f0e-4b8a-9d55-3f1f6b1c0a11-thumb.webp') utimesSync(join(dir, name), old, old);
      const removed = await t.app.get(ImagesJanitor).sweep();
      expect(removed).toEqual(['0b7c1b1e-9f0e-4b8a-9d55-3f1f6b1c0a11-thumb.webp']);
      expect(existsSync(young)).toBe(true);
      await t.http().get(res.body.images.thumb).expect(200);
    });

    it('draws the default images itself and answers 404 for unknown names', async () => {
      const res = await t.http().get('/api/images/default-v2-spices-medium.webp').buffer(true).expect(200);
      expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 640 });
      await t.http().get('/api/images/default-v2-gems-thumb.webp').expect(404);
      await t.http().get('/api/images/..%2Fevents.sqlite').expect(404);
    });

    it("answers 404 for a name that is only an object's inherited key, and stores nothing", async () => {
      const store = t.app.get<ImageStore>(IMAGE_STORE);
      for (const key of ['constructor', 'tostring', 'valueof']) {
        await t.http().get(`/api/images/default-v2-${key}-thumb.webp`).expect(404);
        expect(await store.read(`default-v2-${key}-medium.webp`)).toBeNull();
      }
    });
  });

  describe('public catalogue', () => {
    it('filters, sorts and pages on the server, and counts live products per subcategory and city', async () => {
      const seller = await vendorAuth(t);
      const ids: string[] = [];
      for (const [name, price, stock, cities] of [
        ['Basmati Rice 1121', 9000, 10, ['Delhi']],
        ['Sona Masoori Rice', 5200, 0, ['Chennai']],
        ['Kolam Rice', 4800, 5, []],
      ] as const) {
        const res = await create(seller, mango({ name, subcategory: 'pulses', price, stock, cities })).expect(201);
        ids.push(res.body.id);
      }
      const countsBefore = (await t.http().get('/api/products/counts?city=Delhi').expect(200)).body;
      await t.http().post('/api/admin/products/approve').set(admin).send({ ids }).expect(201);
      const counts = (await t.http().get('/api/products/counts?city=Delhi').expect(200)).body;
      // Basmati names Delhi; Kolam serves every city; Sona Masoori only Chennai.
      expect(counts.subcategories.pulses - countsBefore.subcategories.pulses).toBe(2);
      expect(counts.categories.wholesale - countsBefore.categories.wholesale).toBe(2);

      const byPrice = await publicList('?subcategory=pulses-cereals&sort=price&perPage=2');
      expect(byPrice.body).toMatchObject({ page: 1, perPage: 2 });
      const prices = byPrice.body.items.map((p: { price: number }) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const inDelhi = await publicList('?subcategory=pulses&city=Delhi&inStock=true&minPrice=4000&maxPrice=9500&sort=-price');
      expect(inDelhi.body.items.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['Basmati Rice 1121', 'Kolam Rice']));
      expect(inDelhi.body.items.map((p: { name: string }) => p.name)).not.toContain('Sona Masoori Rice');
      const search = await publicList('?q=basmti');
      expect(search.body.items[0].name).toBe('Basmati Rice 1121');
      await t.http().get('/api/products?perPage=101').expect(400);
      await t.http().get('/api/products?sort=name').expect(400);
      await t.http().get('/api/products?city=Atlantis').expect(400);
    });

    it("lists a product on the kind pages its 'Show on pages' names, and counts it there", async () => {
      const seller = await vendorAuth(t);
      const bakery = (name: string, showOnPages?: string[]) => ({ name, subcategory: 'bakery', price: 40, unit: 'piece', quantity: 1, stock: 5, ...(showOnPages && { showOnPages }) });
      const countsBefore = (await t.http().get('/api/products/counts').expect(200)).body;
      const ids: Record<string, string> = {};
      for (const [name, pages] of [['Ladi Pav Both', ['retail', 'wholesale']], ['Rusk Wholesale Only', ['wholesale']], ['Plain Bun Default', undefined]] as const) {
        ids[name] = (await create(seller, bakery(name, pages as string[] | undefined)).expect(201)).body.id;
        await approve(ids[name]).expect(201);
      }
      const names = async (query: string) => (await publicList(query)).body.items.map((p: { name: string }) => p.name) as string[];
      const onRetail = await names('?category=retail&subcategory=bakery&perPage=100');
      expect(onRetail).toEqual(expect.arrayContaining(['Ladi Pav Both', 'Plain Bun Default']));
      expect(onRetail).not.toContain('Rusk Wholesale Only');
      const onWholesale = await names('?category=wholesale&perPage=100&sort=newest');
      expect(onWholesale).toEqual(expect.arrayContaining(['Ladi Pav Both', 'Rusk Wholesale Only']));
      expect(onWholesale).not.toContain('Plain Bun Default');
      // Still a retail product, sold by the piece, with its own page.
      expect((await publicList(`/${ids['Rusk Wholesale Only']}`)).body).toMatchObject({ category: 'retail', unit: 'piece', showOnPages: ['wholesale'] });

      const counts = (await t.http().get('/api/products/counts').expect(200)).body;
      expect(counts.categories.retail - countsBefore.categories.retail).toBe(2);
      expect(counts.categories.wholesale - countsBefore.categories.wholesale).toBe(2);
      // The bakery card of the retail page counts what its page lists.
      expect(counts.subcategories.bakery - countsBefore.subcategories.bakery).toBe(2);
      expect(counts.total - countsBefore.total).toBe(3);

      // An admin moves the rusk to the retail pages: it leaves the wholesale ones at once.
      await t.http().put(`/api/admin/products/${ids['Rusk Wholesale Only']}`).set(admin).send({ showOnPages: ['retail'] }).expect(200);
      expect(await names('?category=retail&subcategory=bakery&perPage=100')).toContain('Rusk Wholesale Only');
      expect(await names('?category=wholesale&perPage=100&sort=newest')).not.toContain('Rusk Wholesale Only');
    });

    it('follows the vendor: verified shows, a deactivated vendor\'s products leave the storefront', async () => {
      const seller = await vendorAuth(t);
      const res = await create(seller, mango({ name: 'Nagpur Orange' })).expect(201);
      await approve(res.body.id).expect(201);
      expect((await publicList('?verified=true')).body.items.map((p: { id: string }) => p.id)).not.toContain(res.body.id);
      await t.http().put(`/api/admin/vendors/${seller.userId}`).set(admin).send({ status: 'Verified' }).expect(200);
      expect((await t.http().get(`/api/products/${res.body.id}`).expect(200)).body.vendor).toEqual({ id: seller.userId, name: 'Sahyadri Agro Exports', verified: true });
      expect((await publicList('?verified=true')).body.items.map((p: { id: string }) => p.id)).toContain(res.body.id);
      await t.http().put(`/api/admin/users/${seller.userId}`).set(admin).send({ status: 'Inactive' }).expect(200);
      await t.http().get(`/api/products/${res.body.id}`).expect(404);
      expect((await publicList()).body.items.map((p: { id: string }) => p.id)).not.toContain(res.body.id);
    });

    it('hides products their vendor set inactive or draft', async () => {
      const res = await create(vendor, mango({ name: 'Custard Apple' })).expect(201);
      await approve(res.body.id).expect(201);
      await t.http().get(`/api/products/${res.body.id}`).expect(200);
      await t.http().put(`/api/admin/products/${res.body.id}`).set(vendor).send({ vendorStatus: 'inactive' }).expect(200);
      await t.http().get(`/api/products/${res.body.id}`).expect(404);
    });

    it('shows the admin Vendors tab a real product count', async () => {
      const seller = await vendorAuth(t);
      const ids = await Promise.all(['Jamun', 'Litchi'].map(async (name) => (await create(seller, mango({ name })).expect(201)).body.id as string));
      expect((await t.http().get(`/api/admin/vendors/${seller.userId}`).set(admin).expect(200)).body.products).toBe(2);
      await t.http().delete(`/api/admin/products/${ids[0]}`).set(admin).expect(200);
      expect((await t.http().get(`/api/admin/vendors/${seller.userId}`).set(admin).expect(200)).body.products).toBe(1);
    });
  });
});
