import { formatSlot, SLOT_TAKEN } from '@bazaar/common';
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { providerAuth, vendorAuth } from '../support/accounts';
import { appendEvent } from '../support/order-events';
import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { eventually, startApp, TestApp } from '../support/app';
import { weekdayOf } from '../../backend/src/modules/bookings/slots';
import { BANK_DETAILS, completedBooking, completeOnceStarted, dayAhead, liveService, requestBooking, setPayoutDetails, verifyProvider } from '../support/bookings';

type Auth = { Authorization: string; userId: string };

describe('services and slot bookings API', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let provider: Auth;
  let customer: Auth;

  beforeAll(async () => {
    t = await startApp();
    admin = await t.adminAuth();
    provider = await providerAuth(t);
    // Verified by the admin: only then are a provider's services listed and bookable.
    await verifyProvider(t, admin, provider);
    customer = await t.customerAuth('Meera Joshi');
  });
  afterAll(() => t.close());

  const head = async () => (await t.http().get('/api/health').expect(200)).body.position as number;
  const auth = (who: { Authorization: string }) => ({ Authorization: who.Authorization });

  const service = (owner: Auth, body: object = {}) => liveService(t, admin, owner, body);
  const book = (who: { Authorization: string }, serviceId: string, date: string, time: string) => requestBooking(t, who, serviceId, date, time);
  const slots = async (serviceId: string, date: string) =>
    Object.fromEntries(((await t.http().get(`/api/services/${serviceId}/slots`).query({ date }).expect(200)).body.slots as { time: string; free: boolean }[]).map((s) => [s.time, s.free]));

  describe('services', () => {
    it("a provider's new service waits for approval; once approved it is listed with its provider, price and duration", async () => {
      const offered = await t
        .http()
        .post('/api/admin/services')
        .set(auth(provider))
        .send({ name: 'Sofa repair', category: 'handyman', description: 'Fabric and frame repairs', price: 799.5, duration: '1 hour', cities: ['Pune', 'Mumbai'] })
        .expect(201);
      expect(offered.body).toMatchObject({ approval: 'pending', listed: false, status: 'Available', price: 799.5, workingHours: { from: '08:00', to: '17:00' }, providerName: 'Sunil Electricals' });
      const before = (await t.http().get('/api/services').query({ category: 'handyman' }).expect(200)).body;
      expect(before.items.map((s: any) => s.id)).not.toContain(offered.body.id);

      await t.http().post(`/api/admin/services/${offered.body.id}/approve`).set(auth(provider)).expect(403);
      await t.http().post(`/api/admin/services/${offered.body.id}/approve`).set(admin).expect(201);
      const list = (await t.http().get('/api/services').query({ category: 'handyman', city: 'Mumbai' }).expect(200)).body;
      expect(list).toMatchObject({ total: 1, page: 1, perPage: 24 });
      expect(list.items[0]).toMatchObject({ id: offered.body.id, provider: { id: provider.userId, name: 'Sunil Electricals' }, price: 799.5, duration: '1 hour', rating: null, reviewCount: 0 });
      expect((await t.http().get('/api/services').query({ category: 'handyman', city: 'Delhi' }).expect(200)).body.total).toBe(0);
      const counts = (await t.http().get('/api/services/counts').expect(200)).body;
      expect(Object.keys(counts.categories)).toHaveLength(9);
      expect(counts).toMatchObject({ city: null, categories: { handyman: 1 } });
      expect((await t.http().get('/api/services/counts').query({ city: 'Delhi' }).expect(200)).body).toMatchObject({ city: 'Delhi', total: 0 });
    });

    it('refuses a service without its required fields, naming each, and writes nothing', async () => {
      const before = await head();
      const res = await t.http().post('/api/admin/services').set(auth(provider)).send({ price: -5, duration: '5 hours' }).expect(400);
      expect(res.body.errors).toMatchObject({ name: 'Name is required', category: 'Category is required', description: 'Description is required', duration: expect.stringMatching(/^Duration must be one of/), cities: 'Choose at least one city' });
      expect(await head()).toBe(before);
    });

    it('refuses working hours that are not an object, naming the field in its own words', async () => {
      const id = await service(provider);
      for (const workingHours of [null, 'mon-fri 9-5', [1]]) {
        const res = await t.http().put(`/api/admin/services/${id}`).set(auth(provider)).send({ workingHours }).expect(400);
        expect(res.body.errors).toMatchObject({ workingHours: 'Working hours must be days, from and to, e.g. { "days": ["mon"], "from": "08:00", "to": "17:00" }' });
      }
    });

    it("to a provider another provider's service is not found, to read, edit or delete, as an id that does not exist; the admin can, and the History shows it", async () => {
      const other = await providerAuth(t);
      const id = await service(provider);
      await t.http().get(`/api/admin/services/${id}`).set(auth(other)).expect(404);
      const absent = (await t.http().put(`/api/admin/services/${randomUUID()}`).set(auth(other)).send({ price: 1 }).expect(404)).body;
      expect((await t.http().put(`/api/admin/services/${id}`).set(auth(other)).send({ price: 1 }).expect(404)).body).toEqual(absent);
      expect((await t.http().delete(`/api/admin/services/${id}`).set(auth(other)).expect(404)).body).toEqual(absent);
      const edited = await t.http().put(`/api/admin/services/${id}`).set(admin).send({ price: 1800 }).expect(200);
      expect(edited.body.price).toBe(1800);
      const history = (await t.http().get(`/api/admin/services/${id}/history`).set(admin).expect(200)).body;
      expect(history.map((h: any) => h.type)).toEqual(['ServiceOffered', 'ServiceApproved', 'ServiceUpdated']);
      expect(history[2].changes).toEqual([{ field: 'price', before: null, after: 1800 }].map((c) => expect.objectContaining({ field: c.field, after: c.after })));
      const mine = await t.http().get('/api/admin/services').set(auth(other)).expect(200);
      expect(mine.body).toEqual([]);
    });

    it("a provider's rename of a live service goes back for approval and leaves the list meanwhile; an admin's edit does not", async () => {
      const id = await service(provider, { category: 'healthcare' });
      const listed = async () => (await t.http().get('/api/services').query({ category: 'healthcare' }).expect(200)).body.items.map((s: any) => s.id);
      await t.http().put(`/api/admin/services/${id}`).set(admin).send({ description: 'Checked by the admin' }).expect(200).expect((r) => expect(r.body.approval).toBe('approved'));
      const renamed = await t.http().put(`/api/admin/services/${id}`).set(auth(provider)).send({ name: 'Home nursing' }).expect(200);
      expect(renamed.body).toMatchObject({ approval: 'pending', listed: false });
      expect(await listed()).not.toContain(id);
      await t.http().post(`/api/admin/services/${id}/approve`).set(admin).expect(201);
      expect(await listed()).toContain(id);
    });

    it('takes a picture checked by its content, for its own provider only, served as WebP sizes', async () => {
      const id = await service(provider);
      const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c05621' } }).png().toBuffer();
      await t.http().post(`/api/admin/services/${id}/image`).set(auth(await providerAuth(t))).attach('image', png, 'van.png').expect(404);
      await t.http().post(`/api/admin/services/${id}/image`).set(auth(provider)).attach('image', Buffer.from('%PDF-1.4 not an image'), 'van.png').expect(400)
        .expect((r) => expect(r.body.errors).toEqual({ image: 'Image must be a JPEG, PNG or WebP file' }));
      const res = await t.http().post(`/api/admin/services/${id}/image`).set(auth(provider)).attach('image', png, 'van.png').expect(201);
      expect(res.body.image).toEqual({ thumb: expect.stringMatching(/^\/api\/images\/.+-thumb\.webp$/), medium: expect.any(String), large: expect.any(String) });
      const file = await t.http().get(res.body.image.thumb).expect(200);
      expect(file.headers['content-type']).toMatch(/^image\/webp/);
      expect(res.body.approval).toBe('pending'); // customers see the picture: approved again
      await t.http().post(`/api/admin/services/${id}/approve`).set(admin).expect(201);
      expect((await t.http().get(`/api/services/${id}`).expect(200)).body.image).toEqual(res.body.image);
    });

    it("takes the category 'e-services' as 'e-service', in the admin's Add Service, edit and the services and bookings filters", async () => {
      const res = await t.http().post('/api/admin/services').set(admin).send({ name: 'GST filing', category: 'e-services', description: 'Monthly returns', providerId: provider.userId }).expect(201);
      expect(res.body.category).toBe('e-service');
      await t.http().put(`/api/admin/services/${res.body.id}`).set(admin).send({ category: 'e-services' }).expect(200).expect((r) => expect(r.body.category).toBe('e-service'));
      for (const resource of ['services', 'bookings'])
        await t.http().get(`/api/admin/${resource}`).query({ filter: JSON.stringify({ category: 'e-services' }) }).set(admin).expect(200);
      const listed = (await t.http().get('/api/admin/services').query({ filter: JSON.stringify({ category: ['e-services'] }) }).set(admin).expect(200)).body;
      expect(listed.map((s: any) => s.id)).toContain(res.body.id);
      await t.http().post('/api/admin/services').set(admin).send({ name: 'X', category: 'e-servicez', description: 'Y', providerId: provider.userId }).expect(400)
        .expect((r) => expect(r.body.errors).toEqual({ category: expect.stringMatching(/^Category must be one of/) }));
    });

    it("an admin's Add Service names the provider and takes the spec's defaults; it is live at once", async () => {
      await t.http().post('/api/admin/services').set(admin).send({ name: 'Term insurance advice', category: 'insurance', description: 'One hour consult' }).expect(400)
        .expect((r) => expect(r.body.errors).toEqual({ providerId: 'Provider is required' }));
      const res = await t.http().post('/api/admin/services').set(admin).send({ name: 'Term insurance advice', category: 'insurance', description: 'One hour consult', providerId: provider.userId }).expect(201);
      expect(res.body).toMatchObject({ price: 999, duration: '1 hour', status: 'Available', approval: 'approved', listed: true, workingHours: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '09:00', to: '17:00' } });
      expect(res.body.cities).toHaveLength(15);
    });

    it("the provider's availability switch hides all their services and refuses bookings while off", async () => {
      const owner = await providerAuth(t);
      const id = await service(owner, { category: 'interior' });
      await t.http().put(`/api/admin/providers/${owner.userId}`).set(auth(owner)).send({ available: false }).expect(200);
      expect((await t.http().get('/api/services').query({ category: 'interior' }).expect(200)).body.items.map((s: any) => s.id)).not.toContain(id);
      await t.http().get(`/api/services/${id}`).expect(404);
      await book(customer, id, dayAhead(2), '10:00').expect(409);
      await t.http().put(`/api/admin/providers/${owner.userId}`).set(auth(owner)).send({ available: true }).expect(200);
      expect((await t.http().get('/api/services').query({ category: 'interior' }).expect(200)).body.items.map((s: any) => s.id)).toContain(id);
    });
    it("a deactivated provider's services leave the lists, the search and the slots and take no booking, until reactivated; so after a move to another role", async () => {
      const owner = await providerAuth(t);
      const id = await service(owner, { name: 'Terrace garden design', category: 'interior' });
      const date = dayAhead(2);
      const listed = async () => (await t.http().get('/api/services').query({ category: 'interior' }).expect(200)).body.items.map((s: any) => s.id);
      const found = async () => (await t.http().get('/api/search').query({ q: 'terrace garden' }).expect(200)).body.items.map((i: any) => i.id);
      const hidden = async () => {
        expect(await listed()).not.toContain(id);
        expect(await found()).not.toContain(id);
        await t.http().get(`/api/services/${id}`).expect(404);
        await t.http().get(`/api/services/${id}/slots`).query({ date }).expect(404);
        await book(customer, id, date, '10:00').expect(409).expect((r) => expect(r.body.message).toBe('This service is not taking bookings'));
      };
      expect(await found()).toContain(id);

      await t.http().put(`/api/admin/users/${owner.userId}`).set(admin).send({ status: 'Inactive' }).expect(200);
      await hidden();
      await t.http().put(`/api/admin/users/${owner.userId}`).set(admin).send({ status: 'Active' }).expect(200);
      expect(await listed()).toContain(id);
      await t.http().get(`/api/services/${id}/slots`).query({ date }).expect(200);

      await t.http().put(`/api/admin/users/${owner.userId}`).set(admin).send({ role: 'customer' }).expect(200);
      await hidden();
      await t.http().put(`/api/admin/users/${owner.userId}`).set(admin).send({ role: 'provider' }).expect(200);
      expect(await listed()).toContain(id);
      await book(customer, id, date, '10:00').expect(201);
    });
  });

  describe('slots and booking requests', () => {
    it('lists the hourly slots of the working day in Asia/Kolkata; a 2-hour booking takes two consecutive slots', async () => {
      const id = await service(provider);
      const date = dayAhead(1);
      const res = await t.http().get(`/api/services/${id}/slots`).query({ date }).expect(200);
      expect(res.body.date).toBe(date);
      expect(res.body.slots.map((s: any) => s.time)).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
      expect(res.body.slots.at(-1)).toEqual({ time: '17:00', free: false }); // two hours do not fit after the last slot

      const booked = await book(customer, id, date, '10:00').expect(201);
      expect(booked.body).toMatchObject({ status: 'pending', service: 'Home shifting', date, time: '10:00', times: ['10:00', '11:00'], price: 1500, location: '14 MG Road, Pune', customerName: 'Meera Joshi', providerName: 'Sunil Electricals' });
      expect(booked.body.startsAt).toBe(new Date(`${date}T04:30:00.000Z`).toISOString());
      const after = await slots(id, date);
      expect(after).toMatchObject({ '08:00': true, '09:00': false, '10:00': false, '11:00': false, '12:00': true });

      const second = await book(await t.customerAuth(), id, date, '11:00').expect(409);
      expect(second.body).toMatchObject({ statusCode: 409, message: SLOT_TAKEN });
    });

    it("answers the first day with a free slot from today in one call, skipping days off and full days, for the booking form to open on", async () => {
      const [second, third] = [dayAhead(2), dayAhead(3)];
      const days = [weekdayOf(second), weekdayOf(third)];
      const id = await service(await providerAuth(t), { duration: 'Full day', workingHours: { days, from: '09:00', to: '17:00' } });
      const first = (await t.http().get(`/api/services/${id}/slots/first-free`).expect(200)).body;
      expect(first.date).toBe(second);
      expect(first.slots.filter((s: any) => s.free)).toEqual([{ time: '09:00', free: true }]);

      await book(customer, id, second, '09:00').expect(201);
      const after = (await t.http().get(`/api/services/${id}/slots/first-free`).expect(200)).body;
      expect(after).toEqual({ date: third, slots: (await t.http().get(`/api/services/${id}/slots`).query({ date: third }).expect(200)).body.slots });
      await book(customer, id, third, '09:00').expect(201);
      // The next free day is a week on, still inside the 90-day window.
      expect((await t.http().get(`/api/services/${id}/slots/first-free`).expect(200)).body.date).toBe(dayAhead(9));
      await t.http().get('/api/services/no-such-service/slots/first-free').expect(404);
    });

    it('100 simultaneous requests for one slot hold exactly one; the others get 409 with the spec message', async () => {
      const id = await service(await providerAuth(t), { duration: '1 hour' });
      const date = dayAhead(3);
      const customers = await Promise.all(Array.from({ length: 5 }, () => t.customerAuth()));
      const results = await Promise.all(Array.from({ length: 100 }, (_, i) => book(customers[i % 5], id, date, '14:00')));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(99);
      expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(new Set([SLOT_TAKEN]));
      expect((await slots(id, date))['14:00']).toBe(false);
    });

    it('an Idempotency-Key makes a retried request one booking: the same answer again, at once or later; another request under it is a 422; a refused one frees it', async () => {
      const id = await service(await providerAuth(t), { duration: '1 hour' });
      const date = dayAhead(5);
      const keyed = (who: { Authorization: string }, key: string, time: string, location = '14 MG Road, Pune') =>
        t.http().post('/api/bookings').set(auth(who)).set('Idempotency-Key', key).send({ serviceId: id, date, time, location, city: 'Pune' });
      const me = await t.customerAuth();
      const key = randomUUID();
      // A double submit, then a retry after a lost answer: one booking, every answer the same.
      const [first, second] = await Promise.all([keyed(me, key, '09:00'), keyed(me, key, '09:00')]);
      const again = await keyed(me, key, '09:00', '  14 MG Road, Pune ');
      for (const res of [first, second, again]) expect(res.status).toBe(201);
      expect(new Set([first.body.id, second.body.id, again.body.id]).size).toBe(1);
      expect(again.body).toMatchObject({ status: 'pending', time: '09:00', location: '14 MG Road, Pune' });
      const mine = (await t.http().get('/api/me/bookings').set(auth(me)).expect(200)).body;
      expect(mine.items.map((b: any) => b.id)).toEqual([first.body.id]);

      // The same key for another time or place books nothing.
      const before = await head();
      for (const [time, location] of [['10:00', '14 MG Road, Pune'], ['09:00', '22 FC Road, Pune']]) {
        const res = await keyed(me, key, time, location).expect(422);
        expect(res.body.errors).toEqual({ 'Idempotency-Key': 'This Idempotency-Key was used for a different booking; use a new key for a new booking' });
      }
      expect(await head()).toBe(before);
      expect((await slots(id, date))['10:00']).toBe(true);

      // Another customer's key of the same text is theirs: a slot someone holds is still a 409, and the refused key is free for the corrected request.
      const other = await t.customerAuth();
      expect((await keyed(other, key, '09:00').expect(409)).body.message).toBe(SLOT_TAKEN);
      const corrected = await keyed(other, key, '11:00').expect(201);
      expect(corrected.body.id).not.toBe(first.body.id);

      // A malformed key is refused by name; without one, each request is its own booking (as before).
      for (const bad of ['short', 'has spaces in it', 'x'.repeat(101)]) {
        expect((await keyed(me, bad, '12:00').expect(400)).body.errors).toEqual({ 'Idempotency-Key': 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores, new for each booking' });
      }
      await book(me, id, date, '12:00').expect(201);
      expect((await book(me, id, date, '12:00').expect(409)).body.message).toBe(SLOT_TAKEN);
    });

    it("holds the slot and opens the booking in one write: a booking that cannot be written leaves no hold and nothing in the log", async () => {
      const id = await service(provider);
      const date = dayAhead(4);
      // A disk that refuses any write naming a booking's stream (the booking, not its hold); the
      // store's class is patched, since the app holds it behind its metrics proxy.
      const store = Object.getPrototypeOf(t.app.get<EventStore>(EVENT_STORE)) as EventStore;
      const { append, appendMany } = store;
      const refused = (streams: string[]) => streams.some((s) => s.startsWith('booking-'));
      const appendSpy = jest.spyOn(store, 'append').mockImplementation(function (this: EventStore, ...args) {
        return refused([args[0]]) ? Promise.reject(new Error('disk refused the booking')) : append.apply(this, args);
      });
      const appendManySpy = jest.spyOn(store, 'appendMany').mockImplementation(function (this: EventStore, appends) {
        return refused(appends.map((a) => a.streamId)) ? Promise.reject(new Error('disk refused the booking')) : appendMany.call(this, appends);
      });
      const before = await head();
      try {
        await book(customer, id, date, '11:00').expect(500);
      } finally {
        appendSpy.mockRestore();
        appendManySpy.mockRestore();
      }
      expect(await head()).toBe(before);
      expect((await slots(id, date))['11:00']).toBe(true);
      await book(customer, id, date, '11:00').expect(201);
    });

    it('refuses missing fields with the spec message, a past time, a time outside the working hours and an unknown service, writing nothing', async () => {
      const id = await service(provider);
      const before = await head();
      const missing = await t.http().post('/api/bookings').set(auth(customer)).send({ serviceId: id, date: dayAhead(1), time: '10:00', location: '  ', city: 'Pune' }).expect(400);
      expect(missing.body.errors).toEqual({ location: 'Please fill in all required fields' });
      await t.http().post('/api/bookings').set(auth(customer)).send({ serviceId: id }).expect(400)
        .expect((r) => expect(r.body.errors).toEqual({ date: 'Please fill in all required fields', time: 'Please fill in all required fields', location: 'Please fill in all required fields' }));
      await book(customer, id, dayAhead(-1), '10:00').expect(400).expect((r) => expect(Object.keys(r.body.errors)).toEqual(['date']));
      await book(customer, id, dayAhead(1), '07:00').expect(400).expect((r) => expect(Object.keys(r.body.errors)).toEqual(['time']));
      await book(customer, id, dayAhead(1), '10:30').expect(400);
      await book(customer, id, dayAhead(1), '17:00').expect(400);
      await book(customer, 'no-such-service', dayAhead(1), '10:00').expect(404);
      await book(provider, id, dayAhead(1), '12:00').expect(403);
      await t.http().get(`/api/services/${id}/slots`).query({ date: '2026-02-30' }).expect(400);
      expect(await head()).toBe(before);
    });

    it("refuses a booking in a city the service is not offered in, naming the city and holding nothing; one of its cities is booked", async () => {
      const id = await service(provider, { cities: ['Pune', 'Mumbai'] });
      const date = dayAhead(2);
      const before = await head();
      const elsewhere = await requestBooking(t, customer, id, date, '10:00', '9 Lodhi Road, Delhi', 'Delhi').expect(400);
      expect(elsewhere.body.errors).toEqual({ city: 'This service is not offered in this city' });
      const unknown = await requestBooking(t, customer, id, date, '10:00', '1 Main Road', 'Atlantis').expect(400);
      expect(unknown.body.errors).toEqual({ city: expect.stringMatching(/^City must be one of Mumbai, /) });
      expect(await head()).toBe(before);
      expect((await slots(id, date))['10:00']).toBe(true);
      await requestBooking(t, customer, id, date, '10:00', '5 Juhu Tara Road, Mumbai', 'Mumbai').expect(201);
      // The published body ({serviceId, date, time, location}) still books; the booking names no city.
      const plain = await t.http().post('/api/bookings').set(auth(customer)).send({ serviceId: id, date, time: '14:00', location: '5 Juhu Tara Road, Mumbai' }).expect(201);
      expect(plain.body.city ?? null).toBeNull();
      await t.http().post('/api/bookings').set(auth(customer)).send({ serviceId: id, date, time: '16:00', location: '5 Juhu Tara Road, Mumbai', city: 7 }).expect(400)
        .expect((r) => expect(Object.keys(r.body.errors)).toEqual(['city']));
    });
  });
});

describe('booking lifecycle, reviews, messages and the provider ledger', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    // Earnings clear at once here, so Withdraw Funds can be shown end to end.
    t = await startApp({ earningsClearingHours: 0 });
    admin = await t.adminAuth();
  });
  afterAll(() => t.close());

  const auth = (who: { Authorization: string }) => ({ Authorization: who.Authorization });

  it('pending, accepted by its own provider only, completed, reviewed once by its customer, replied once; the service shows the rating', async () => {
    const provider = await providerAuth(t);
    const other = await providerAuth(t);
    const customer = await t.customerAuth('Ravi Kulkarni');
    const stranger = await t.customerAuth();
    const serviceId = await liveService(t, admin, provider);
    const { body: booking } = await requestBooking(t, customer, serviceId, dayAhead(1), '10:00').expect(201);

    // Another provider's booking is not found, to act on as to read, exactly as an id that does not exist.
    const absent = (await t.http().post(`/api/admin/bookings/${randomUUID()}/accept`).set(auth(other)).expect(404)).body;
    expect((await t.http().post(`/api/admin/bookings/${booking.id}/accept`).set(auth(other)).expect(404)).body).toEqual(absent);
    await t.http().get(`/api/admin/bookings/${booking.id}`).set(auth(other)).expect(404);
    await t.http().post(`/api/me/bookings/${booking.id}/review`).set(auth(customer)).send({ rating: 5 }).expect(409);
    await t.http().post(`/api/admin/bookings/${booking.id}/complete`).set(auth(provider)).expect(409);
    const accepted = await t.http().post(`/api/admin/bookings/${booking.id}/accept`).set(auth(provider)).expect(201);
    expect(accepted.body.status).toBe('confirmed');
    expect((await t.http().get('/api/me/bookings').set(auth(customer)).expect(200)).body).toMatchObject({ total: 1, items: [{ id: booking.id, status: 'confirmed' }] });

    // Not before its slot starts, by the server's clock (tomorrow 10:00 has not come); nothing is recorded.
    const early = await t.http().post(`/api/admin/bookings/${booking.id}/complete`).set(auth(provider)).expect(409);
    expect(early.body.message).toBe(`A booking can only be completed once it has started (${formatSlot(dayAhead(1), '10:00')})`);
    expect((await t.http().get(`/api/admin/bookings/${booking.id}`).set(auth(provider)).expect(200)).body.status).toBe('confirmed');
    await completeOnceStarted(t.app, booking.id, { userId: provider.userId, role: 'provider' });
    await t.http().post(`/api/me/bookings/${booking.id}/review`).set(auth(stranger)).send({ rating: 1 }).expect(404);
    await t.http().post(`/api/me/bookings/${booking.id}/review`).set(auth(customer)).send({ rating: 6 }).expect(400)
      .expect((r) => expect(r.body.errors).toEqual({ rating: 'Rating must be a whole number of stars from 1 to 5' }));
    const reviewed = await t.http().post(`/api/me/bookings/${booking.id}/review`).set(auth(customer)).send({ rating: 5, comment: 'Careful and on time.' }).expect(201);
    expect(reviewed.body.review).toMatchObject({ rating: 5, comment: 'Careful and on time.', reply: null });
    await t.http().post(`/api/me/bookings/${booking.id}/review`).set(auth(customer)).send({ rating: 4 }).expect(409);

    await t.http().post(`/api/admin/bookings/${booking.id}/reply`).set(auth(other)).send({ reply: 'Not mine' }).expect(404);
    await t.http().post(`/api/admin/bookings/${booking.id}/reply`).set(auth(provider)).send({ reply: 'Thank you!' }).expect(201);
    await t.http().post(`/api/admin/bookings/${booking.id}/reply`).set(auth(provider)).send({ reply: 'Again' }).expect(409);

    const page = (await t.http().get(`/api/services/${serviceId}`).expect(200)).body;
    expect(page).toMatchObject({ rating: 5, reviewCount: 1, reviews: [{ customerName: 'Ravi Kulkarni', rating: 5, comment: 'Careful and on time.', reply: 'Thank you!' }] });
    const reviews = await t.http().get('/api/admin/reviews').set(auth(provider)).expect(200);
    expect(reviews.body).toEqual([expect.objectContaining({ id: booking.id, rating: 5, customerName: 'Ravi Kulkarni' })]);
    expect((await t.http().get('/api/admin/reviews').set(auth(other)).expect(200)).body).toEqual([]);
    expect((await t.http().get('/api/me/reviews/summary').set(auth(provider)).expect(200)).body).toEqual({ average: 5, count: 1 });
    expect((await t.http().get('/api/me/reviews/summary').set(auth(other)).expect(200)).body).toEqual({ average: null, count: 0 });

    const history = (await t.http().get(`/api/admin/bookings/${booking.id}/history`).set(admin).expect(200)).body;
    expect(history.map((h: any) => h.type)).toEqual(['BookingRequested', 'BookingAccepted', 'BookingCompleted', 'ReviewPosted', 'ReviewReplyPosted']);
  });

  it('a thread per booking between its customer and provider, visible to admins, closed to others', async () => {
    const provider = await providerAuth(t);
    const customer = await t.customerAuth();
    const serviceId = await liveService(t, admin, provider);
    const { body: booking } = await requestBooking(t, customer, serviceId, dayAhead(2), '09:00').expect(201);
    await t.http().post(`/api/me/bookings/${booking.id}/messages`).set(auth(customer)).send({ text: 'Is parking available nearby?' }).expect(201);
    await t.http().post(`/api/admin/bookings/${booking.id}/messages`).set(auth(provider)).send({ text: 'Yes, we will manage.' }).expect(201);
    await t.http().post(`/api/me/bookings/${booking.id}/messages`).set(auth(customer)).send({ text: '   ' }).expect(400);
    const thread = (await t.http().get(`/api/admin/bookings/${booking.id}/messages`).set(admin).expect(200)).body;
    expect(thread.map((m: any) => [m.senderRole, m.text])).toEqual([['customer', 'Is parking available nearby?'], ['provider', 'Yes, we will manage.']]);
    expect((await t.http().get(`/api/me/bookings/${booking.id}/messages`).set(auth(customer)).expect(200)).body).toHaveLength(2);
    await t.http().get(`/api/me/bookings/${booking.id}/messages`).set(auth(await t.customerAuth())).expect(404);
    await t.http().get(`/api/admin/bookings/${booking.id}/messages`).set(auth(await providerAuth(t))).expect(404);
    await t.http().post(`/api/admin/bookings/${booking.id}/messages`).set(auth(await providerAuth(t))).send({ text: 'Hello?' }).expect(404);

    // Each side's bell hears of the other's message (never of its own), without the text.
    const messages = async (who: { Authorization: string }) =>
      (await t.http().get('/api/me/notifications?perPage=100').set(auth(who)).expect(200)).body.items.filter((n: { title: string }) => n.title === 'New message');
    const heard = await eventually(async () => ((await messages(provider)).length && (await messages(customer)).length ? true : null));
    expect(heard).toBe(true);
    expect((await messages(provider)).map((n: { message: string; bookingId: string }) => [n.message, n.bookingId])).toEqual([[`The customer wrote about the booking of ${booking.service} on ${formatSlot(booking.date, booking.time)}`, booking.id]]);
    expect((await messages(customer)).map((n: { message: string }) => n.message)).toEqual([`The provider wrote about your booking of ${booking.service} on ${formatSlot(booking.date, booking.time)}`]);
  });

  it("the provider's and the admin's booking show the customer's current e-mail and phone, not those of the request", async () => {
    const provider = await providerAuth(t);
    const customer = await t.customerAuth('Priya Nair');
    const serviceId = await liveService(t, admin, provider);
    const { body: booking } = await requestBooking(t, customer, serviceId, dayAhead(3), '10:00').expect(201);
    const record = async (who: { Authorization: string }) => (await t.http().get(`/api/admin/bookings/${booking.id}`).set(auth(who)).expect(200)).body;
    const before = await record(provider);

    const outbox = async () => (await t.http().get('/api/dev/outbox').expect(200)).body as { to: string; body: string }[];
    const codeSentTo = async (to: string) => (await outbox()).find((m) => m.to === to)?.body.match(/\b(\d{6})\b/)?.[1] as string;
    const email = `priya.new.${Date.now()}@example.in`;
    await t.http().post('/api/me/email-change').set(auth(customer)).send({ email, currentPassword: 'secret123' }).expect(200);
    // Confirming ends every session and answers with a new one.
    const { body: session } = await t.http().post('/api/me/email-change/confirm').set(auth(customer)).send({ code: await codeSentTo(email) }).expect(200);
    customer.Authorization = `Bearer ${session.accessToken}`;
    const phone = `+9198${String(Date.now()).slice(-8)}`;
    await t.http().post('/api/auth/otp/send').send({ phone }).expect(200);
    const { body: otp } = await t.http().post('/api/auth/otp/verify').send({ phone, code: await codeSentTo(phone) }).expect(200);
    await t.http().post('/api/auth/phone').set(auth(customer)).send({ phoneVerificationToken: otp.phoneVerificationToken }).expect(200);

    for (const who of [provider, admin]) {
      const now = await eventually(async () => ((await record(who)).customerEmail === email ? record(who) : null));
      expect(now).toMatchObject({ customerName: 'Priya Nair', customerEmail: email, customerPhone: otp.phone });
      expect(now.customerEmail).not.toBe(before.customerEmail);
    }
    const listed = (await t.http().get('/api/admin/bookings').query({ filter: JSON.stringify({ id: [booking.id] }) }).set(auth(provider)).expect(200)).body;
    expect(listed).toEqual([expect.objectContaining({ id: booking.id, customerEmail: email, customerPhone: otp.phone })]);
  });

  it("erasing the customer erases their name, contact, location and messages from the booking, its thread and their review", async () => {
    const { provider, customer, bookingId, serviceId } = await completedBooking(t, admin);
    await t.http().delete(`/api/admin/users/${customer.userId}`).set(admin).expect(200);
    const booking = (await t.http().get(`/api/admin/bookings/${bookingId}`).set(auth(provider)).expect(200)).body;
    expect(booking).toMatchObject({ customerName: '[erased]', customerEmail: '[erased]', location: '[erased]', status: 'completed' });
    const thread = (await t.http().get(`/api/admin/bookings/${bookingId}/messages`).set(admin).expect(200)).body;
    expect(thread.map((m: any) => m.text)).toEqual(['[erased]', 'Will do.']);
    expect((await t.http().get(`/api/services/${serviceId}`).expect(200)).body.reviews[0]).toMatchObject({ customerName: '[erased]', rating: 5 });
  });

  it('a customer cancels before the start and a provider declines: each frees the slots at once', async () => {
    const provider = await providerAuth(t);
    const customer = await t.customerAuth();
    const serviceId = await liveService(t, admin, provider);
    const date = dayAhead(4);
    const free = async (time: string) => ((await t.http().get(`/api/services/${serviceId}/slots`).query({ date }).expect(200)).body.slots as any[]).find((s) => s.time === time).free;

    const { body: first } = await requestBooking(t, customer, serviceId, date, '10:00').expect(201);
    expect(await free('10:00')).toBe(false);
    const cancelled = await t.http().post(`/api/me/bookings/${first.id}/cancel`).set(auth(customer)).expect(201);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', closedBy: 'customer' });
    expect(await free('10:00')).toBe(true);
    // A retried cancel (its answer lost) is no refusal: the booking as it stands, as for an order.
    const again = await t.http().post(`/api/me/bookings/${first.id}/cancel`).set(auth(customer)).expect(201);
    expect(again.body).toEqual(cancelled.body);

    const { body: second } = await requestBooking(t, customer, serviceId, date, '10:00').expect(201);
    const declined = await t.http().post(`/api/admin/bookings/${second.id}/decline`).set(auth(provider)).send({ reason: 'Van in service' }).expect(201);
    expect(declined.body).toMatchObject({ status: 'cancelled', closedBy: 'provider', declineReason: 'Van in service' });
    expect(await free('10:00')).toBe(true);
    await requestBooking(t, customer, serviceId, date, '11:00').expect(201);
  });

  it('a provider who cannot come cancels their confirmed booking with a reason, an admin any; the slots are freed and the customer told why', async () => {
    const provider = await providerAuth(t);
    const customer = await t.customerAuth();
    const serviceId = await liveService(t, admin, provider);
    const date = dayAhead(5);
    const free = async (time: string) => ((await t.http().get(`/api/services/${serviceId}/slots`).query({ date }).expect(200)).body.slots as any[]).find((s) => s.time === time).free;
    const cancel = (id: string, who: { Authorization: string }, body: object = { reason: 'The van broke down' }) => t.http().post(`/api/admin/bookings/${id}/cancel`).set(auth(who)).send(body);

    const { body: booking } = await requestBooking(t, customer, serviceId, date, '10:00').expect(201);
    await t.http().post(`/api/admin/bookings/${booking.id}/accept`).set(auth(provider)).expect(201);
    // Customers and vendors have no such route; another provider's booking is not found to them.
    await cancel(booking.id, customer).expect(403);
    await cancel(booking.id, await vendorAuth(t)).expect(403);
    await cancel(booking.id, await providerAuth(t)).expect(404).expect((r) => expect(r.body.message).toBe('Booking not found'));
    await cancel(booking.id, provider, { reason: '  ' }).expect(400).expect((r) => expect(r.body.errors).toEqual({ reason: 'Reason is required' }));
    await cancel(booking.id, provider, {}).expect(400).expect((r) => expect(r.body.errors).toEqual({ reason: 'Reason is required' }));
    expect(await free('10:00')).toBe(false);

    const cancelled = await cancel(booking.id, provider).expect(201);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', closedBy: 'provider', declineReason: 'The van broke down' });
    expect(await free('10:00')).toBe(true);
    // Cancelled already: an admin's cancel changes nothing and answers it as the provider left it.
    const after = await cancel(booking.id, admin, { reason: 'Provider unreachable' }).expect(201);
    expect(after.body).toEqual(cancelled.body);
    const told = await eventually(async () =>
      ((await t.http().get('/api/me/notifications?perPage=100').set(auth(customer)).expect(200)).body.items as { title: string; message: string; bookingId: string }[]).find((n) => n.title === 'Booking cancelled' && n.bookingId === booking.id) ?? null,
    );
    expect(told.message).toBe(`Your booking of ${booking.service} on ${formatSlot(date, '10:00')} was cancelled by the provider: The van broke down`);

    const { body: pending } = await requestBooking(t, customer, serviceId, date, '13:00').expect(201);
    const byAdmin = await cancel(pending.id, admin, { reason: 'Provider unreachable' }).expect(201);
    expect(byAdmin.body).toMatchObject({ status: 'cancelled', closedBy: 'admin', declineReason: 'Provider unreachable' });
    expect(await free('13:00')).toBe(true);
    const history = (await t.http().get(`/api/admin/bookings/${pending.id}/history`).set(admin).expect(200)).body;
    expect(history.map((h: any) => h.type)).toEqual(['BookingRequested', 'BookingCancelled']);
  });

  it("a completed booking is its provider's earning less commission; Withdraw Funds asks for the available balance, an admin pays it", async () => {
    const provider = await providerAuth(t);
    const customer = await t.customerAuth();
    const serviceId = await liveService(t, admin, provider, { price: 2000 });
    await t.http().post('/api/admin/payouts').set(auth(provider)).expect(409)
      .expect((r) => expect(r.body.errors).toEqual({ amount: 'There are no funds available for withdrawal' }));
    const { body: booking } = await requestBooking(t, customer, serviceId, dayAhead(1), '12:00').expect(201);
    await t.http().post(`/api/admin/bookings/${booking.id}/accept`).set(auth(provider)).expect(201);
    await completeOnceStarted(t.app, booking.id, { userId: provider.userId, role: 'provider' });

    const summary = await eventually(async () => {
      const res = await t.http().get('/api/me/ledger').set(auth(provider)).expect(200);
      return res.body.available > 0 && res.body;
    });
    expect(summary).toEqual({ totalEarnings: 1800, pending: 0, available: 1800, requested: 0, paid: 0 });
    const entries = (await t.http().get('/api/me/ledger/entries').set(auth(provider)).expect(200)).body;
    expect(entries.items).toEqual([expect.objectContaining({ sourceKind: 'booking', sourceId: booking.id, description: 'Home shifting', amount: 2000, commission: 200, net: 1800, status: 'available' })]);

    await setPayoutDetails(t, provider);
    const payout = await t.http().post('/api/admin/payouts').set(auth(provider)).expect(201);
    expect(payout.body).toMatchObject({ amount: 1800, status: 'requested', sellerId: provider.userId, sellerKind: 'provider' });
    // The admins hear who asked and how much, and the notice opens that payout in Payouts.
    const asked = await eventually(async () =>
      ((await t.http().get('/api/me/notifications?perPage=100').set(admin).expect(200)).body.items as { title: string; link: string | null }[]).find((n) => n.title === 'Payout requested' && n.link?.includes(encodeURIComponent(payout.body.id))) ?? null,
    );
    expect(asked).toMatchObject({ type: 'payout', message: 'Service provider Sunil Electricals asked for a payout of ₹1,800.00', link: `/admin/payouts/${encodeURIComponent(payout.body.id)}/show` });
    const linked = await t.http().get(`/api/admin/payouts?filter=${encodeURIComponent(JSON.stringify({ id: payout.body.id }))}`).set(admin).expect(200);
    expect(linked.body.map((p: { id: string }) => p.id)).toEqual([payout.body.id]);
    expect((await t.http().get('/api/me/ledger').set(auth(provider)).expect(200)).body).toMatchObject({ available: 0, requested: 1800 });
    await t.http().post(`/api/admin/payouts/${payout.body.id}/pay`).set(auth(provider)).expect(403);
    const paid = await t.http().post(`/api/admin/payouts/${payout.body.id}/pay`).set(admin).send({ reference: 'NEFT-42' }).expect(201);
    expect(paid.body).toMatchObject({ status: 'paid', reference: 'NEFT-42' });
    expect((await t.http().get('/api/me/ledger').set(auth(provider)).expect(200)).body).toMatchObject({ totalEarnings: 1800, requested: 0, paid: 1800 });
    const mine = await t.http().get('/api/admin/payouts').set(auth(provider)).expect(200);
    expect(mine.body.map((p: any) => p.id)).toEqual([payout.body.id]);
    expect((await t.http().get('/api/admin/payouts').set(auth(await providerAuth(t))).expect(200)).body).toEqual([]);
  });

  describe('payout details (where Withdraw Funds pays to)', () => {
    const earned = async (seller: Auth, price = 1000) => {
      const customer = await t.customerAuth();
      const serviceId = await liveService(t, admin, seller, { price });
      const { body: booking } = await requestBooking(t, customer, serviceId, dayAhead(1), '11:00').expect(201);
      await t.http().post(`/api/admin/bookings/${booking.id}/accept`).set(auth(seller)).expect(201);
      await completeOnceStarted(t.app, booking.id, { userId: seller.userId, role: 'provider' });
      await eventually(async () => (await t.http().get('/api/me/ledger').set(auth(seller)).expect(200)).body.available > 0);
      return booking.id as string;
    };

    it('refuses Withdraw Funds while there are none, naming the field and where to add them; nothing is requested', async () => {
      const provider = await providerAuth(t);
      await earned(provider);
      // None yet is a normal state of a seller's profile, not an error: 200 with null.
      const none = await t.http().get('/api/me/payout-details').set(auth(provider)).expect(200);
      expect(none.body).toBeNull();
      expect(none.headers['content-type']).toMatch(/^application\/json/);
      const refused = await t.http().post('/api/admin/payouts').set(auth(provider)).expect(409);
      expect(refused.body.errors).toEqual({ payoutDetails: 'Add your bank account or UPI ID (My profile, Payout details) before withdrawing' });
      expect((await t.http().get('/api/me/ledger').set(auth(provider)).expect(200)).body).toMatchObject({ available: 900, requested: 0 });
      expect((await t.http().get('/api/admin/payouts').set(auth(provider)).expect(200)).body).toEqual([]);
    });

    it('checks each field: IFSC 4 letters, 0, 6 letters or digits; a 9 to 18 digit account; a UPI ID; a holder; length limits', async () => {
      const provider = await providerAuth(t);
      const put = (body: object) => t.http().put('/api/me/payout-details').set(auth(provider)).send(body);
      expect((await put({ ...BANK_DETAILS, ifsc: 'HDFC1001234' }).expect(400)).body.errors).toEqual({ ifsc: expect.stringContaining('valid IFSC') });
      expect((await put({ ...BANK_DETAILS, ifsc: 'HDF00001234' }).expect(400)).body.errors).toEqual({ ifsc: expect.stringContaining('valid IFSC') });
      expect((await put({ ...BANK_DETAILS, accountNumber: '12345' }).expect(400)).body.errors).toEqual({ accountNumber: 'Please enter a valid bank account number (9 to 18 digits)' });
      expect((await put({ ...BANK_DETAILS, accountHolder: '  ' }).expect(400)).body.errors).toEqual({ accountHolder: 'Account holder name is required' });
      expect((await put({ ...BANK_DETAILS, accountHolder: 'x'.repeat(101) }).expect(400)).body.errors).toEqual({ accountHolder: expect.stringContaining('at most 100') });
      expect((await put({ method: 'upi', accountHolder: 'Asha Rao', upiId: 'asha@' }).expect(400)).body.errors).toEqual({ upiId: 'Please enter a valid UPI ID, e.g. name@okhdfcbank' });
      expect((await put({ method: 'upi', accountHolder: 'Asha Rao', upiId: `${'a'.repeat(151)}@okaxis` }).expect(400)).body.errors).toEqual({ upiId: expect.stringContaining('at most 150') });
      expect((await put({ method: 'cheque', accountHolder: 'Asha Rao' }).expect(400)).body.errors).toEqual({ method: 'Choose a bank account or a UPI ID' });
      expect((await t.http().get('/api/me/payout-details').set(auth(provider)).expect(200)).body).toBeNull();
      // Lower-case IFSC and spaced account numbers are tidied, not refused.
      const saved = await put({ ...BANK_DETAILS, ifsc: ' hdfc0001234 ', accountNumber: '5010 0123 4543 21' }).expect(200);
      expect(saved.body).toMatchObject({ method: 'bank', accountHolder: 'Asha Rao', ifsc: 'HDFC0001234', accountNumber: '••••4321', upiId: null });
    });

    it('shows the seller their own masked; the payout records where it goes, in full for admins beside Mark paid; the log holds them sealed', async () => {
      const provider = await providerAuth(t);
      await earned(provider);
      await setPayoutDetails(t, provider);
      expect((await t.http().get('/api/me/payout-details').set(auth(provider)).expect(200)).body).toMatchObject({ accountNumber: '••••4321', ifsc: 'HDFC0001234', accountHolder: 'Asha Rao' });
      const payout = (await t.http().post('/api/admin/payouts').set(auth(provider)).expect(201)).body;
      expect(payout.payTo).toEqual({ method: 'bank', accountHolder: 'Asha Rao', accountNumber: '••••4321', ifsc: 'HDFC0001234', upiId: null });
      // Later details do not change where an earlier request is paid.
      await setPayoutDetails(t, provider, { method: 'upi', accountHolder: 'Asha Rao', upiId: 'Asha.Rao@okhdfcbank' });
      expect((await t.http().get('/api/me/payout-details').set(auth(provider)).expect(200)).body).toMatchObject({ method: 'upi', upiId: 'a•••@okhdfcbank', accountNumber: null });
      const forAdmin = (await t.http().get(`/api/admin/payouts?filter=${encodeURIComponent(JSON.stringify({ sellerId: provider.userId }))}`).set(admin).expect(200)).body;
      expect(forAdmin).toEqual([expect.objectContaining({ id: payout.id, payTo: { method: 'bank', accountHolder: 'Asha Rao', accountNumber: '50100123454321', ifsc: 'HDFC0001234', upiId: null } })]);
      expect((await t.http().get(`/api/admin/payouts/${payout.id}`).set(auth(provider)).expect(200)).body.payTo.accountNumber).toBe('••••4321');
      // On the seller's record the admin reads the details on file in full, and their History; the seller and others are refused.
      const onRecord = await t.http().get(`/api/admin/payout-details/${provider.userId}`).set(admin).expect(200);
      expect(onRecord.body).toEqual({ id: provider.userId, sellerKind: 'provider', method: 'upi', accountHolder: 'Asha Rao', accountNumber: null, ifsc: null, upiId: 'asha.rao@okhdfcbank', updatedAt: expect.any(String), revision: expect.any(Number) });
      const detailsHistory = (await t.http().get(`/api/admin/payout-details/${provider.userId}/history`).set(admin).expect(200)).body;
      expect(detailsHistory.map((h: { type: string }) => h.type)).toEqual(['PayoutDetailsSet', 'PayoutDetailsSet']);
      expect(JSON.stringify(detailsHistory)).toContain('50100123454321');
      expect(JSON.stringify(detailsHistory)).toContain('asha.rao@okhdfcbank');
      for (const who of [provider, await vendorAuth(t), await t.customerAuth()]) await t.http().get(`/api/admin/payout-details/${provider.userId}`).set(auth(who)).expect(403);
      await t.http().get(`/api/admin/payout-details/${(await providerAuth(t)).userId}`).set(admin).expect(404);
      const events = (await t.app.get<EventStore>(EVENT_STORE).readStream(`ledger-${provider.userId}`)).filter((e) => e.type === 'PayoutDetailsSet' || e.type === 'PayoutRequested');
      expect(JSON.stringify(events)).not.toMatch(/50100123454321|Asha|okhdfcbank/);
      expect((events[0].data as { accountNumber: string }).accountNumber).toMatch(/^pii:v1:/);
    });

    it("masks the account number and UPI ID in the seller's History and as-of view as in the record; an admin's show them in full", async () => {
      const provider = await providerAuth(t);
      await earned(provider);
      await setPayoutDetails(t, provider, { method: 'upi', accountHolder: 'Asha Rao', upiId: 'asha.rao@okhdfcbank' });
      await setPayoutDetails(t, provider);
      const payout = (await t.http().post('/api/admin/payouts').set(auth(provider)).expect(201)).body;
      const history = async (who: { Authorization: string }) => (await t.http().get(`/api/admin/payouts/${payout.id}/history`).set(auth(who)).expect(200)).body as { type: string; changes: { field: string; after: unknown }[] }[];
      const shown = (entries: Awaited<ReturnType<typeof history>>, type: string, field: string) => entries.filter((e) => e.type === type).map((e) => e.changes.find((c) => c.field === field)?.after);
      const seller = await history(provider);
      expect(shown(seller, 'PayoutDetailsSet', 'upiId')).toEqual(['a•••@okhdfcbank', null]);
      expect(shown(seller, 'PayoutDetailsSet', 'accountNumber')).toEqual([undefined, '••••4321']);
      expect(shown(seller, 'PayoutRequested', 'payTo')).toEqual([{ method: 'bank', accountHolder: 'Asha Rao', accountNumber: '••••4321', ifsc: 'HDFC0001234', upiId: null }]);
      expect(JSON.stringify(seller)).not.toMatch(/50100123454321|asha\.rao@/);
      const full = await history(admin);
      expect(shown(full, 'PayoutDetailsSet', 'upiId')).toEqual(['asha.rao@okhdfcbank', null]);
      expect(shown(full, 'PayoutRequested', 'payTo')).toEqual([expect.objectContaining({ accountNumber: '50100123454321' })]);
      const asOf = (who: { Authorization: string }) => t.http().get(`/api/admin/payouts/${payout.id}`).query({ asOf: new Date(Date.now() + 1000).toISOString() }).set(auth(who)).expect(200);
      expect((await asOf(provider)).body.payTo).toMatchObject({ accountNumber: '••••4321' });
      expect((await asOf(admin)).body.payTo).toMatchObject({ accountNumber: '50100123454321' });
    });

    it('only the seller sets their own: admins and customers are refused; another seller reads only theirs', async () => {
      const provider = await providerAuth(t);
      const other = await providerAuth(t);
      await setPayoutDetails(t, provider);
      await t.http().put('/api/me/payout-details').set(admin).send(BANK_DETAILS).expect(403);
      await t.http().put('/api/me/payout-details').set(auth(await t.customerAuth())).send(BANK_DETAILS).expect(403);
      expect((await t.http().get('/api/me/payout-details').set(auth(other)).expect(200)).body).toBeNull();
      const vendor = await vendorAuth(t);
      await setPayoutDetails(t, vendor, { method: 'upi', accountHolder: 'Ratnagiri Traders', upiId: 'ratnagiri@okicici' });
      expect((await t.http().get('/api/me/payout-details').set(auth(vendor)).expect(200)).body).toMatchObject({ method: 'upi', upiId: 'r•••@okicici' });
    });

    it('erasing the seller erases their payout details everywhere at once', async () => {
      const provider = await providerAuth(t);
      await earned(provider);
      await setPayoutDetails(t, provider);
      const payout = (await t.http().post('/api/admin/payouts').set(auth(provider)).expect(201)).body;
      await t.http().delete(`/api/admin/users/${provider.userId}`).set(admin).expect(200);
      const shown = (await t.http().get(`/api/admin/payouts/${payout.id}`).set(admin).expect(200)).body.payTo;
      expect(shown).toEqual({ method: 'bank', accountHolder: '[erased]', accountNumber: '[erased]', ifsc: '[erased]', upiId: null });
    });
  });

  it('a payment row says Requested, then Paid, with its payout; a pending one says when it becomes available', async () => {
    const provider = await providerAuth(t);
    const customer = await t.customerAuth();
    const serviceId = await liveService(t, admin, provider, { price: 1000 });
    const { body: booking } = await requestBooking(t, customer, serviceId, dayAhead(1), '14:00').expect(201);
    await t.http().post(`/api/admin/bookings/${booking.id}/accept`).set(auth(provider)).expect(201);
    await completeOnceStarted(t.app, booking.id, { userId: provider.userId, role: 'provider' });
    const entry = async () => (await t.http().get('/api/me/ledger/entries').set(auth(provider)).expect(200)).body.items[0];
    // Recorded by the ledger's policy after the completion: there may be no entry yet.
    expect(await eventually(async () => (await entry())?.status === 'available' && entry())).toMatchObject({ payoutId: null, availableAt: expect.any(String) });
    await setPayoutDetails(t, provider);
    const payout = (await t.http().post('/api/admin/payouts').set(auth(provider)).expect(201)).body;
    expect(await eventually(async () => (await entry()).status === 'requested' && entry())).toMatchObject({ payoutId: payout.id });
    await t.http().post(`/api/admin/payouts/${payout.id}/pay`).set(admin).send({}).expect(201);
    expect(await eventually(async () => (await entry()).status === 'paid' && entry())).toMatchObject({ payoutId: payout.id });
  });

  it('two admins paying one payout at once: exactly one payment, the other reference a 409 naming the first; every answer says paid', async () => {
    const requestedPayout = async () => {
      const provider = await providerAuth(t);
      const serviceId = await liveService(t, admin, provider, { price: 1000 });
      const { body: booking } = await requestBooking(t, await t.customerAuth(), serviceId, dayAhead(1), '15:00').expect(201);
      await t.http().post(`/api/admin/bookings/${booking.id}/accept`).set(auth(provider)).expect(201);
      await completeOnceStarted(t.app, booking.id, { userId: provider.userId, role: 'provider' });
      await eventually(async () => (await t.http().get('/api/me/ledger').set(auth(provider)).expect(200)).body.available > 0);
      await setPayoutDetails(t, provider);
      return { provider, id: (await t.http().post('/api/admin/payouts').set(auth(provider)).expect(201)).body.id as string };
    };
    const pay = (id: string, reference: string) => t.http().post(`/api/admin/payouts/${id}/pay`).set(admin).send({ reference });

    const first = await requestedPayout();
    const answers = await Promise.all([pay(first.id, 'NEFT-1'), pay(first.id, 'NEFT-2')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const won = answers.find((a) => a.status === 201)!.body;
    expect(won.status).toBe('paid');
    expect(answers.find((a) => a.status === 409)!.body.errors).toEqual({ reference: `This payout was paid already, with reference ${won.reference}` });
    expect((await t.http().get('/api/me/ledger').set(auth(first.provider)).expect(200)).body).toMatchObject({ requested: 0, paid: 900 });

    // The same payment told twice at once (a double click) is one payment, and both answers show it paid.
    const second = await requestedPayout();
    const twice = await Promise.all([pay(second.id, 'NEFT-3'), pay(second.id, 'NEFT-3')]);
    expect(twice.map((a) => [a.status, a.body.status, a.body.reference])).toEqual([[201, 'paid', 'NEFT-3'], [201, 'paid', 'NEFT-3']]);
  });

  it("a vendor's delivered order part is their earning (checkout records it from CommissionRecorded), and a refund of it reverses it", async () => {
    const vendor = await vendorAuth(t);
    const orderId = randomUUID();
    const at = new Date().toISOString();
    await appendEvent(t, 'CommissionRecorded', { orderId, orderNumber: 'BZ-2026-000042', vendorId: vendor.userId, grossPaise: 300_00, commissionPaise: 30_00, earningPaise: 270_00, recordedAt: at });
    const ledger = async () => (await t.http().get('/api/me/ledger').set(auth(vendor)).expect(200)).body;
    expect(await eventually(async () => (await ledger()).available > 0 && ledger())).toEqual({ totalEarnings: 270, pending: 0, available: 270, requested: 0, paid: 0 });
    const entries = (await t.http().get('/api/me/ledger/entries').set(auth(vendor)).expect(200)).body.items;
    expect(entries).toEqual([expect.objectContaining({ sourceKind: 'order', sourceId: orderId, description: 'Order BZ-2026-000042', amount: 300, commission: 30, net: 270 })]);

    await appendEvent(t, 'OrderRefunded', { orderId, vendorIds: [vendor.userId], vendorId: vendor.userId, amountPaise: 300_00, reason: 'damaged', refundedAt: at });
    expect(await eventually(async () => (await ledger()).totalEarnings === 0 && ledger())).toMatchObject({ available: 0, pending: 0 });
    expect((await t.http().get('/api/me/ledger/entries').set(auth(vendor)).expect(200)).body.items[0].status).toBe('reversed');
  });
});

describe('a request nobody answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ bookingResponseMinutes: 0.02 }); // 1.2 seconds to answer
  });
  afterAll(() => t.close());

  it('expires when the response window ends and its slots are free again', async () => {
    const admin = await t.adminAuth();
    const provider = await providerAuth(t);
    const customer = await t.customerAuth();
    const serviceId = await liveService(t, admin, provider);
    const date = dayAhead(2);
    const { body: booking } = await requestBooking(t, customer, serviceId, date, '15:00').expect(201);
    const expired = await eventually(async () => {
      const res = await t.http().get(`/api/me/bookings/${booking.id}`).set({ Authorization: customer.Authorization }).expect(200);
      return res.body.status === 'cancelled' && res.body;
    }, 10_000, 100);
    expect(expired.closedBy).toBe('timeout');
    await eventually(async () => ((await t.http().get(`/api/services/${serviceId}/slots`).query({ date }).expect(200)).body.slots as any[]).find((s) => s.time === '15:00').free);
    await t.http().post(`/api/admin/bookings/${booking.id}/accept`).set({ Authorization: provider.Authorization }).expect(409);
  });
});

describe('an earning marked done before the booked time ends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ earningsClearingHours: 2 });
  });
  afterAll(() => t.close());

  it("clears the holding period after the booked time's end, not after the click", async () => {
    const admin = await t.adminAuth();
    const provider = await providerAuth(t);
    const customer = await t.customerAuth();
    const serviceId = await liveService(t, admin, provider, { duration: '2 hours' });
    const date = dayAhead(1);
    const { body: booking } = await requestBooking(t, customer, serviceId, date, '10:00').expect(201);
    await t.http().post(`/api/admin/bookings/${booking.id}/accept`).set({ Authorization: provider.Authorization }).expect(201);
    // Half an hour into its two hours.
    await completeOnceStarted(t.app, booking.id, { userId: provider.userId, role: 'provider' }, 30 * 60_000);

    const store = t.app.get<EventStore>(EVENT_STORE);
    const completed = (await store.readStream(`booking-${booking.id}`)).find((e) => e.type === 'BookingCompleted')!;
    const endsAt = new Date(`${date}T12:00:00+05:30`).toISOString(); // 10:00 and 11:00 taken
    expect(completed.data).toMatchObject({ endsAt });
    const earned = await eventually(async () => (await store.readStream(`ledger-${provider.userId}`)).find((e) => e.type === 'EarningRecorded'));
    expect((earned.data as { availableAt: string }).availableAt).toBe(new Date(Date.parse(endsAt) + 2 * 3_600_000).toISOString());
    expect((await t.http().get('/api/me/ledger').set({ Authorization: provider.Authorization }).expect(200)).body).toMatchObject({ pending: 1350, available: 0 });
  });
});
