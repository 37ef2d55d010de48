import { BOOKING_CITY_NOT_SERVED, BookingStatus, City, formatSlot, ServiceCategory, ServiceDuration, WorkingHours } from '@bazaar/common';
import { Requester } from '../../platform/domain/requester';
import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { BookingEvent } from './bookings.events';
import { slotsEnd, slotsTaken, slotStart, whenError } from './slots';

export type { BookingStatus };

/** What the booking needs to know of the service, read when the request is made. */
export interface ServiceSnapshot {
  serviceId: string;
  providerId: string;
  name: string;
  category: ServiceCategory;
  pricePaise: number;
  duration: ServiceDuration;
  workingHours: WorkingHours;
  /** Where its provider comes: a booking names one of these. */
  cities: City[];
  /** Approved, Available, not withdrawn, and its provider taking bookings (switch on, account active, still a provider). */
  bookable: boolean;
}

export type BookingState =
  | { status: 'absent' }
  | {
      status: BookingStatus;
      bookingId: string;
      serviceId: string;
      serviceName: string;
      providerId: string;
      customerId: string;
      customerName: string;
      date: string;
      times: string[];
      startsAt: string;
      pricePaise: number;
      review: null | { replied: boolean };
    };

export type BookingCommand =
  | {
      type: 'RequestBooking';
      data: {
        bookingId: string;
        customerId: string;
        /** Sealed with the customer's key. */
        customer: { name: string; email: string; phone: string | null };
        location: string;
        /** The city of the location, as the customer chose it (null: not given, as the API allows). */
        city: City | null;
        service: ServiceSnapshot | null;
        date: string;
        time: string;
        now: Date;
      };
    }
  | { type: 'AcceptBooking'; data: { by: Requester; now: Date } }
  | { type: 'DeclineBooking'; data: { by: Requester; reason?: string; now: Date } }
  | { type: 'CancelBooking'; data: { by: Requester; reason?: string; now: Date } }
  | { type: 'ExpireBooking'; data: { now: Date } }
  | { type: 'CompleteBooking'; data: { by: Requester; now: Date } }
  | { type: 'PostReview'; data: { by: Requester; rating?: number; comment?: string; now: Date } }
  | { type: 'ReplyToReview'; data: { by: Requester; reply?: string; now: Date } }
  | { type: 'SendMessage'; data: { by: Requester; messageId: string; text: string; now: Date } };

export const BOOKING_LIMITS = { comment: 1000, reply: 1000, message: 2000, reason: 500 } as const;
export const NOT_YOUR_BOOKING = 'This booking is not yours';
export const SERVICE_NOT_BOOKABLE = 'This service is not taking bookings';
export const NOT_ACCEPTED_IN_TIME = 'A booking can only be accepted before it starts';
/** Why a booking cannot be completed yet: its slot starts later. */
export const notStartedYet = (booking: { date: string; times: string[] }) =>
  `A booking can only be completed once it has started (${formatSlot(booking.date, booking.times[0])})`;

type Booking = Exclude<BookingState, { status: 'absent' }>;

export const BOOKING_NOT_FOUND = 'Booking not found';
export const SLOT_NOT_OFFERED = 'The provider does not work at this time. Please pick one of the offered slots.';
export const CANCEL_BEFORE_START = 'A booking can only be cancelled before it starts';
export const ONLY_COMPLETED_REVIEWED = 'Only a completed booking can be reviewed';
export const RATING_RULE = 'Rating must be a whole number of stars from 1 to 5';
export const ALREADY_REVIEWED = 'This booking has already been reviewed';
const existing = (state: BookingState): Booking => {
  if (state.status === 'absent') throw new DomainError('not_found', BOOKING_NOT_FOUND);
  return state;
};
/**
 * Who may act: the booking's provider, its customer, or an admin, as each command says.
 * Someone else's booking is absent to them (reading it answers 404): a 403 would tell them
 * the id exists. A party to it acting for the other side (its provider reviewing) is refused.
 */
const actingAs = (booking: Booking, by: Requester, allowed: ('provider' | 'customer')[]) => {
  if (by.role === 'admin') return booking;
  const party = by.role === 'provider' && booking.providerId === by.userId ? 'provider' : by.role === 'customer' && booking.customerId === by.userId ? 'customer' : null;
  if (!party) throw new DomainError('not_found', BOOKING_NOT_FOUND);
  if (!allowed.includes(party)) throw new DomainError('forbidden', NOT_YOUR_BOOKING);
  return booking;
};
const inStatus = (booking: Booking, allowed: BookingStatus[], action: string) => {
  if (!allowed.includes(booking.status)) throw new DomainError('conflict', `A ${booking.status} booking cannot be ${action}`);
  return booking;
};
const closing = (b: Booking) => ({ bookingId: b.bookingId, providerId: b.providerId, customerId: b.customerId, date: b.date, times: b.times });

export const bookingDecider: Decider<BookingState, BookingCommand, BookingEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    if (event.type === 'BookingRequested') {
      const d = event.data;
      return {
        status: 'pending',
        bookingId: d.bookingId,
        serviceId: d.serviceId,
        serviceName: d.serviceName,
        providerId: d.providerId,
        customerId: d.customerId,
        customerName: d.customerName,
        date: d.date,
        times: d.times,
        startsAt: d.startsAt,
        pricePaise: d.pricePaise,
        review: null,
      };
    }
    if (state.status === 'absent') return state;
    switch (event.type) {
      case 'BookingAccepted':
        return { ...state, status: 'confirmed' };
      case 'BookingDeclined':
      case 'BookingCancelled':
      case 'BookingExpired':
        return { ...state, status: 'cancelled' };
      case 'BookingCompleted':
        return { ...state, status: 'completed' };
      case 'ReviewPosted':
        return { ...state, review: { replied: false } };
      case 'ReviewReplyPosted':
        return { ...state, review: { replied: true } };
      case 'BookingMessageSent':
        return state;
    }
  },

  decide(command, state) {
    const at = command.data.now.toISOString();
    switch (command.type) {
      case 'RequestBooking': {
        if (state.status !== 'absent') throw new DomainError('conflict', 'This booking already exists');
        const { bookingId, customerId, customer, location, city, service, date, time, now } = command.data;
        if (!service) throw new DomainError('not_found', 'Service not found');
        if (!service.bookable) throw new DomainError('conflict', SERVICE_NOT_BOOKABLE);
        // The provider offers the service in these cities only: a booking elsewhere would be one they cannot keep.
        if (city !== null && !service.cities.includes(city)) throw DomainError.invalid({ city: BOOKING_CITY_NOT_SERVED });
        const when = whenError(date, time, now);
        if (when) throw DomainError.invalid({ [when.field]: when.message });
        const times = slotsTaken(service.duration, service.workingHours, date, time);
        if (!times) throw DomainError.invalid({ time: SLOT_NOT_OFFERED });
        return [
          {
            type: 'BookingRequested',
            data: {
              bookingId,
              serviceId: service.serviceId,
              serviceName: service.name,
              category: service.category,
              providerId: service.providerId,
              customerId,
              customerName: customer.name,
              customerEmail: customer.email,
              customerPhone: customer.phone,
              location,
              city,
              date,
              time,
              times,
              startsAt: slotStart(date, time).toISOString(),
              duration: service.duration,
              pricePaise: service.pricePaise,
              requestedAt: at,
            },
          },
        ];
      }
      case 'AcceptBooking': {
        const booking = actingAs(existing(state), command.data.by, ['provider']);
        if (booking.status === 'confirmed') return [];
        inStatus(booking, ['pending'], 'accepted');
        // An unanswered request lapses at its start (the response window never runs past it): a
        // late accept, ahead of the expiry it races or while the scheduler is behind, confirms nothing.
        if (command.data.now.getTime() >= Date.parse(booking.startsAt)) throw new DomainError('conflict', NOT_ACCEPTED_IN_TIME);
        return [{ type: 'BookingAccepted', data: { bookingId: booking.bookingId, providerId: booking.providerId, customerId: booking.customerId, acceptedAt: at } }];
      }
      case 'DeclineBooking': {
        const booking = inStatus(actingAs(existing(state), command.data.by, ['provider']), ['pending'], 'declined');
        const reason = command.data.reason?.trim() ?? '';
        if (reason.length > BOOKING_LIMITS.reason) throw DomainError.invalid({ reason: `Reason must be at most ${BOOKING_LIMITS.reason} characters` });
        return [{ type: 'BookingDeclined', data: { ...closing(booking), reason, declinedAt: at } }];
      }
      case 'CancelBooking': {
        const { by } = command.data;
        const party = actingAs(existing(state), by, ['customer', 'provider']);
        // Cancelled already (by anyone, or lapsed): nothing to do, as for an order. A retried
        // cancel after a lost answer reads the booking as it stands, not a 409 it cannot tell from a refusal.
        if (party.status === 'cancelled') return [];
        const booking = inStatus(party, ['pending', 'confirmed'], 'cancelled');
        if (command.data.now.getTime() >= Date.parse(booking.startsAt)) throw new DomainError('conflict', CANCEL_BEFORE_START);
        const cancelledBy = by.role === 'admin' ? 'admin' : by.role === 'provider' ? 'provider' : 'customer';
        const reason = command.data.reason?.trim() ?? '';
        // The customer is told why their booking will not happen; their own cancel needs none.
        if (cancelledBy !== 'customer' && !reason) throw DomainError.invalid({ reason: 'Reason is required' });
        if (reason.length > BOOKING_LIMITS.reason) throw DomainError.invalid({ reason: `Reason must be at most ${BOOKING_LIMITS.reason} characters` });
        return [{ type: 'BookingCancelled', data: { ...closing(booking), cancelledBy, reason, cancelledAt: at } }];
      }
      case 'ExpireBooking': {
        const booking = existing(state);
        // The provider answered in time (or the customer cancelled): nothing expires.
        if (booking.status !== 'pending') return [];
        return [{ type: 'BookingExpired', data: { ...closing(booking), expiredAt: at } }];
      }
      case 'CompleteBooking': {
        const booking = actingAs(existing(state), command.data.by, ['provider']);
        if (booking.status === 'completed') return [];
        inStatus(booking, ['confirmed'], 'completed');
        // The work cannot be done before its time: the server's clock (the context's now), never the client's, says when that is.
        if (command.data.now.getTime() < Date.parse(booking.startsAt)) throw new DomainError('conflict', notStartedYet(booking));
        const { bookingId, providerId, customerId, serviceId, serviceName, pricePaise } = booking;
        const endsAt = slotsEnd(booking.date, booking.times).toISOString();
        return [{ type: 'BookingCompleted', data: { bookingId, providerId, customerId, serviceId, serviceName, pricePaise, endsAt, completedAt: at } }];
      }
      case 'PostReview': {
        const booking = actingAs(existing(state), command.data.by, ['customer']);
        if (command.data.by.role !== 'customer') throw new DomainError('forbidden', 'Only the customer who booked can review');
        if (booking.status !== 'completed') throw new DomainError('conflict', ONLY_COMPLETED_REVIEWED);
        if (booking.review) throw new DomainError('conflict', ALREADY_REVIEWED);
        const { rating } = command.data;
        const comment = command.data.comment?.trim() ?? '';
        const errors: Record<string, string> = {};
        if (!Number.isInteger(rating) || (rating as number) < 1 || (rating as number) > 5) errors.rating = RATING_RULE;
        if (comment.length > BOOKING_LIMITS.comment) errors.comment = `Comment must be at most ${BOOKING_LIMITS.comment} characters`;
        if (Object.keys(errors).length) throw DomainError.invalid(errors);
        const { bookingId, serviceId, serviceName, providerId, customerId, customerName } = booking;
        return [{ type: 'ReviewPosted', data: { bookingId, serviceId, serviceName, providerId, customerId, customerName, rating: rating as number, comment, postedAt: at } }];
      }
      case 'ReplyToReview': {
        const booking = actingAs(existing(state), command.data.by, ['provider']);
        if (!booking.review) throw new DomainError('conflict', 'There is no review to reply to');
        if (booking.review.replied) throw new DomainError('conflict', 'This review already has a reply');
        const reply = command.data.reply?.trim() ?? '';
        if (!reply) throw DomainError.invalid({ reply: 'Reply is required' });
        if (reply.length > BOOKING_LIMITS.reply) throw DomainError.invalid({ reply: `Reply must be at most ${BOOKING_LIMITS.reply} characters` });
        return [{ type: 'ReviewReplyPosted', data: { bookingId: booking.bookingId, serviceId: booking.serviceId, providerId: booking.providerId, reply, repliedAt: at } }];
      }
      case 'SendMessage': {
        const { by, messageId, text } = command.data;
        const booking = actingAs(existing(state), by, ['provider', 'customer']);
        const senderRole = by.role as 'customer' | 'provider' | 'admin';
        const { bookingId, customerId, providerId, serviceName, date } = booking;
        return [{ type: 'BookingMessageSent', data: { bookingId, messageId, senderId: by.userId, senderRole, text, sentAt: at, customerId, providerId, serviceName, date } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
