import { randomUUID } from 'node:crypto';
import { businessDay } from '../../backend/src/platform/domain/business-day';
import { bookingStream } from '../../backend/src/modules/bookings/bookings.events';
import { EventCatalog } from '../../backend/src/platform/event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { toNewEvents } from '../../backend/src/platform/event-store/metadata';
import { PersonalDataCipher } from '../../backend/src/platform/personal-data/personal-data-cipher';
import { providerAuth } from './accounts';
import { eventually, TestApp } from './app';

type Auth = { Authorization: string; userId: string };
const bearer = (who: { Authorization: string }) => ({ Authorization: who.Authorization });

/** An India calendar day `days` from today. */
export const dayAhead = (days: number) => businessDay(new Date(Date.now() + days * 86_400_000));

/** A provider's service, approved by an admin: live and bookable. */
export async function liveService(t: TestApp, admin: { Authorization: string }, owner: Auth, body: object = {}): Promise<string> {
  const offered = await t
    .http()
    .post('/api/admin/services')
    .set(bearer(owner))
    .send({ name: 'Home shifting', category: 'moving', description: 'Packing and moving within the city', price: 1500, duration: '2 hours', cities: ['Pune'], ...body })
    .expect(201);
  await t.http().post(`/api/admin/services/${offered.body.id}/approve`).set(admin).expect(201);
  return offered.body.id;
}

export const requestBooking = (t: TestApp, who: { Authorization: string }, serviceId: string, date: string, time: string, location = '14 MG Road, Pune') =>
  t.http().post('/api/bookings').set(bearer(who)).send({ serviceId, date, time, location });

/**
 * A pending booking of this service whose slot started an hour ago, as if requested days
 * before: only such a booking can be completed, and the API books future slots only, so its
 * BookingRequested is written to the log (sealed with the customer's key, like the real one).
 */
export async function startedBooking(t: TestApp, customer: Auth, serviceId: string, customerName = 'Ravi Kulkarni'): Promise<string> {
  const service = (await t.http().get(`/api/services/${serviceId}`).expect(200)).body;
  const bookingId = randomUUID();
  const startsAt = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000 + 1_800_000); // a :00 India slot (UTC+05:30) in the past hour or two
  const india = new Date(startsAt.getTime() + 330 * 60_000).toISOString();
  const seal = (value: string) => t.app.get(PersonalDataCipher).seal(customer.userId, value);
  const data = {
    bookingId, serviceId, serviceName: service.name, category: service.category, providerId: service.provider.id, customerId: customer.userId,
    customerName: seal(customerName), customerEmail: seal('customer@bazaar.test'), customerPhone: null, location: seal('14 MG Road, Pune'),
    date: india.slice(0, 10), time: india.slice(11, 16), times: [india.slice(11, 16)], startsAt: startsAt.toISOString(), duration: '1 hour', pricePaise: Math.round(service.price * 100),
    requestedAt: new Date(startsAt.getTime() - 86_400_000).toISOString(),
  };
  const ctx = { actor: { kind: 'system' as const, reason: 'test' }, correlationId: bookingId, causationId: bookingId, now: new Date() };
  const catalog = t.app.get(EventCatalog);
  await t.app.get<EventStore>(EVENT_STORE).append(bookingStream(bookingId), toNewEvents([{ type: 'BookingRequested', data }], ctx, (type) => catalog.schemaVersion(type)), 'no_stream');
  await eventually(async () => (await t.http().get(`/api/me/bookings/${bookingId}`).set(bearer(customer))).status === 200);
  return bookingId;
}

/**
 * A booking through its whole life: requested, accepted, messaged both ways, completed,
 * reviewed and replied to. Returns who took part and the ids.
 */
export async function completedBooking(t: TestApp, admin: { Authorization: string }, rating = 5) {
  const provider = await providerAuth(t);
  const customer = await t.customerAuth('Ravi Kulkarni');
  const serviceId = await liveService(t, admin, provider);
  const id = await startedBooking(t, customer, serviceId);
  await t.http().post(`/api/admin/bookings/${id}/accept`).set(bearer(provider)).expect(201);
  await t.http().post(`/api/me/bookings/${id}/messages`).set(bearer(customer)).send({ text: 'Please bring extra boxes.' }).expect(201);
  await t.http().post(`/api/admin/bookings/${id}/messages`).set(bearer(provider)).send({ text: 'Will do.' }).expect(201);
  await t.http().post(`/api/admin/bookings/${id}/complete`).set(bearer(provider)).expect(201);
  await t.http().post(`/api/me/bookings/${id}/review`).set(bearer(customer)).send({ rating, comment: 'Careful and on time.' }).expect(201);
  await t.http().post(`/api/admin/bookings/${id}/reply`).set(bearer(provider)).send({ reply: 'Thank you!' }).expect(201);
  return { provider, customer, serviceId, bookingId: id };
}

/** Withdraw Funds once the seller's earnings have cleared (the app must clear them quickly: EARNINGS_CLEARING_HOURS 0). */
export async function withdrawWhenAvailable(t: TestApp, seller: { Authorization: string }) {
  await eventually(async () => (await t.http().get('/api/me/ledger').set(bearer(seller)).expect(200)).body.available > 0);
  return (await t.http().post('/api/admin/payouts').set(bearer(seller)).expect(201)).body;
}
