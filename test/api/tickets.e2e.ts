import { vendorAuth } from '../support/accounts';
import { eventually, startApp, TestApp } from '../support/app';
import { checkout, productOnSale } from '../support/shop';

describe('support tickets (Contact Us in the customer dashboard)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  it('a customer opens a ticket, sees only their own, and gets the admin’s answer with a notification', async () => {
    const asha = await t.customerAuth('Asha Support');
    const ravi = await t.customerAuth('Ravi Support');
    const product = await productOnSale(t, { Authorization: (await vendorAuth(t)).Authorization }, admin, { stock: 5 });
    const { orderId } = (await checkout(t, asha, { items: [{ productId: product, quantity: 1 }] }).expect(201)).body;
    const opened = (await t.http().post('/api/me/tickets').set(asha).send({ subject: 'payment problem', message: '  Paid twice for BZ-2026-000001  ', orderId }).expect(201)).body;
    expect(opened).toMatchObject({ subject: 'payment problem', message: 'Paid twice for BZ-2026-000001', orderId, status: 'open', answer: null });
    expect(opened.reference).toMatch(/^T-[0-9A-F]{8}$/);
    expect(opened.customerId).toBeUndefined();

    expect((await t.http().get('/api/me/tickets').set(asha).expect(200)).body).toMatchObject({ total: 1, items: [{ id: opened.id }] });
    expect((await t.http().get('/api/me/tickets').set(ravi).expect(200)).body).toMatchObject({ total: 0, items: [] });

    // The back office lists it with the customer's name and answers it.
    const listed = (await t.http().get('/api/admin/tickets').query({ filter: JSON.stringify({ reference: opened.reference }) }).set(admin).expect(200)).body;
    expect(listed).toEqual([expect.objectContaining({ id: opened.id, customerName: 'Asha Support', message: 'Paid twice for BZ-2026-000001', status: 'open' })]);
    const answered = (await t.http().post(`/api/admin/tickets/${opened.id}/answer`).set(admin).send({ answer: 'Refunded the second payment.' }).expect(201)).body;
    expect(answered).toMatchObject({ status: 'answered', answer: 'Refunded the second payment.' });
    expect((await t.http().get('/api/me/tickets').set(asha).expect(200)).body.items[0]).toMatchObject({ status: 'answered', answer: 'Refunded the second payment.' });
    const history = (await t.http().get(`/api/admin/tickets/${opened.id}/history`).set(admin).expect(200)).body;
    expect(history.map((h: { type: string }) => h.type)).toEqual(['TicketOpened', 'TicketAnswered']);

    const notified = await eventually(async () => (await t.http().get('/api/me/notifications').set(asha)).body.items.find((n: { type: string }) => n.type === 'ticket_answered'));
    expect(notified).toMatchObject({ kind: 'customer', message: `We have answered your message ${opened.reference}`, status: 'unread' });
  });

  it('bad input names the field and records nothing', async () => {
    const asha = await t.customerAuth();
    const bad = await t.http().post('/api/me/tickets').set(asha).send({ subject: 'refund now', message: '' }).expect(400);
    expect(bad.body.errors).toEqual({ subject: 'Subject must be one of order issue, payment problem, account help, other', message: 'Message is required' });
    const long = await t.http().post('/api/me/tickets').set(asha).send({ subject: 'other', message: 'x'.repeat(2001) }).expect(400);
    expect(long.body.errors).toEqual({ message: 'Message must be at most 2000 characters' });
    // A ticket names only the customer's own order.
    const product = await productOnSale(t, { Authorization: (await vendorAuth(t)).Authorization }, admin, { stock: 5 });
    const theirs = (await checkout(t, await t.customerAuth(), { items: [{ productId: product, quantity: 1 }] }).expect(201)).body.orderId;
    for (const orderId of [theirs, 'not-an-order']) {
      const refused = await t.http().post('/api/me/tickets').set(asha).send({ subject: 'order issue', message: 'Where is it?', orderId }).expect(400);
      expect(refused.body.errors).toEqual({ orderId: 'Order not found' });
    }
    expect((await t.http().get('/api/me/tickets').set(asha).expect(200)).body.total).toBe(0);
    await t.http().post('/api/admin/tickets/nobody/answer').set(admin).send({ answer: 'x' }).expect(404);
  });

  it('only customers open tickets and only admins answer them', async () => {
    const vendor = await vendorAuth(t);
    await t.http().post('/api/me/tickets').set(vendor).send({ subject: 'other', message: 'hello' }).expect(403);
    await t.http().post('/api/me/tickets').send({ subject: 'other', message: 'hello' }).expect(401);
    const asha = await t.customerAuth();
    const opened = (await t.http().post('/api/me/tickets').set(asha).send({ subject: 'other', message: 'hello' }).expect(201)).body;
    await t.http().post(`/api/admin/tickets/${opened.id}/answer`).set(asha).send({ answer: 'self-answer' }).expect(403);
  });
});
