import { PDF } from '../support/accounts';
import { providerAuth } from '../support/accounts';
import { dayAhead, requestBooking, verifyProvider } from '../support/bookings';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { toNewEvents } from '../../backend/src/platform/event-store/metadata';
import { PersonalDataCipher } from '../../backend/src/platform/personal-data/personal-data-cipher';
import { eventually, startApp, TestApp } from '../support/app';

describe('service providers: verification like vendors', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  const head = async () => (await t.http().get('/api/health').expect(200)).body.position as number;

  it('a new provider is Pending with no document, and the service area is not a copy of the expertise', async () => {
    const provider = await providerAuth(t);
    const res = await t.http().get(`/api/admin/providers/${provider.userId}`).set({ Authorization: provider.Authorization }).expect(200);
    expect(res.body).toMatchObject({ expertise: 'Electrician, Pune', serviceArea: '', status: 'Pending', hasDocument: false });
    expect(res.body.documentId).toBeUndefined();
  });

  it('the provider uploads a document checked by its content; an admin verifies; the History shows both', async () => {
    const provider = await providerAuth(t);
    const own = { Authorization: provider.Authorization };
    const before = await head();
    const fake = await t.http().post(`/api/admin/providers/${provider.userId}/document`).set(own).attach('document', Buffer.from('MZ not a pdf'), 'licence.pdf').expect(400);
    expect(fake.body.errors).toEqual({ document: 'The document must be a PDF, JPG, JPEG or PNG file' });
    await t.http().post(`/api/admin/providers/${provider.userId}/verify`).set(admin).expect(409)
      .expect((r) => expect(r.body.errors).toEqual({ document: 'This provider has not uploaded a document yet' }));
    expect(await head()).toBe(before);

    const up = await t.http().post(`/api/admin/providers/${provider.userId}/document`).set(own).attach('document', PDF, 'licence.pdf').expect(201);
    expect(up.body).toMatchObject({ hasDocument: true, status: 'Pending' });
    const file = await t.http().get(`/api/admin/providers/${provider.userId}/document`).set(admin).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);

    await t.http().post(`/api/admin/providers/${provider.userId}/verify`).set(own).expect(403);
    const verified = await t.http().post(`/api/admin/providers/${provider.userId}/verify`).set(admin).expect(201);
    expect(verified.body.status).toBe('Verified');
    await t.http().post(`/api/admin/providers/${provider.userId}/document`).set(own).attach('document', PDF, 'new.pdf').expect(409);

    const history = await t.http().get(`/api/admin/providers/${provider.userId}/history`).set(admin).expect(200);
    const types = history.body.map((h: any) => h.type ?? h.eventType);
    expect(types).toEqual(expect.arrayContaining(['ProviderRegistered', 'ProviderDocumentSubmitted', 'ProviderVerified']));
    const pending = await t.http().get('/api/admin/providers').query({ filter: JSON.stringify({ status: 'Verified' }) }).set(admin).expect(200);
    expect(pending.body.map((p: any) => p.id)).toContain(provider.userId);
  });

  it("a provider awaiting verification is not bookable: their approved service is off every storefront list and refused a booking, until the admin verifies them", async () => {
    const provider = await providerAuth(t);
    const own = { Authorization: provider.Authorization };
    const name = `Aadhaar update help ${randomUUID().slice(0, 8)}`;
    const offered = await t.http().post('/api/admin/services').set(own)
      .send({ name, category: 'e-service', description: 'Corrections and linking done online', price: 300, duration: '1 hour', cities: ['Pune'] }).expect(201);
    const id = offered.body.id as string;
    await t.http().post(`/api/admin/services/${id}/approve`).set(admin).expect(201);
    const customer = await t.customerAuth('Kavya Iyer');
    const day = dayAhead(2);
    const ids = async (query: object) => (await t.http().get('/api/services').query({ perPage: 100, ...query }).expect(200)).body.items.map((s: { id: string }) => s.id);
    const found = async () => (await t.http().get('/api/search').query({ q: name, category: 'services' }).expect(200)).body.items.map((i: { id: string }) => i.id);
    const eServices = async () => (await t.http().get('/api/services/counts').query({ city: 'Pune' }).expect(200)).body.categories['e-service'] as number;
    const countBefore = await eServices();

    // Pending: approved, Available, yet nowhere a customer could book it.
    expect(await ids({ category: 'e-service', city: 'Pune' })).not.toContain(id);
    expect(await ids({ category: 'e-services' })).not.toContain(id);
    expect(await ids({ q: name })).not.toContain(id);
    expect(await found()).not.toContain(id);
    await t.http().get(`/api/services/${id}`).expect(404);
    await t.http().get(`/api/services/${id}/slots`).query({ date: day }).expect(404);
    await t.http().get(`/api/services/${id}/slots/first-free`).expect(404);
    const before = await head();
    const refused = await requestBooking(t, customer, id, day, '10:00').expect(409);
    expect(refused.body.message).toBe('This service is not taking bookings');
    expect(await head()).toBe(before);

    await verifyProvider(t, admin, provider);
    await eventually(async () => ((await ids({ category: 'e-service', city: 'Pune' })).includes(id) ? true : null));
    expect(await ids({ q: name })).toContain(id);
    expect(await found()).toContain(id);
    expect(await eServices()).toBe(countBefore + 1);
    await t.http().get(`/api/services/${id}`).expect(200);
    await t.http().get(`/api/services/${id}/slots`).query({ date: day }).expect(200);
    await requestBooking(t, customer, id, day, '10:00').expect(201);
  });

  it('a provider cannot upload to or read another provider\'s document; a customer cannot at all', async () => {
    const a = await providerAuth(t);
    const b = await providerAuth(t);
    await t.http().post(`/api/admin/providers/${a.userId}/document`).set({ Authorization: b.Authorization }).attach('document', PDF, 'x.pdf').expect(403);
    await t.http().get(`/api/admin/providers/${a.userId}/document`).set({ Authorization: b.Authorization }).expect(403);
    const customer = await t.customerAuth();
    await t.http().get(`/api/admin/providers/${a.userId}/document`).set({ Authorization: customer.Authorization }).expect(403);
    await t.http().post(`/api/admin/providers/${a.userId}/verify`).expect(401);
  });

  it('refuses a blank name or expertise at sign-up and a blank name on edit, writing nothing; stores what it takes trimmed', async () => {
    const before = await head();
    const signup = { email: `blank${randomUUID().slice(0, 8)}@provider.test`, phone: '+91 98000 11122', password: 'secret123' };
    const res = await t.http().post('/api/providers/signup').send({ ...signup, name: '   ', expertise: ' \t ' }).expect(400);
    expect(res.body.errors).toEqual({ name: 'Name is required', expertise: 'Expertise / Service Area is required' });
    expect(await head()).toBe(before);

    const created = await t.http().post('/api/providers/signup').send({ ...signup, name: '  Kiran Carpentry ', expertise: ' Carpenter, Mysuru ' }).expect(201);
    const own = { Authorization: `Bearer ${created.body.accessToken}` };
    const id = created.body.user.id;
    expect((await t.http().get(`/api/admin/providers/${id}`).set(own).expect(200)).body).toMatchObject({ name: 'Kiran Carpentry', expertise: 'Carpenter, Mysuru' });
    const edit = await t.http().put(`/api/admin/providers/${id}`).set(own).send({ name: '   ' }).expect(400);
    expect(edit.body.errors).toEqual({ name: 'Name is required' });
    await t.http().put(`/api/admin/providers/${id}`).set(own).send({ name: 42 }).expect(400).expect((r) => expect(r.body.errors).toEqual({ name: 'Name is required' }));
    // Spec 5: a blank phone is a missing one, a short one a malformed one.
    for (const [phone, message] of [['', 'Phone number is required'], ['   ', 'Phone number is required'], ['+91 98', 'Please enter a valid phone number']]) {
      const refused = await t.http().post('/api/providers/signup').send({ ...signup, phone, name: 'K', expertise: 'Carpenter' }).expect(400);
      expect({ phone, errors: refused.body.errors }).toEqual({ phone, errors: { phone: message } });
    }
    await t.http().post('/api/providers/signup').send({ ...signup, name: 'K', expertise: 7 }).expect(400).expect((r) => expect(r.body.errors).toEqual({ expertise: 'Expertise / Service Area is required' }));
    expect((await t.http().get(`/api/admin/providers/${id}`).set(admin).expect(200)).body.name).toBe('Kiran Carpentry');
  });

  it('the provider edits their Expertise / Service Area by the sign-up rules; another provider cannot', async () => {
    const provider = await providerAuth(t);
    const own = { Authorization: provider.Authorization };
    const before = await head();
    for (const expertise of ['   ', null, 7]) {
      const res = await t.http().put(`/api/admin/providers/${provider.userId}`).set(own).send({ expertise }).expect(400);
      expect(res.body.errors).toEqual({ expertise: 'Expertise / Service Area is required' });
    }
    expect((await t.http().put(`/api/admin/providers/${provider.userId}`).set(own).send({ expertise: 'x'.repeat(201) }).expect(400)).body.errors).toEqual({ expertise: 'Expertise / Service Area must be at most 200 characters' });
    expect(await head()).toBe(before);
    const edited = await t.http().put(`/api/admin/providers/${provider.userId}`).set(own).send({ expertise: '  Electrician and solar panels, Pune  ' }).expect(200);
    expect(edited.body.expertise).toBe('Electrician and solar panels, Pune');
    await t.http().put(`/api/admin/providers/${provider.userId}`).set({ Authorization: (await providerAuth(t)).Authorization }).send({ expertise: 'Plumber' }).expect(403);
    const history = (await t.http().get(`/api/admin/providers/${provider.userId}/history`).set(admin).expect(200)).body;
    expect(history.map((h: any) => h.type)).toContain('ProviderProfileUpdated');
  });

  it('names the field in its own words for an over-long about or service area on the profile edit', async () => {
    const provider = await providerAuth(t);
    const own = { Authorization: provider.Authorization };
    const res = await t.http().put(`/api/admin/providers/${provider.userId}`).set(own).send({ about: 'x'.repeat(2001), serviceArea: 'y'.repeat(201), servicesOffered: 'Plumbing' }).expect(400);
    expect(res.body.errors).toEqual({ about: 'About must be at most 2000 characters', serviceArea: 'Service area must be at most 200 characters', servicesOffered: 'Services offered must be a list' });
  });

  it('refuses a service offered longer than 100 characters, naming the list, and writes nothing; 100 pass', async () => {
    const provider = await providerAuth(t);
    const own = { Authorization: provider.Authorization };
    const before = await head();
    // 30 of them at nearly 1 MB between them were stored whole before.
    const res = await t.http().put(`/api/admin/providers/${provider.userId}`).set(own).send({ servicesOffered: ['Plumbing', 'x'.repeat(101)] }).expect(400);
    expect(res.body.errors).toEqual({ servicesOffered: 'Each service offered must be at most 100 characters' });
    expect(await head()).toBe(before);
    const edited = await t.http().put(`/api/admin/providers/${provider.userId}`).set(own).send({ servicesOffered: ['Plumbing', 'y'.repeat(100)] }).expect(200);
    expect(edited.body.servicesOffered).toEqual(['Plumbing', 'y'.repeat(100)]);
  });

  it('a sign-up whose request died right after its one append still ends with the provider record and the submitted expertise, opened by the process manager from the registration alone', async () => {
    const providerId = randomUUID();
    const cipher = t.app.get(PersonalDataCipher);
    // Only what the request appends: the registration with its application; nothing else runs for it.
    const registration = {
      type: 'UserRegistered',
      data: {
        userId: providerId, role: 'provider', name: cipher.seal(providerId, 'Kiran Carpentry'), email: cipher.seal(providerId, 'kiran@carpentry.example'),
        phone: cipher.seal(providerId, '+919800000077'), phoneVerified: false, invitationId: null, registeredAt: new Date().toISOString(),
        application: { fields: { expertise: 'Carpenter, Mysuru' }, documentId: null },
      },
    };
    const actor = { kind: 'user' as const, userId: providerId, role: 'provider' as const };
    await t.app.get<EventStore>(EVENT_STORE).append(`user-${providerId}`, toNewEvents([registration], { actor, correlationId: randomUUID(), causationId: randomUUID(), now: new Date() }), 'no_stream');

    const record = await eventually(async () => {
      const res = await t.http().get(`/api/admin/providers/${providerId}`).set(admin);
      return res.status === 200 ? res.body : null;
    });

    expect(record).toMatchObject({ name: 'Kiran Carpentry', email: 'kiran@carpentry.example', expertise: 'Carpenter, Mysuru', status: 'Pending' });
  });
});
