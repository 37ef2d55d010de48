import { ADMIN_RESOURCES } from '../../backend/src/app/admin-resources.module';
import { providerAuth, vendorAuth } from '../support/accounts';
import { startApp, TestApp } from '../support/app';
import { withdrawWhenAvailable } from '../support/bookings';
import { checkout, productOnSale } from '../support/shop';

type Auth = { Authorization: string };
const bearer = (who: Auth) => ({ Authorization: who.Authorization });
const tracking = (id: string) => ({ trackingId: id, courierName: 'Delhivery', trackingUrl: `https://track.example/${id}` });

/**
 * As-of views are generic: for every resource with History, a record as of now, replayed
 * from its streams through its read model's own projection, is the record the list shows.
 * A resource whose read model also folds events of streams it does not declare would
 * differ here. The demo data fills some resources; the set-up makes, through the API as
 * their users would, a record of each it leaves empty (it places no orders), and every
 * resource must have compared one: an empty list would pass without checking anything.
 */
describe('as-of view of every resource equals the live record at now', () => {
  let t: TestApp;
  let admin: Auth;

  beforeAll(async () => {
    // Earnings clear at once, so a seller can ask for a payout.
    t = await startApp({ seedDemo: true, earningsClearingHours: 0 });
    admin = await t.adminAuth();
    const vendorA = await vendorAuth(t);
    const vendorB = await vendorAuth(t);
    await providerAuth(t);
    await t.http().post('/api/admin/invitations').set(admin).send({ email: 'as-of@bazaar.test' }).expect(201);
    await t.http().post('/api/contact').send({ name: 'Priya', email: 'priya@example.in', subject: 'other', message: 'As of check' }).expect(201);

    // A newsletter subscription, followed from its e-mail's link.
    await t.http().post('/api/newsletter').send({ email: 'reader@example.in' }).expect(201);
    const outbox = (await t.http().get('/api/dev/outbox').expect(200)).body as { to: string; subject?: string; body: string }[];
    const link = new URL(outbox.find((m) => m.to === 'reader@example.in' && m.subject === 'Confirm your Bazaar newsletter subscription')!.body.match(/https?:\/\/\S+/)![0]);
    await t.http().get(link.pathname).query(Object.fromEntries(link.searchParams)).expect(303);

    // An admin's coupon offer, changed once, claimed and used by a customer.
    await t.http().post('/api/admin/coupons').set(admin).send({ code: 'ASOF15', percent: 15, description: 'As-of check', validDays: 30 }).expect(201);
    const offer = await t.http().get('/api/admin/coupons/ASOF15').set(admin).expect(200);
    await t.http().put('/api/admin/coupons/ASOF15').set(admin).set('If-Match', offer.headers.etag).send({ description: 'As-of check, changed' }).expect(200);
    const customer = await t.customerAuth('Meera Iyer');
    await t.http().post('/api/me/coupons/ASOF15/claim').set(bearer(customer)).expect(201);

    // A commission rate set twice: the order's bakery line freezes the second.
    await t.http().put('/api/admin/commissions/bakery').set(admin).send({ percent: 12 }).expect(200);
    await t.http().put('/api/admin/commissions/bakery').set(admin).send({ percent: 12.5 }).expect(200);

    // An order of two vendors: A's part delivered (its commission recorded), B's shipped.
    const bread = await productOnSale(t, bearer(vendorA), admin, { price: 300, stock: 10 });
    const wallet = await productOnSale(t, bearer(vendorB), admin, { subcategory: 'leather', price: 400, stock: 10 });
    const placed = await checkout(t, bearer(customer), { items: [{ productId: bread, quantity: 2 }, { productId: wallet, quantity: 1 }], couponCode: 'ASOF15' }).expect(201);
    const orderId = placed.body.orderId as string;
    const move = (vendor: Auth & { userId: string }, body: object) => t.http().post(`/api/admin/fulfilments/${orderId}_${vendor.userId}/status`).set(bearer(vendor)).send(body).expect(200);
    for (const body of [{ status: 'processing' }, { status: 'shipped', ...tracking('DLV-20001') }, { status: 'delivered' }]) await move(vendorA, body);
    for (const body of [{ status: 'processing' }, { status: 'shipped', ...tracking('DLV-20002') }]) await move(vendorB, body);

    // An order paid online, whose B part its vendor then cancels (its share refunded).
    const online = await checkout(t, bearer(customer), { items: [{ productId: bread, quantity: 1 }, { productId: wallet, quantity: 1 }], paymentMethod: 'sandbox' }).expect(201);
    await t.http().post(`${online.body.paymentUrl}/pay`).expect(303);
    await t.http().post(`/api/admin/fulfilments/${online.body.orderId}_${vendorB.userId}/status`).set(bearer(vendorB)).send({ status: 'cancelled', reason: 'Out of stock' }).expect(200);

    // Vendor A withdraws what the delivery earned (payout details on file first); an admin pays it.
    const payout = await withdrawWhenAvailable(t, vendorA);
    await t.http().post(`/api/admin/payouts/${encodeURIComponent(payout.id)}/pay`).set(admin).send({ reference: 'UTR-AS-OF-1' }).expect(201);

    // A support ticket about the order, answered.
    const ticket = await t.http().post('/api/me/tickets').set(bearer(customer)).send({ subject: 'order issue', message: 'Where is the wallet?', orderId }).expect(201);
    await t.http().post(`/api/admin/tickets/${ticket.body.id}/answer`).set(admin).send({ answer: 'It shipped today.' }).expect(201);

    // A wholesale enquiry, answered and quoted by its vendor.
    const rice = await productOnSale(t, bearer(vendorA), admin, { name: 'Sona Masoori rice', category: 'wholesale', subcategory: 'pulses', price: 0, stock: 40, quantity: 3, unit: 'tonne' });
    const enquiry = await t.http().post('/api/enquiries').set(bearer(customer)).send({ productId: rice, quantity: 5, message: 'Five tonnes to Pune' }).expect(201);
    await t.http().post(`/api/admin/enquiries/${enquiry.body.id}/answer`).set(bearer(vendorA)).send({ answer: 'Yes, in stock.' }).expect(201);
    await t.http().post(`/api/admin/enquiries/${enquiry.body.id}/quote`).set(bearer(vendorA)).send({ price: 61000 }).expect(201);
  }, 180_000);
  afterAll(() => t.close());

  const withStreams = ADMIN_RESOURCES.filter((r) => r.streams).map((r) => r.name);

  it.each(withStreams)('%s', async (name) => {
    const list = await t.http().get(`/api/admin/${name}`).query({ range: '[0,24]' }).set(admin).expect(200);
    const now = new Date(Date.now() + 1000).toISOString();
    const mismatches: string[] = [];
    let compared = 0;
    for (const record of list.body as { id: string }[]) {
      const live = await t.http().get(`/api/admin/${name}/${encodeURIComponent(record.id)}`).set(admin).expect(200);
      const asOf = await t.http().get(`/api/admin/${name}/${encodeURIComponent(record.id)}`).query({ asOf: now }).set(admin);
      if (asOf.status !== 200) {
        mismatches.push(`${record.id}: ${asOf.status} ${JSON.stringify(asOf.body)}`);
        continue;
      }
      compared++;
      const { asOf: at, changedAt, ...then } = asOf.body;
      expect(at).toBe(now);
      // When it last changed: a time up to then, at which it already stood as it does now; null for a
      // built-in record no event has changed yet (a built-in coupon offer, ADR 0063).
      if (changedAt === null) expect(`${name}/${record.id}`).toMatch(/^coupons\/(WELCOME20|SUMMER10)$/);
      else expect(changedAt <= now).toBe(true);
      if (JSON.stringify(then) !== JSON.stringify(live.body)) mismatches.push(`${record.id}: as of ${JSON.stringify(then)} live ${JSON.stringify(live.body)}`);
    }
    expect(mismatches).toEqual([]);
    // A resource with nothing to compare checked nothing: the set-up must give it a record.
    expect({ resource: name, compared: compared > 0 }).toEqual({ resource: name, compared: true });
  });
});
