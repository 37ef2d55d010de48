import { UniqueKeys } from '../../backend/src/platform/domain/unique-keys';
import { EVENT_STORE } from '../../backend/src/platform/event-store/event-store.port';
import { systemContext } from '../../backend/src/platform/event-store/metadata';
import { PersonalDataCipher } from '../../backend/src/platform/personal-data/personal-data-cipher';
import { startApp, TestApp } from '../support/app';

describe('newsletter and contact us', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  const outbox = async () => (await t.http().get('/api/dev/outbox').expect(200)).body as { channel: string; to: string; subject?: string; body: string }[];
  const linkSentTo = async (to: string) => {
    const mail = (await outbox()).find((m) => m.to === to && m.subject === 'Confirm your Bazaar newsletter subscription');
    return mail ? new URL(mail.body.match(/https?:\/\/\S+/)![0]) : undefined;
  };

  it('newsletter double opt-in: a link by e-mail, pending until followed, then subscribed once; visible to admins only', async () => {
    const admin = await t.adminAuth();
    const res = await t.http().post('/api/newsletter').send({ email: 'Reader@Example.in' }).expect(201);
    expect(res.body.message).toMatch(/confirm your subscription/);
    const link = (await linkSentTo('reader@example.in'))!;
    expect(link.origin).toBe(t.config.publicUrl);
    expect(link.pathname).toBe('/api/newsletter/confirm');
    const pending = await t.http().get('/api/admin/newsletter').set(admin).expect(200);
    expect(pending.body).toEqual([expect.objectContaining({ email: 'reader@example.in', status: 'pending', subscribedAt: null })]);

    const wrong = await t.http().get('/api/newsletter/confirm').query({ id: link.searchParams.get('id'), code: 'x'.repeat(32) }).expect(303);
    expect(wrong.headers.location).toBe('/?newsletter=invalid');
    const ok = await t.http().get(`${link.pathname}${link.search}`).expect(303);
    expect(ok.headers.location).toBe('/?newsletter=confirmed');
    await t.http().get(`${link.pathname}${link.search}`).expect(303).expect('location', '/?newsletter=confirmed');

    // subscribing the same address again: same answer, no second entry, no new mail
    const mails = (await outbox()).length;
    await t.http().post('/api/newsletter').send({ email: 'reader@example.in' }).expect(201);
    expect((await outbox()).length).toBe(mails);
    const list = await t.http().get('/api/admin/newsletter').set(admin).expect(200);
    expect(list.body).toEqual([expect.objectContaining({ email: 'reader@example.in', status: 'subscribed' })]);
    expect(list.headers['content-range']).toBe('newsletter 0-0/1');
    const history = await t.http().get(`/api/admin/newsletter/${list.body[0].id}/history`).set(admin).expect(200);
    expect(history.body.map((h: any) => h.type ?? h.eventType)).toEqual(['NewsletterSubscriptionRequested', 'NewsletterSubscribed']);
    expect(JSON.stringify(history.body)).not.toContain('codeHash');
    await t.http().get('/api/admin/newsletter').expect(401);
    await t.http().get('/api/admin/newsletter').set(await t.customerAuth()).expect(403);
  });

  it('refuses a malformed confirmation link and keeps the address out of the stream id and the log', async () => {
    await t.http().get('/api/newsletter/confirm').query({ id: 'nope', code: '$where' }).expect(400);
    await t.http().post('/api/newsletter').send({ email: 'private.reader@example.in' }).expect(201);
    const link = (await linkSentTo('private.reader@example.in'))!;
    const stream = await t.app.get(EVENT_STORE).readStream(`subscriber-${link.searchParams.get('id')}`);
    expect(link.searchParams.get('id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(stream)).not.toContain('private.reader');
    expect(JSON.stringify(stream)).not.toContain(link.searchParams.get('code'));
  });

  it('erasing a registered user erases their newsletter address and contact messages alike', async () => {
    const admin = await t.adminAuth();
    const customer = await t.customerAuth('Nandini');
    const me = await t.http().get('/api/auth/me').set({ Authorization: customer.Authorization });
    const email = me.body.email ?? me.body.user?.email;
    await t.http().post('/api/newsletter').send({ email }).expect(201);
    const link = (await linkSentTo(email))!;
    const id = link.searchParams.get('id');
    await t.http().delete(`/api/admin/users/${customer.userId}`).set(admin).expect(200);
    const got = await t.http().get(`/api/admin/newsletter/${id}`).set(admin).expect(200);
    expect(got.body.email).toBe('[erased]');
  });

  it('names a bad newsletter e-mail', async () => {
    const res = await t.http().post('/api/newsletter').send({ email: 'nope' }).expect(400);
    expect(res.body.errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('stores a contact message with its subject', async () => {
    const sent = await t.http().post('/api/contact').send({ name: 'Priya', email: 'priya@example.in', subject: 'payment problem', message: 'My UPI payment was debited twice.' }).expect(201);
    const admin = await t.adminAuth();
    const got = await t.http().get(`/api/admin/contact-messages/${sent.body.id}`).set(admin).expect(200);
    expect(got.body).toMatchObject({ id: sent.body.id, name: 'Priya', subject: 'payment problem', message: 'My UPI payment was debited twice.' });
    expect(got.body._position).toBeUndefined();
  });

  it('knows a signed-in sender and keeps the message sealed in the log', async () => {
    const customer = await t.customerAuth('Kiran');
    const sent = await t.http().post('/api/contact').set({ Authorization: customer.Authorization }).send({ name: 'Kiran', email: 'kiran@example.in', subject: 'order issue', message: 'Parcel arrived damaged' }).expect(201);
    const got = await t.http().get(`/api/admin/contact-messages/${sent.body.id}`).set(await t.adminAuth()).expect(200);
    expect(got.body.userId).toBe(customer.userId);
    const raw = JSON.stringify(await t.app.get(EVENT_STORE).readStream(`contact-${sent.body.id}`));
    expect(raw).not.toContain('Parcel arrived damaged');
    expect(raw).not.toContain('kiran@example.in');
  });

  it('tells the sender a short readable reference, not a UUID', async () => {
    const sent = await t.http().post('/api/contact').send({ name: 'Ravi', email: 'ravi@example.in', subject: 'other', message: 'Do you ship to Goa?' }).expect(201);
    expect(sent.body.reference).toMatch(/^[0-9A-F]{8}$/);
    expect(sent.body.message).toContain(sent.body.reference);
    expect(sent.body.message).not.toContain(sent.body.id);
    const admin = await t.adminAuth();
    const found = await t.http().get('/api/admin/contact-messages').query({ filter: JSON.stringify({ q: sent.body.reference }) }).set(admin).expect(200);
    expect(found.body.map((m: any) => m.id)).toEqual([sent.body.id]);
  });

  it('an admin answers and closes a message: status new -> answered -> closed, each in the History', async () => {
    const admin = await t.adminAuth();
    const sent = await t.http().post('/api/contact').send({ name: 'Meera', email: 'meera@example.in', subject: 'account help', message: 'I cannot sign in.' }).expect(201);
    expect((await t.http().get(`/api/admin/contact-messages/${sent.body.id}`).set(admin).expect(200)).body.status).toBe('new');
    const empty = await t.http().post(`/api/admin/contact-messages/${sent.body.id}/answer`).set(admin).send({ answer: '' }).expect(400);
    expect(empty.body.errors).toEqual({ answer: 'Answer is required' });
    const answered = await t.http().post(`/api/admin/contact-messages/${sent.body.id}/answer`).set(admin).send({ answer: 'Please use Forgot password.' }).expect(201);
    expect(answered.body).toMatchObject({ status: 'answered', answer: 'Please use Forgot password.' });
    expect((await outbox()).find((m) => m.to === 'meera@example.in')).toMatchObject({ channel: 'email', subject: `Re: your message ${sent.body.reference}`, body: expect.stringContaining('Please use Forgot password.') });
    const got = await t.http().get(`/api/admin/contact-messages/${sent.body.id}`).set(admin).expect(200);
    expect(got.body).toMatchObject({ status: 'answered', answer: 'Please use Forgot password.', answeredByName: 'Administrator' });
    await t.http().post(`/api/admin/contact-messages/${sent.body.id}/close`).set(admin).expect(201).expect((r) => expect(r.body.status).toBe('closed'));
    await t.http().post(`/api/admin/contact-messages/${sent.body.id}/answer`).set(admin).send({ answer: 'Again' }).expect(409);
    const history = await t.http().get(`/api/admin/contact-messages/${sent.body.id}/history`).set(admin).expect(200);
    expect(history.body.map((h: any) => h.type ?? h.eventType)).toEqual(['ContactMessageReceived', 'ContactMessageAnswered', 'ContactMessageClosed']);
    const open = await t.http().get('/api/admin/contact-messages').query({ filter: JSON.stringify({ status: 'closed' }) }).set(admin).expect(200);
    expect(open.body.map((m: any) => m.id)).toContain(sent.body.id);
  });

  it('only admins answer or close, and an unknown message is 404', async () => {
    const customer = await t.customerAuth();
    await t.http().post('/api/admin/contact-messages/x/answer').send({ answer: 'x' }).expect(401);
    await t.http().post('/api/admin/contact-messages/x/answer').set({ Authorization: customer.Authorization }).send({ answer: 'x' }).expect(403);
    await t.http().post('/api/admin/contact-messages/x/close').set({ Authorization: customer.Authorization }).expect(403);
    await t.http().post('/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/close').set(await t.adminAuth()).expect(404);
  });

  it('seals a message under the sender\'s key: erasing the signed-in sender erases their messages and answers at once', async () => {
    const admin = await t.adminAuth();
    const customer = await t.customerAuth('Farida');
    const sent = await t.http().post('/api/contact').set({ Authorization: customer.Authorization }).send({ name: 'Farida', email: 'farida@example.in', subject: 'order issue', message: 'Wrong size delivered' }).expect(201);
    await t.http().post(`/api/admin/contact-messages/${sent.body.id}/answer`).set(admin).send({ answer: 'Farida, we will replace it.' }).expect(201);
    await t.http().delete(`/api/admin/users/${customer.userId}`).set(admin).expect(200);
    const got = await t.http().get(`/api/admin/contact-messages/${sent.body.id}`).set(admin).expect(200);
    expect(got.body).toMatchObject({ name: '[erased]', email: '[erased]', message: '[erased]', answer: '[erased]', subject: 'order issue', status: 'answered' });
  });

  it('keeps one key per address for anonymous senders, derived from nothing in the address', async () => {
    const a = await t.http().post('/api/contact').send({ name: 'Anil', email: 'anil@example.in', subject: 'other', message: 'First' }).expect(201);
    const b = await t.http().post('/api/contact').send({ name: 'Anil', email: 'ANIL@example.in', subject: 'other', message: 'Second' }).expect(201);
    const subjectOf = async (id: string) => PersonalDataCipher.subjectOf(((await t.app.get(EVENT_STORE).readStream(`contact-${id}`))[0].data as any).email);
    expect(await subjectOf(a.body.id)).toBe(await subjectOf(b.body.id));
    expect(await subjectOf(a.body.id)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('finds what an address holds under the Unicode spelling of its domain (keys reserved before domains had one spelling)', async () => {
    const local = `older.${Date.now()}`;
    const [unicode, ascii] = [`${local}@b\u00fccher.example`, `${local}@xn--bcher-kva.example`];
    const keys = t.app.get(UniqueKeys);
    await keys.reserve('correspondent', unicode, 'older-correspondent', systemContext('older spelling'));
    await keys.reserve('newsletter', unicode, 'older-subscription', systemContext('older spelling'));
    const subjectOf = async (id: string) => PersonalDataCipher.subjectOf(((await t.app.get(EVENT_STORE).readStream(`contact-${id}`))[0].data as any).email);
    // Written in either spelling, the message is sealed under the correspondent the address already has.
    for (const email of [unicode, ascii]) {
      const sent = await t.http().post('/api/contact').send({ name: 'Jürgen', email, subject: 'other', message: 'Do you ship to Goa?' }).expect(201);
      expect(await subjectOf(sent.body.id)).toBe('older-correspondent');
    }
    // The subscription the address already has is the one asked for again, not a second one.
    await t.http().post('/api/newsletter').send({ email: ascii }).expect(201);
    expect((await linkSentTo(ascii))!.searchParams.get('id')).toBe('older-subscription');
    // An account's address is its owner's, under the older spelling too.
    await keys.reserve('email', `acct.${unicode}`, 'older-account', systemContext('older spelling'));
    const sent = await t.http().post('/api/contact').send({ name: 'Jürgen', email: `acct.${ascii}`, subject: 'other', message: 'Hello' }).expect(201);
    expect(await subjectOf(sent.body.id)).toBe('older-account');
  });

  it('names every bad contact field', async () => {
    const res = await t.http().post('/api/contact').send({ subject: 'refund please' }).expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('serves display exchange rates and lets only admins change them', async () => {
    const admin = await t.adminAuth();
    await t.http().put('/api/admin/currency-rates/USD').send({ unitsPerRupee: 0.012 }).expect(401);
    await t.http().put('/api/admin/currency-rates/USD').set(await t.customerAuth()).send({ unitsPerRupee: 0.012 }).expect(403);
    await t.http().put('/api/admin/currency-rates/USD').set(admin).send({ unitsPerRupee: 0.012 }).expect(200);
    await t.http().put('/api/admin/currency-rates/XYZ').set(admin).send({ unitsPerRupee: 1 }).expect(404);
    const bad = await t.http().put('/api/admin/currency-rates/EUR').set(admin).send({ unitsPerRupee: -1 }).expect(400);
    expect(bad.body.errors).toEqual({ unitsPerRupee: 'Exchange rate must be between 0 and 1000' });
    const res = await t.http().get('/api/currency-rates').expect(200);
    expect(res.body).toMatchObject({ base: 'INR', rates: { INR: 1, USD: 0.012 } });
  });
});
