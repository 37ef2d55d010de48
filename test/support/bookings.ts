import { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { CompleteBookingCommand } from '../../backend/src/modules/bookings/bookings.commands';
import { bookingStream } from '../../backend/src/modules/bookings/bookings.events';
import { businessDay } from '../../backend/src/platform/domain/business-day';
import { Requester } from '../../backend/src/platform/domain/requester';
import { EVENT_STORE, EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { PDF, providerAuth } from './accounts';
import { eventually, TestApp } from './app';

type Auth = { Authorization: string; userId: string };
const bearer = (who: { Authorization: string }) => ({ Authorization: who.Authorization });

/** An India calendar day `days` from today. */
export const dayAhead = (days: number) => businessDay(new Date(Date.now() + days * 86_400_000));

/** An admin verifies the provider (their document uploaded first), as the back office's Verify does; nothing when already verified. */
export async function verifyProvider(t: TestApp, admin: { Authorization: string }, provider: Auth): Promise<void> {
  const record = await t.http().get(`/api/admin/providers/${provider.userId}`).set(bearer(admin)).expect(200);
  if (record.body.status === 'Verified') return;
  await t.http().post(`/api/admin/providers/${provider.userId}/document`).set(bearer(provider)).attach('document', PDF, 'licence.pdf').expect(201);
  await t.http().post(`/api/admin/providers/${provider.userId}/verify`).set(bearer(admin)).expect(201);
}

/** A provider's service, approved by an admin, its provider verified: live and bookable. */
export async function liveService(t: TestApp, admin: { Authorization: string }, owner: Auth, body: object = {}): Promise<string> {
  await verifyProvider(t, admin, owner);
  const offered = await t
    .http()
    .post('/api/admin/services')
    .set(bearer(owner))
    .send({ name: 'Home shifting', category: 'moving', description: 'Packing and moving within the city', price: 1500, duration: '2 hours', cities: ['Pune'], ...body })
    .expect(201);
  await t.http().post(`/api/admin/services/${offered.body.id}/approve`).set(admin).expect(201);
  return offered.body.id;
}

/**
 * Marks a booking completed by `by` as the server would `afterStartMs` after its slot began.
 * Nothing completes before its start, by the command context's `now` (the server's clock on
 * a request), and a booking is only ever made for a later slot: so the command runs in
 * process, with that `now`, as the demo seed completes its past bookings. `app` is the
 * in-process app, or one opened on a running server's DATA_DIR (`app-beside.ts`).
 */
export async function completeOnceStarted(app: INestApplicationContext, bookingId: string, by: Requester, afterStartMs = 60_000): Promise<void> {
  const requested = (await app.get<EventStore>(EVENT_STORE).readStream(bookingStream(bookingId))).find((e) => e.type === 'BookingRequested');
  if (!requested) throw new Error(`no booking ${bookingId}`);
  const now = new Date(Date.parse((requested.data as { startsAt: string }).startsAt) + afterStartMs);
  const id = randomUUID();
  await app.get(CommandBus).execute(new CompleteBookingCommand(bookingId, { by }, { actor: { kind: 'user', ...by }, correlationId: id, causationId: id, now }));
}

/** A booking request; `city` is Pune, where liveService offers its service. */
export const requestBooking = (t: TestApp, who: { Authorization: string }, serviceId: string, date: string, time: string, location = '14 MG Road, Pune', city = 'Pune') =>
  t.http().post('/api/bookings').set(bearer(who)).send({ serviceId, date, time, location, city });

/**
 * A booking through its whole life: requested, accepted, messaged both ways, completed,
 * reviewed and replied to. Returns who took part and the ids.
 */
export async function completedBooking(t: TestApp, admin: { Authorization: string }, rating = 5) {
  const provider = await providerAuth(t);
  const customer = await t.customerAuth('Ravi Kulkarni');
  const serviceId = await liveService(t, admin, provider);
  const booked = await requestBooking(t, customer, serviceId, dayAhead(1), '10:00').expect(201);
  const id = booked.body.id as string;
  await t.http().post(`/api/admin/bookings/${id}/accept`).set(bearer(provider)).expect(201);
  await t.http().post(`/api/me/bookings/${id}/messages`).set(bearer(customer)).send({ text: 'Please bring extra boxes.' }).expect(201);
  await t.http().post(`/api/admin/bookings/${id}/messages`).set(bearer(provider)).send({ text: 'Will do.' }).expect(201);
  await completeOnceStarted(t.app, id, { userId: provider.userId, role: 'provider' });
  await t.http().post(`/api/me/bookings/${id}/review`).set(bearer(customer)).send({ rating, comment: 'Careful and on time.' }).expect(201);
  await t.http().post(`/api/admin/bookings/${id}/reply`).set(bearer(provider)).send({ reply: 'Thank you!' }).expect(201);
  return { provider, customer, serviceId, bookingId: id };
}

/** A seller's bank account on file (PUT /api/me/payout-details), so Withdraw Funds can pay to it. */
export const BANK_DETAILS = { method: 'bank', accountHolder: 'Asha Rao', accountNumber: '50100123454321', ifsc: 'HDFC0001234' };
export const setPayoutDetails = (t: TestApp, seller: { Authorization: string }, details: object = BANK_DETAILS) =>
  t.http().put('/api/me/payout-details').set(bearer(seller)).send(details).expect(200);

/** Withdraw Funds (to a bank account put on file first) once the seller's earnings have cleared (the app must clear them quickly: EARNINGS_CLEARING_HOURS 0). */
export async function withdrawWhenAvailable(t: TestApp, seller: { Authorization: string }) {
  await setPayoutDetails(t, seller);
  await eventually(async () => (await t.http().get('/api/me/ledger').set(bearer(seller)).expect(200)).body.available > 0);
  return (await t.http().post('/api/admin/payouts').set(bearer(seller)).expect(201)).body;
}
