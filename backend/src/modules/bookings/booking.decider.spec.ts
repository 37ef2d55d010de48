import { DEFAULT_WORKING_HOURS } from '@bazaar/common';
import { deciderSpec } from '../../platform/domain/decider.testing';
import { BookingCommand, bookingDecider, NOT_YOUR_BOOKING, ServiceSnapshot } from './booking.decider';
import { BookingEvent } from './bookings.events';
import { Requester } from '../../platform/domain/requester';
import { DomainError } from '../../platform/domain/domain-error';
import { thrownBy } from '../../platform/thrown.testing';

const by = (userId: string, role: Requester['role']): Requester => ({ userId, role });

const spec = deciderSpec(bookingDecider);
const now = new Date('2026-11-23T04:30:00.000Z'); // 10:00 in India
const at = now.toISOString();
const service: ServiceSnapshot = { serviceId: 's1', providerId: 'p1', name: 'Home shifting', category: 'moving', pricePaise: 150_000, duration: '3 hours', workingHours: DEFAULT_WORKING_HOURS, cities: ['Pune', 'Mumbai'], bookable: true };
const customerSeal = { name: 'pii:n', email: 'pii:e', phone: null };
const request = (overrides: Partial<Extract<BookingCommand, { type: 'RequestBooking' }>['data']> = {}): BookingCommand => ({
  type: 'RequestBooking',
  data: { bookingId: 'b1', customerId: 'c1', customer: customerSeal, location: 'pii:l', city: 'Pune', service, date: '2026-11-24', time: '14:00', now, ...overrides },
});
const requested: BookingEvent = {
  type: 'BookingRequested',
  data: {
    bookingId: 'b1', serviceId: 's1', serviceName: 'Home shifting', category: 'moving', providerId: 'p1', customerId: 'c1', customerName: 'pii:n', customerEmail: 'pii:e', customerPhone: null,
    location: 'pii:l', city: 'Pune', date: '2026-11-24', time: '14:00', times: ['14:00', '15:00', '16:00'], startsAt: '2026-11-24T08:30:00.000Z', duration: '3 hours', pricePaise: 150_000, requestedAt: at,
  },
};
const provider = by('p1', 'provider');
const otherProvider = by('p2', 'provider');
const customer = by('c1', 'customer');
const started = new Date('2026-11-24T08:30:00.000Z'); // the booking's 14:00 in India
const accepted: BookingEvent = { type: 'BookingAccepted', data: { bookingId: 'b1', providerId: 'p1', customerId: 'c1', acceptedAt: at } };
const completed: BookingEvent = { type: 'BookingCompleted', data: { bookingId: 'b1', providerId: 'p1', customerId: 'c1', serviceId: 's1', serviceName: 'Home shifting', pricePaise: 150_000, endsAt: '2026-11-24T11:30:00.000Z', completedAt: at } };
const reviewed: BookingEvent = { type: 'ReviewPosted', data: { bookingId: 'b1', serviceId: 's1', serviceName: 'Home shifting', providerId: 'p1', customerId: 'c1', customerName: 'pii:n', rating: 5, comment: 'Great', postedAt: at } };

describe('booking decider', () => {
  describe('a request', () => {
    it("takes the service's consecutive slots at its own price", () => {
      spec.given([]).when(request()).then([requested]);
    });
    it('is refused for a hidden service, the past, a time off the working hours or a duration running past them', () => {
      spec.given([]).when(request({ service: { ...service, bookable: false } })).thenThrows('conflict');
      spec.given([]).when(request({ service: null })).thenThrows('not_found');
      spec.given([]).when(request({ date: '2026-11-23', time: '09:00' })).thenThrows('invalid', { time: 'This time has already passed. Please pick a later one.' });
      spec.given([]).when(request({ time: '07:00' })).thenThrows('invalid');
      spec.given([]).when(request({ time: '16:00' })).thenThrows('invalid');
    });
    it("is refused in a city the service is not offered in, naming the city; in another of its cities it is taken", () => {
      spec.given([]).when(request({ city: 'Delhi' })).thenThrows('invalid', { city: 'This service is not offered in this city' });
      spec.given([]).when(request({ city: 'Mumbai' })).then([{ ...requested, data: { ...requested.data, city: 'Mumbai' } } as BookingEvent]);
    });
  });

  describe('when pending', () => {
    it('is accepted by its own provider or an admin; to another provider it is not found, as when they read it', () => {
      spec.given([requested]).when({ type: 'AcceptBooking', data: { by: provider, now } }).then([accepted]);
      spec.given([requested]).when({ type: 'AcceptBooking', data: { by: by('a1', 'admin'), now } }).then([accepted]);
      spec.given([requested]).when({ type: 'AcceptBooking', data: { by: otherProvider, now } }).thenThrows('not_found');
      // Its own customer may see it, so is refused the provider's part.
      spec.given([requested]).when({ type: 'AcceptBooking', data: { by: customer, now } }).thenThrows('forbidden');
    });
    it('is not accepted once its time has begun: the request lapsed then, whichever reaches it first', () => {
      const lapsed = [requested].reduce(bookingDecider.evolve, bookingDecider.initialState());
      for (const at of [started, new Date(started.getTime() + 60_000)]) {
        const refusal = thrownBy(() => bookingDecider.decide({ type: 'AcceptBooking', data: { by: provider, now: at } }, lapsed), DomainError);
        expect([refusal.kind, refusal.message]).toEqual(['conflict', 'A booking can only be accepted before it starts']);
      }
      spec.given([requested]).when({ type: 'AcceptBooking', data: { by: provider, now: new Date(started.getTime() - 60_000) } }).then([{ ...accepted, data: { ...accepted.data, acceptedAt: new Date(started.getTime() - 60_000).toISOString() } }]);
      spec.given([requested]).when({ type: 'ExpireBooking', data: { now: started } }).then([
        { type: 'BookingExpired', data: { bookingId: 'b1', providerId: 'p1', customerId: 'c1', date: '2026-11-24', times: ['14:00', '15:00', '16:00'], expiredAt: started.toISOString() } },
      ]);
    });
    it('is declined or expires, each naming the slots to release', () => {
      spec.given([requested]).when({ type: 'DeclineBooking', data: { by: provider, reason: ' busy ', now } }).then([
        { type: 'BookingDeclined', data: { bookingId: 'b1', providerId: 'p1', customerId: 'c1', date: '2026-11-24', times: ['14:00', '15:00', '16:00'], reason: 'busy', declinedAt: at } },
      ]);
      spec.given([requested]).when({ type: 'ExpireBooking', data: { now } }).then([
        { type: 'BookingExpired', data: { bookingId: 'b1', providerId: 'p1', customerId: 'c1', date: '2026-11-24', times: ['14:00', '15:00', '16:00'], expiredAt: at } },
      ]);
    });
    it('is cancelled by its customer before the start only', () => {
      spec.given([requested]).when({ type: 'CancelBooking', data: { by: by('c2', 'customer'), now } }).thenThrows('not_found');
      spec.given([requested]).when({ type: 'CancelBooking', data: { by: customer, now: new Date('2026-11-24T08:30:00.000Z') } }).thenThrows('conflict');
      spec.given([requested, accepted]).when({ type: 'CancelBooking', data: { by: customer, now } }).then([
        { type: 'BookingCancelled', data: { bookingId: 'b1', providerId: 'p1', customerId: 'c1', date: '2026-11-24', times: ['14:00', '15:00', '16:00'], cancelledBy: 'customer', reason: '', cancelledAt: at } },
      ]);
    });
    it('is cancelled by its own provider or an admin, pending or confirmed, before the start and with a reason', () => {
      const cancelled = (cancelledBy: string, reason: string): BookingEvent => ({
        type: 'BookingCancelled',
        data: { bookingId: 'b1', providerId: 'p1', customerId: 'c1', date: '2026-11-24', times: ['14:00', '15:00', '16:00'], cancelledBy: cancelledBy as 'provider', reason, cancelledAt: at },
      });
      spec.given([requested, accepted]).when({ type: 'CancelBooking', data: { by: provider, reason: ' Van broke down ', now } }).then([cancelled('provider', 'Van broke down')]);
      spec.given([requested]).when({ type: 'CancelBooking', data: { by: provider, reason: 'Ill', now } }).then([cancelled('provider', 'Ill')]);
      spec.given([requested, accepted]).when({ type: 'CancelBooking', data: { by: by('a1', 'admin'), reason: 'Provider unreachable', now } }).then([cancelled('admin', 'Provider unreachable')]);
      spec.given([requested, accepted]).when({ type: 'CancelBooking', data: { by: otherProvider, reason: 'Ill', now } }).thenThrows('not_found');
      spec.given([requested, accepted]).when({ type: 'CancelBooking', data: { by: by('v1', 'vendor'), reason: 'Ill', now } }).thenThrows('not_found');
      spec.given([requested, accepted]).when({ type: 'CancelBooking', data: { by: provider, reason: '   ', now } }).thenThrows('invalid', { reason: 'Reason is required' });
      spec.given([requested, accepted]).when({ type: 'CancelBooking', data: { by: provider, reason: 'x'.repeat(501), now } }).thenThrows('invalid', { reason: 'Reason must be at most 500 characters' });
      spec.given([requested, accepted]).when({ type: 'CancelBooking', data: { by: provider, reason: 'Ill', now: started } }).thenThrows('conflict');
      spec.given([requested, accepted, completed]).when({ type: 'CancelBooking', data: { by: provider, reason: 'Ill', now } }).thenThrows('conflict');
    });
    it('is cancelled once: cancelling it again (a retry, or after the other side or its lapse) decides nothing and is no refusal, as for an order', () => {
      const cancelledBy = (who: 'provider' | 'customer'): BookingEvent => ({
        type: 'BookingCancelled',
        data: { bookingId: 'b1', providerId: 'p1', customerId: 'c1', date: '2026-11-24', times: ['14:00', '15:00', '16:00'], cancelledBy: who, reason: '', cancelledAt: at },
      });
      const expired: BookingEvent = { type: 'BookingExpired', data: { bookingId: 'b1', providerId: 'p1', customerId: 'c1', date: '2026-11-24', times: ['14:00', '15:00', '16:00'], expiredAt: at } };
      spec.given([requested, accepted, cancelledBy('customer')]).when({ type: 'CancelBooking', data: { by: customer, now } }).then([]);
      spec.given([requested, cancelledBy('provider')]).when({ type: 'CancelBooking', data: { by: by('a1', 'admin'), reason: 'Again', now } }).then([]);
      spec.given([requested, accepted, cancelledBy('customer')]).when({ type: 'CancelBooking', data: { by: provider, now: started } }).then([]);
      spec.given([requested, expired]).when({ type: 'CancelBooking', data: { by: customer, now } }).then([]);
      // Still only its parties: another customer's retry is not found, and a completed booking is no cancelled one.
      spec.given([requested, cancelledBy('customer')]).when({ type: 'CancelBooking', data: { by: by('c2', 'customer'), now } }).thenThrows('not_found');
      spec.given([requested, accepted, completed]).when({ type: 'CancelBooking', data: { by: customer, now } }).thenThrows('conflict');
    });
  });

  describe('when confirmed', () => {
    it('does not expire, and completes by its provider once its time has begun', () => {
      spec.given([requested, accepted]).when({ type: 'ExpireBooking', data: { now } }).then([]);
      spec.given([requested, accepted]).when({ type: 'DeclineBooking', data: { by: provider, now } }).thenThrows('conflict');
      spec.given([requested, accepted]).when({ type: 'CompleteBooking', data: { by: otherProvider, now: started } }).thenThrows('not_found', undefined);
      // From its first minute on, also before its end (its earning then clears from the end).
      const midway = new Date('2026-11-24T09:45:00.000Z');
      spec.given([requested, accepted]).when({ type: 'CompleteBooking', data: { by: provider, now: started } }).then([{ ...completed, data: { ...completed.data, completedAt: started.toISOString() } }]);
      spec.given([requested, accepted]).when({ type: 'CompleteBooking', data: { by: provider, now: midway } }).then([{ ...completed, data: { ...completed.data, completedAt: midway.toISOString() } }]);
      spec.given([requested, accepted, completed]).when({ type: 'CompleteBooking', data: { by: provider, now } }).then([]);
    });

    it('is refused completion before its slot starts, by the clock of the command, saying when it starts; an admin too', () => {
      const confirmed = [requested, accepted].reduce(bookingDecider.evolve, bookingDecider.initialState());
      const oneMinuteEarly = new Date(started.getTime() - 60_000);
      for (const [who, at] of [[provider, now], [provider, oneMinuteEarly], [by('a1', 'admin'), oneMinuteEarly]] as const) {
        const refusal = thrownBy(() => bookingDecider.decide({ type: 'CompleteBooking', data: { by: who, now: at } }, confirmed), DomainError);
        expect([refusal.kind, refusal.message]).toEqual(['conflict', 'A booking can only be completed once it has started (24 Nov 2026 at 14:00 IST)']);
      }
    });
  });

  describe('reviews', () => {
    it('only its customer reviews, only once completed, only once, 1 to 5 stars', () => {
      spec.given([requested, accepted]).when({ type: 'PostReview', data: { by: customer, rating: 5, now } }).thenThrows('conflict');
      spec.given([requested, accepted, completed]).when({ type: 'PostReview', data: { by: by('c2', 'customer'), rating: 5, now } }).thenThrows('not_found');
      spec.given([requested, accepted, completed]).when({ type: 'PostReview', data: { by: by('a1', 'admin'), rating: 5, now } }).thenThrows('forbidden');
      spec.given([requested, accepted, completed]).when({ type: 'PostReview', data: { by: customer, rating: 0, now } }).thenThrows('invalid', { rating: 'Rating must be a whole number of stars from 1 to 5' });
      spec.given([requested, accepted, completed]).when({ type: 'PostReview', data: { by: customer, rating: 5, comment: ' Great ', now } }).then([reviewed]);
      spec.given([requested, accepted, completed, reviewed]).when({ type: 'PostReview', data: { by: customer, rating: 4, now } }).thenThrows('conflict');
    });
    it('its provider replies once', () => {
      const reply: BookingEvent = { type: 'ReviewReplyPosted', data: { bookingId: 'b1', serviceId: 's1', providerId: 'p1', reply: 'Thanks', repliedAt: at } };
      spec.given([requested, accepted, completed]).when({ type: 'ReplyToReview', data: { by: provider, reply: 'Thanks', now } }).thenThrows('conflict');
      spec.given([requested, accepted, completed, reviewed]).when({ type: 'ReplyToReview', data: { by: otherProvider, reply: 'Thanks', now } }).thenThrows('not_found');
      spec.given([requested, accepted, completed, reviewed]).when({ type: 'ReplyToReview', data: { by: provider, reply: 'Thanks', now } }).then([reply]);
      spec.given([requested, accepted, completed, reviewed, reply]).when({ type: 'ReplyToReview', data: { by: provider, reply: 'Again', now } }).thenThrows('conflict');
    });
  });

  it('lets only the two parties and admins write in the thread', () => {
    spec.given([requested]).when({ type: 'SendMessage', data: { by: customer, messageId: 'm1', text: 'pii:t', now } }).then([
      {
        type: 'BookingMessageSent',
        data: { bookingId: 'b1', messageId: 'm1', senderId: 'c1', senderRole: 'customer', text: 'pii:t', sentAt: at, customerId: 'c1', providerId: 'p1', serviceName: 'Home shifting', date: '2026-11-24' },
      },
    ]);
    spec.given([requested]).when({ type: 'SendMessage', data: { by: otherProvider, messageId: 'm1', text: 'pii:t', now } }).thenThrows('not_found', undefined);
    expect(NOT_YOUR_BOOKING).toBe('This booking is not yours');
  });
});
