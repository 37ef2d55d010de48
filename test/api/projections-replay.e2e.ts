import { EventCatalog } from '../../backend/src/platform/event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { EventViews, projectBatch } from '../../backend/src/platform/projections/apply-event';
import { ProjectionRegistry } from '../../backend/src/platform/projections/projection-registry';
import { rebuildProjections } from '../../backend/src/platform/projections/rebuild';
import { READ_STORE, ReadStore } from '../../backend/src/platform/read-store/read-store.port';
import { SqliteReadStore } from '../../backend/src/platform/read-store/sqlite-read-store';
import { providerAuth, vendorAuth } from '../support/accounts';
import { eventually, startApp, TestApp } from '../support/app';
import { checkout } from '../support/shop';
import { completedBooking, withdrawWhenAvailable } from '../support/bookings';

/**
 * Every registered projection, replayed from the log twice, gives the same documents, the
 * same as the live ones; and the log applied once more over them changes nothing.
 */
describe('every registered projection replays deterministically', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ seedDemo: true, earningsClearingHours: 0 });
    const admin = await t.adminAuth();
    const customer = await t.customerAuth('Replay Customer');
    const vendor = await vendorAuth(t);
    await providerAuth(t);
    await withdrawWhenAvailable(t, (await completedBooking(t, admin)).provider);
    await t.http().post('/api/newsletter').send({ email: 'replay@example.in' }).expect(201);
    await t.http().post('/api/contact').send({ name: 'Replay', email: 'replay@example.in', subject: 'other', message: 'Twice, the same.' }).expect(201);
    const rates = await t.http().get('/api/admin/rates').query({ range: '[0,2]' }).set(admin).expect(200);
    for (const rate of rates.body) {
      await t.http().put(`/api/admin/rates/${rate.id}`).set(admin).send({ currentRate: rate.currentRate + 100 });
    }
    // A product listed, edited and approved feeds the catalogue's read models.
    const product = await t.http().post('/api/admin/products').set(vendor).send({ name: 'Replay Rusk', subcategory: 'bakery', price: 45, stock: 3 }).expect(201);
    await t.http().put(`/api/admin/products/${product.body.id}`).set(vendor).send({ price: 50 }).expect(200);
    await t.http().post(`/api/admin/products/${product.body.id}/approve`).set(admin).send({}).expect(201);
    // An enquiry about an approved wholesale product, answered and quoted, feeds the enquiries read model.
    const mango = await t.http().post('/api/admin/products').set(vendor).send({ name: 'Replay Mango', category: 'wholesale', subcategory: 'fruits', price: 0, stock: 9 }).expect(201);
    await t.http().post(`/api/admin/products/${mango.body.id}/approve`).set(admin).send({}).expect(201);
    const enquiry = await t.http().post('/api/enquiries').set(customer).send({ productId: mango.body.id, quantity: 5, message: 'Twice, the same.' }).expect(201);
    await t.http().post(`/api/admin/enquiries/${enquiry.body.id}/answer`).set(vendor).send({ answer: 'Yes.' }).expect(201);
    await t.http().post(`/api/admin/enquiries/${enquiry.body.id}/quote`).set(vendor).send({ price: 61000 }).expect(201);
    // A real order (with a coupon, at a set commission) feeds the orders read models and the bus-fed notifications and revenue.
    await t.http().put('/api/admin/commissions/bakery').set(admin).send({ percent: 8 }).expect(200);
    await t.http().post('/api/me/coupons/WELCOME20/claim').set(customer).expect(201);
    await checkout(t, customer, { items: [{ productId: product.body.id, quantity: 2 }], couponCode: 'WELCOME20' }).expect(201);
    const ticket = await t.http().post('/api/me/tickets').set(customer).send({ subject: 'order issue', message: 'Replayed twice.' }).expect(201);
    await t.http().post(`/api/admin/tickets/${ticket.body.id}/answer`).set(admin).send({ answer: 'The same both times.' }).expect(201);
    const mine = await eventually(async () => (await t.http().get('/api/me/notifications').set(customer)).body.items.find((n: { type: string }) => n.type === 'order_confirmation'));
    await t.http().post(`/api/me/notifications/${mine.id}/read`).set(customer).expect(200);
    await eventually(async () => (await t.http().get('/api/admin/overview').set(admin)).body.orders === 1);
  }, 60_000);
  afterAll(() => t.close());

  it('rebuilds twice into the same documents as the live read models', async () => {
    const store = t.app.get<EventStore>(EVENT_STORE);
    const catalog = t.app.get(EventCatalog);
    const live = t.app.get<ReadStore>(READ_STORE);
    const projections = t.app.get(ProjectionRegistry).all();
    const replayed = new SqliteReadStore(':memory:');
    const snapshot = async (readStore: ReadStore) =>
      Object.fromEntries(await Promise.all(projections.map(async (p) => [p.name, await readStore.collection(p.collection).find({}, { sort: { _id: 1 } })] as const)));

    await rebuildProjections({ store, readStore: replayed, catalog }, projections);
    const first = await snapshot(replayed);
    await rebuildProjections({ store, readStore: replayed, catalog }, projections);
    const second = await snapshot(replayed);
    expect(second).toEqual(first);
    expect(await snapshot(live)).toEqual(first);
    expect(Object.values(first).filter((docs) => docs.length > 0).length).toBeGreaterThanOrEqual(projections.length - 2);

    // The whole log once more over the built documents: every write is older or equal, nothing changes.
    const events = await store.readAll();
    for (const projection of projections) {
      const target = (await replayed.aliasOf(projection.collection))!;
      const { commit } = await projectBatch(replayed, projection, target, 0, events, new EventViews(catalog));
      if (commit) await replayed.commit([{ ...commit, checkpoint: `${target}:again` }]);
    }
    expect(await snapshot(replayed)).toEqual(first);
    await replayed.close();
  });
});
