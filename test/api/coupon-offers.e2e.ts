import { EventCatalog } from '../../backend/src/platform/event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { ProjectionRegistry } from '../../backend/src/platform/projections/projection-registry';
import { rebuildProjections } from '../../backend/src/platform/projections/rebuild';
import { READ_STORE, ReadStore } from '../../backend/src/platform/read-store/read-store.port';
import { eventually, startApp, TestApp } from '../support/app';
import { providerAuth, vendorAuth } from '../support/accounts';
import { checkout, productOnSale } from '../support/shop';

type Auth = { Authorization: string };
const FESTIVE = { code: 'festive15', percent: 15, description: '15% off for the festive season', validDays: 10, firstOrderOnly: false };

describe('coupon offers: the back office `coupons` resource (fix-s3)', () => {
  let t: TestApp;
  let admin: Auth;
  let product: string;
  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
    const vendor = await vendorAuth(t);
    product = await productOnSale(t, { Authorization: vendor.Authorization }, admin, { price: 1000, stock: 50 });
  }, 60_000);
  afterAll(() => t.close());

  const coupons = async (customer: Auth) => (await t.http().get('/api/me/coupons').set(customer).expect(200)).body.items as { code: string; percent: number; status: string; description: string }[];
  const orderOf = async (customer: Auth, orderId: string) => (await t.http().get(`/api/me/orders/${orderId}`).set(customer).expect(200)).body;

  it('lists the built-in offers with no write, then an admin-made one; Content-Range, ETag, getMany', async () => {
    const before = await t.http().get('/api/admin/coupons').query({ sort: '["code","ASC"]', range: '[0,9]' }).set(admin).expect(200);
    expect(before.headers['content-range']).toBe('coupons 0-1/2');
    expect(before.body).toEqual([
      { id: 'SUMMER10', code: 'SUMMER10', percent: 10, description: '10% off all products', validDays: 15, firstOrderOnly: false, status: 'active', claims: 0, redemptions: 0, createdAt: null, updatedAt: null },
      { id: 'WELCOME20', code: 'WELCOME20', percent: 20, description: '20% off your first order', validDays: 30, firstOrderOnly: true, status: 'active', claims: 0, redemptions: 0, createdAt: null, updatedAt: null },
    ]);

    const created = await t.http().post('/api/admin/coupons').set(admin).send({ ...FESTIVE, claims: 99, status: 'withdrawn' }).expect(201);
    expect(created.body).toMatchObject({ id: 'FESTIVE15', code: 'FESTIVE15', percent: 15, validDays: 10, firstOrderOnly: false, status: 'active', claims: 0, redemptions: 0 });
    expect(created.body.createdAt).toEqual(created.body.updatedAt);

    const list = await t.http().get('/api/admin/coupons').query({ sort: '["percent","DESC"]', range: '[0,1]' }).set(admin).expect(200);
    expect(list.headers['content-range']).toBe('coupons 0-1/3');
    expect(list.body.map((c: { id: string }) => c.id)).toEqual(['WELCOME20', 'FESTIVE15']);
    const filtered = await t.http().get('/api/admin/coupons').query({ filter: '{"firstOrderOnly":false}' }).set(admin).expect(200);
    expect(filtered.body.map((c: { id: string }) => c.id)).toEqual(['FESTIVE15', 'SUMMER10']);
    const many = await t.http().get('/api/admin/coupons').query({ filter: '{"id":["WELCOME20","FESTIVE15"]}' }).set(admin).expect(200);
    expect(many.body.map((c: { id: string }) => c.id).sort()).toEqual(['FESTIVE15', 'WELCOME20']);

    const one = await t.http().get('/api/admin/coupons/FESTIVE15').set(admin).expect(200);
    expect(one.headers.etag).toBe('"0"');
    expect(one.body).toMatchObject({ id: 'FESTIVE15', revision: 0 });
    const builtIn = await t.http().get('/api/admin/coupons/WELCOME20').set(admin).expect(200);
    expect(builtIn.headers.etag).toBe('"-1"');
    await t.http().get('/api/admin/coupons/NOPE1').set(admin).expect(404);

    const again = await t.http().post('/api/admin/coupons').set(admin).send({ ...FESTIVE, code: 'Festive15' }).expect(409);
    expect(again.body.errors).toEqual({ code: 'An offer with this code already exists' });
    const builtInAgain = await t.http().post('/api/admin/coupons').set(admin).send({ ...FESTIVE, code: 'welcome20' }).expect(409);
    expect(builtInAgain.body.errors).toEqual({ code: 'An offer with this code already exists' });
  });

  it('refuses bad fields with a 400 naming the field', async () => {
    const bad = async (body: Record<string, unknown>) => (await t.http().post('/api/admin/coupons').set(admin).send({ ...FESTIVE, code: 'BADFIELDS', ...body }).expect(400)).body.errors;
    expect(await bad({ code: 'AB' })).toEqual({ code: 'Code must be 3 to 20 letters A-Z or digits' });
    expect(await bad({ code: 'FEST 15' })).toEqual({ code: 'Code must be 3 to 20 letters A-Z or digits' });
    expect(await bad({ code: undefined })).toEqual({ code: 'Code is required' });
    expect(await bad({ percent: 91 })).toEqual({ percent: 'Percent must be a whole number from 1 to 90' });
    expect(await bad({ percent: '15' })).toEqual({ percent: 'Percent must be a whole number from 1 to 90' });
    expect(await bad({ validDays: 0 })).toEqual({ validDays: 'Valid days must be a whole number from 1 to 365' });
    expect(await bad({ description: ' ' })).toEqual({ description: 'Description is required' });
    expect(await bad({ description: 'x'.repeat(121) })).toEqual({ description: 'Description must be at most 120 characters' });
    expect(await bad({ firstOrderOnly: 'no' })).toEqual({ firstOrderOnly: 'First order only must be true or false' });
    await t.http().get('/api/admin/coupons/BADFIELDS').set(admin).expect(404);
  });

  it('a customer claims an admin-made offer and checkout takes its percent; an edit after the claim changes only later claims', async () => {
    await t.http().post('/api/admin/coupons').set(admin).send({ ...FESTIVE, code: 'FEST20' }).expect(201);
    const early = await t.customerAuth();
    expect((await coupons(early)).find((c) => c.code === 'FEST20')).toMatchObject({ percent: 15, status: 'available', description: FESTIVE.description });
    await t.http().post('/api/me/coupons/fest20/claim').set(early).expect(201);

    // Stale If-Match: the agreed 409; with the current ETag the edit lands, and the code cannot be changed.
    const { headers } = await t.http().get('/api/admin/coupons/FEST20').set(admin).expect(200);
    const stale = await t.http().put('/api/admin/coupons/FEST20').set(admin).set('If-Match', '"-1"').send({ percent: 20 }).expect(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    const edited = await t.http().put('/api/admin/coupons/FEST20').set(admin).set('If-Match', headers.etag).send({ code: 'OTHER20', percent: 20, description: '20% off, festive' }).expect(200);
    expect(edited.body).toMatchObject({ id: 'FEST20', code: 'FEST20', percent: 20, description: '20% off, festive', claims: 1 });
    expect(edited.headers.etag).toBe('"1"');
    await t.http().get('/api/admin/coupons/OTHER20').set(admin).expect(404);
    // As it stood when it was made: 15 %, nobody had claimed it yet.
    const created = (await t.http().get('/api/admin/coupons/FEST20/history').set(admin).expect(200)).body[0].occurredAt;
    const then = await t.http().get('/api/admin/coupons/FEST20').query({ asOf: created }).set(admin).expect(200);
    expect(then.body).toMatchObject({ id: 'FEST20', percent: 15, description: FESTIVE.description, claims: 0, revision: 0, asOf: created });

    // The early claim keeps 15 %; a later one gets 20 %.
    expect((await coupons(early)).find((c) => c.code === 'FEST20')).toMatchObject({ percent: 15, status: 'claimed' });
    const placed = await checkout(t, early, { items: [{ productId: product, quantity: 1 }], couponCode: 'FEST20' }).expect(201);
    expect(await orderOf(early, placed.body.orderId)).toMatchObject({ subtotal: 1000, discount: 150, total: 850, couponCode: 'FEST20' });

    const late = await t.customerAuth();
    await t.http().post('/api/me/coupons/FEST20/claim').set(late).expect(201);
    const later = await checkout(t, late, { items: [{ productId: product, quantity: 1 }], couponCode: 'fest20' }).expect(201);
    expect(await orderOf(late, later.body.orderId)).toMatchObject({ discount: 200, total: 800 });

    await eventually(async () => (await t.http().get('/api/admin/coupons/FEST20').set(admin)).body.redemptions === 2);
    expect((await t.http().get('/api/admin/coupons/FEST20').set(admin).expect(200)).body).toMatchObject({ claims: 2, redemptions: 2 });

    const history = await t.http().get('/api/admin/coupons/FEST20/history').set(admin).expect(200);
    expect(history.body.map((e: { type: string }) => e.type)).toEqual(['CouponOfferCreated', 'CouponOfferChanged']);
    expect(history.body[1].changes).toEqual([
      { field: 'percent', before: 15, after: 20 },
      { field: 'description', before: FESTIVE.description, after: '20% off, festive' },
    ]);
  });

  it('DELETE withdraws: new claims 404 and it leaves the list, the earlier claim still works; restore offers it again', async () => {
    await t.http().post('/api/admin/coupons').set(admin).send({ ...FESTIVE, code: 'GONE15' }).expect(201);
    const claimed = await t.customerAuth();
    const other = await t.customerAuth();
    await t.http().post('/api/me/coupons/GONE15/claim').set(claimed).expect(201);

    const { headers } = await t.http().get('/api/admin/coupons/GONE15').set(admin).expect(200);
    await t.http().delete('/api/admin/coupons/GONE15').set(admin).set('If-Match', '"-1"').expect(409);
    const withdrawn = await t.http().delete('/api/admin/coupons/GONE15').set(admin).set('If-Match', headers.etag).expect(200);
    expect(withdrawn.body).toMatchObject({ id: 'GONE15', status: 'withdrawn', claims: 1 });

    const refused = await t.http().post('/api/me/coupons/GONE15/claim').set(other).expect(404);
    expect(refused.body.errors).toEqual({ code: 'This coupon code is not valid' });
    expect((await coupons(other)).map((c) => c.code)).not.toContain('GONE15');
    const never = await checkout(t, other, { items: [{ productId: product, quantity: 1 }], couponCode: 'GONE15' }).expect(400);
    expect(never.body.errors).toEqual({ couponCode: 'This coupon code is not valid' });

    expect((await coupons(claimed)).find((c) => c.code === 'GONE15')).toMatchObject({ status: 'claimed', percent: 15 });
    const placed = await checkout(t, claimed, { items: [{ productId: product, quantity: 1 }], couponCode: 'GONE15' }).expect(201);
    expect(await orderOf(claimed, placed.body.orderId)).toMatchObject({ discount: 150, couponCode: 'GONE15' });

    const restored = await t.http().post('/api/admin/coupons/GONE15/restore').set(admin).expect(200);
    expect(restored.body.status).toBe('active');
    await t.http().post('/api/me/coupons/GONE15/claim').set(other).expect(201);
  });

  it('a built-in offer is edited like any other: its first change folds over the built-in terms, an earlier claim keeps 20 %', async () => {
    const early = await t.customerAuth();
    await t.http().post('/api/me/coupons/WELCOME20/claim').set(early).expect(201);
    const { headers } = await t.http().get('/api/admin/coupons/WELCOME20').set(admin).expect(200);
    expect(headers.etag).toBe('"-1"');
    const edited = await t.http().put('/api/admin/coupons/WELCOME20').set(admin).set('If-Match', headers.etag).send({ percent: 25, validDays: 30 }).expect(200);
    expect(edited.body).toMatchObject({ id: 'WELCOME20', percent: 25, validDays: 30, firstOrderOnly: true, description: '20% off your first order', status: 'active', createdAt: null, claims: 1 });
    expect(edited.body.updatedAt).not.toBeNull();
    const history = await t.http().get('/api/admin/coupons/WELCOME20/history').set(admin).expect(200);
    expect(history.body.map((e: { type: string; changes: unknown }) => [e.type, e.changes])).toEqual([['CouponOfferChanged', [{ field: 'percent', before: 20, after: 25 }]]]);

    const late = await t.customerAuth();
    expect((await coupons(late)).find((c) => c.code === 'WELCOME20')).toMatchObject({ percent: 25, status: 'available' });
    await t.http().post('/api/me/coupons/WELCOME20/claim').set(late).expect(201);
    const lateOrder = await checkout(t, late, { items: [{ productId: product, quantity: 1 }], couponCode: 'WELCOME20' }).expect(201);
    expect(await orderOf(late, lateOrder.body.orderId)).toMatchObject({ discount: 250 });
    const earlyOrder = await checkout(t, early, { items: [{ productId: product, quantity: 1 }], couponCode: 'WELCOME20' }).expect(201);
    expect(await orderOf(early, earlyOrder.body.orderId)).toMatchObject({ discount: 200 });
  });

  it('keeps the existing refusals: unknown code, not claimed yet', async () => {
    const customer = await t.customerAuth();
    const unknown = await checkout(t, customer, { items: [{ productId: product, quantity: 1 }], couponCode: 'FREE100' }).expect(400);
    expect(unknown.body.errors).toEqual({ couponCode: 'This coupon code is not valid' });
    const unclaimed = await checkout(t, customer, { items: [{ productId: product, quantity: 1 }], couponCode: 'SUMMER10' }).expect(400);
    expect(unclaimed.body.errors).toEqual({ couponCode: 'Claim this coupon before using it' });
  });

  it('a rebuild of its read model from the log answers the same list, the built-in offers included', async () => {
    const list = async () => (await t.http().get('/api/admin/coupons').query({ sort: '["code","ASC"]', range: '[0,49]' }).set(admin).expect(200)).body;
    await t.http().post('/api/admin/coupons').set(admin).send({ ...FESTIVE, code: 'REBUILD5', percent: 5 }).expect(201);
    await t.http().delete('/api/admin/coupons/REBUILD5').set(admin).expect(200);
    const before = await list();
    expect(before.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining(['SUMMER10', 'WELCOME20', 'REBUILD5']));
    const projections = t.app.get(ProjectionRegistry).all().filter((p) => p.name === 'coupon-offers');
    expect(projections).toHaveLength(1);
    const readStore = t.app.get<ReadStore>(READ_STORE);
    const stored = async () => (await readStore.collection<{ _id: string; _position?: number }>(projections[0].collection).find({}, { sort: { _id: 1 } })).map(({ _position, ...doc }) => doc);
    const docs = await stored();
    await rebuildProjections({ store: t.app.get<EventStore>(EVENT_STORE), readStore, catalog: t.app.get(EventCatalog) }, projections);
    expect(await readStore.aliasOf(projections[0].collection)).toMatch(/_r\d+$/);
    expect(await stored()).toEqual(docs);
    expect(await list()).toEqual(before);
  });

  it('is for admins only', async () => {
    const customer = await t.customerAuth();
    const vendor = await vendorAuth(t);
    const provider = await providerAuth(t);
    for (const caller of [customer, { Authorization: vendor.Authorization }, { Authorization: provider.Authorization }]) {
      await t.http().get('/api/admin/coupons').set(caller).expect(403);
      await t.http().get('/api/admin/coupons/WELCOME20').set(caller).expect(403);
      await t.http().post('/api/admin/coupons').set(caller).send({ ...FESTIVE, code: 'NOTYOURS' }).expect(403);
      await t.http().put('/api/admin/coupons/WELCOME20').set(caller).send({ percent: 90 }).expect(403);
      await t.http().delete('/api/admin/coupons/WELCOME20').set(caller).expect(403);
    }
    await t.http().get('/api/admin/coupons').expect(401);
  });
});
