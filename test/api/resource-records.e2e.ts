import { startApp, TestApp } from '../support/app';
import { providerAuth, vendorAuth } from '../support/accounts';

const STALE = 'This record was changed by someone else since you opened it. Reload to see the latest version.';

/** getOne with revision and ETag, If-Match on edits, and History served by the server. */
describe('admin records: revision, If-Match and History', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
  }, 60_000);
  afterAll(() => t.close());

  const addRate = async () => (await t.http().post('/api/admin/rates').set(admin).send({ productName: `Chana ${Math.random()}`, category: 'pulses', currentRate: 6000 }).expect(201)).body.id as string;

  it('sends the stream revision as the record revision and the ETag', async () => {
    const id = await addRate();
    const first = await t.http().get(`/api/admin/rates/${id}`).set(admin).expect(200);
    expect(first.headers.etag).toBe('"0"');
    expect(first.body).toMatchObject({ id, revision: 0, currentRate: 6000 });
    await t.http().put(`/api/admin/rates/${id}`).set(admin).set('If-Match', '"0"').send({ currentRate: 6100 }).expect(200);
    const second = await t.http().get(`/api/admin/rates/${id}`).set(admin).expect(200);
    expect([second.headers.etag, second.body.revision]).toEqual(['"1"', 1]);
  });

  it('refuses a stale If-Match with 409 and the agreed message, changing nothing', async () => {
    const id = await addRate();
    await t.http().put(`/api/admin/rates/${id}`).set(admin).set('If-Match', '"0"').send({ currentRate: 6100 }).expect(200);
    const stale = await t.http().put(`/api/admin/rates/${id}`).set(admin).set('If-Match', '"0"').send({ currentRate: 9999 }).expect(409);
    expect(stale.body).toMatchObject({ statusCode: 409, message: STALE });
    expect((await t.http().get(`/api/admin/rates/${id}`).set(admin).expect(200)).body).toMatchObject({ currentRate: 6100, revision: 1 });
    await t.http().put(`/api/admin/rates/${id}`).set(admin).set('If-Match', 'garbage').send({ currentRate: 1 }).expect(400);
  });

  it('guards user, vendor and provider edits with If-Match too', async () => {
    const vendor = await vendorAuth(t);
    const provider = await providerAuth(t);
    const vendorRecord = await t.http().get(`/api/admin/vendors/${vendor.userId}`).set(admin).expect(200);
    await t.http().put(`/api/admin/vendors/${vendor.userId}`).set(vendor).set('If-Match', `"${vendorRecord.body.revision}"`).send({ city: 'Pune' }).expect(200);
    expect((await t.http().put(`/api/admin/vendors/${vendor.userId}`).set(admin).set('If-Match', `"${vendorRecord.body.revision}"`).send({ city: 'Nagpur' }).expect(409)).body.message).toBe(STALE);
    const providerRecord = await t.http().get(`/api/admin/providers/${provider.userId}`).set(provider).expect(200);
    await t.http().put(`/api/admin/providers/${provider.userId}`).set(provider).set('If-Match', `"${providerRecord.body.revision + 1}"`).send({ about: 'Wiring' }).expect(409);
    const user = await t.http().get(`/api/admin/users/${provider.userId}`).set(admin).expect(200);
    await t.http().put(`/api/admin/users/${provider.userId}`).set(admin).set('If-Match', `"${user.body.revision + 1}"`).send({ name: 'Someone Else' }).expect(409);
    await t.http().put(`/api/admin/users/${provider.userId}`).set(admin).set('If-Match', `"${user.body.revision}"`).send({ name: 'Sunil Kumar' }).expect(200);
  });

  it('tells who changed what and when, with the value before', async () => {
    const id = await addRate();
    await t.http().put(`/api/admin/rates/${id}`).set(admin).send({ currentRate: 6250.5 }).expect(200);
    const history = await t.http().get(`/api/admin/rates/${id}/history`).set(admin).expect(200);
    expect(history.body).toHaveLength(2);
    const [added, changed] = history.body;
    expect(added).toMatchObject({ type: 'RateAdded', actor: { kind: 'user', role: 'admin', name: expect.any(String) } });
    expect(added.changes).toEqual(expect.arrayContaining([{ field: 'category', before: null, after: 'pulses' }, { field: 'currentRate', before: null, after: 6000 }]));
    expect(changed).toMatchObject({ type: 'RateChanged', eventId: expect.any(String), occurredAt: expect.any(String) });
    expect(changed.changes).toEqual(expect.arrayContaining([{ field: 'currentRate', before: 6000, after: 6250.5 }, { field: 'trend', before: null, after: 'up' }]));
    expect(changed.changes.map((c: { field: string }) => c.field)).not.toContain('previousPaise');
  });

  it('shows vendors and providers the History of their own record only', async () => {
    const vendor = await vendorAuth(t);
    const other = await vendorAuth(t);
    const own = await t.http().get(`/api/admin/vendors/${vendor.userId}/history`).set(vendor).expect(200);
    expect(own.body.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['UserRegistered', 'VendorRegistered']));
    const registered = own.body.find((e: { type: string }) => e.type === 'VendorRegistered');
    expect(registered.changes).toEqual(expect.arrayContaining([{ field: 'name', before: null, after: 'Sahyadri Agro Exports' }]));
    await t.http().get(`/api/admin/vendors/${other.userId}/history`).set(vendor).expect(404);
    const provider = await providerAuth(t);
    await t.http().get(`/api/admin/providers/${provider.userId}/history`).set(provider).expect(200);
    await t.http().get(`/api/admin/providers/${provider.userId}/history`).set(vendor).expect(403);
    await t.http().get(`/api/admin/vendors/${vendor.userId}/history`).set(await t.customerAuth()).expect(403);
  });

  it('gives contact messages, newsletter entries and invitations a History, personal data opened', async () => {
    const contact = await t.http().post('/api/contact').send({ name: 'Meera Rao', email: 'meera@example.in', subject: 'other', message: 'Do you deliver to Mysuru?' }).expect(201);
    const messageHistory = await t.http().get(`/api/admin/contact-messages/${contact.body.id}/history`).set(admin).expect(200);
    expect(messageHistory.body[0]).toMatchObject({ type: 'ContactMessageReceived', actor: { kind: 'system' } });
    expect(messageHistory.body[0].changes).toEqual(expect.arrayContaining([{ field: 'email', before: null, after: 'meera@example.in' }]));
    await t.http().post('/api/newsletter').send({ email: 'news@example.in' }).expect(201);
    // The address is sealed in the newsletter read model (no search): the only entry of this app.
    const [subscriber] = (await t.http().get('/api/admin/newsletter').set(admin).expect(200)).body;
    const subscriberHistory = (await t.http().get(`/api/admin/newsletter/${subscriber.id}/history`).set(admin).expect(200)).body;
    expect(subscriberHistory[0].changes).toEqual(expect.arrayContaining([{ field: 'email', before: null, after: 'news@example.in' }]));
    expect(subscriberHistory[0].changes.map((c: { field: string }) => c.field)).not.toContain('codeHash');
    const invitation = await t.http().post('/api/admin/invitations').set(admin).send({ email: 'next.admin@example.in' }).expect(201);
    const invitationHistory = await t.http().get(`/api/admin/invitations/${invitation.body.id}/history`).set(admin).expect(200);
    expect(invitationHistory.body[0]).toMatchObject({ type: 'AdminInvited', actor: { kind: 'user', role: 'admin' } });
    // Admins see names, not ids: the inviter is the entry's actor.
    expect(invitationHistory.body[0].changes.map((c: { field: string }) => c.field)).toEqual(['email']);
    await t.http().get('/api/admin/invitations/nope/history').set(admin).expect(404);
  });
});
