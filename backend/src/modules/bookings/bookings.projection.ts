import { defineProjection } from '../../platform/projections/projection';
import { BookingEvent, BookingRequested, ScheduleEvent } from './bookings.events';
import { BookingStatus } from './booking.decider';

/** How a booking ended when it did not complete (spec 4 shows them all as cancelled). */
export type ClosedBy = 'provider' | 'customer' | 'admin' | 'timeout' | null;

/**
 * Spec 3 Service booking and Provider booking, spec 2.9 Bookings table. Personal fields
 * (customer name, e-mail, phone, location) stay sealed here and are opened when read, so
 * erasing the customer shows at once (ADR 0014).
 */
export interface BookingDoc extends Omit<BookingRequested['data'], 'bookingId' | 'requestedAt'> {
  _id: string;
  status: BookingStatus;
  closedBy: ClosedBy;
  /** Why the provider declined, or the provider or an admin cancelled (told to the customer). */
  declineReason: string | null;
  review: { rating: number; comment: string; postedAt: string; reply: string | null; repliedAt: string | null } | null;
  messageCount: number;
  requestedAt: string;
  updatedAt: string;
}

export const bookingsProjection = defineProjection<BookingDoc>({
  name: 'bookings',
  version: 1,
  collection: 'bookings',
  indexes: [
    { fields: { customerId: 1, startsAt: -1 } },
    { fields: { providerId: 1, startsAt: -1 } },
    { fields: { providerId: 1, status: 1, startsAt: 1 } },
    { fields: { startsAt: -1 } },
  ],
  search: ['serviceName'],
  sealedPersonalData: true,
  canHandle: ['BookingRequested', 'BookingAccepted', 'BookingDeclined', 'BookingCancelled', 'BookingExpired', 'BookingCompleted', 'ReviewPosted', 'ReviewReplyPosted', 'BookingMessageSent'],
  documentIds: (e) => [(e.data as { bookingId: string }).bookingId],
  evolve(doc, recorded) {
    const event = recorded as unknown as BookingEvent;
    switch (event.type) {
      case 'BookingRequested': {
        const { bookingId, requestedAt, ...d } = event.data;
        return { _id: bookingId, ...d, status: 'pending', closedBy: null, declineReason: null, review: null, messageCount: 0, requestedAt, updatedAt: requestedAt };
      }
      case 'BookingAccepted':
        return doc && { ...doc, status: 'confirmed', updatedAt: event.data.acceptedAt };
      case 'BookingDeclined':
        return doc && { ...doc, status: 'cancelled', closedBy: 'provider', declineReason: event.data.reason || null, updatedAt: event.data.declinedAt };
      case 'BookingCancelled':
        return doc && { ...doc, status: 'cancelled', closedBy: event.data.cancelledBy, declineReason: event.data.reason || null, updatedAt: event.data.cancelledAt };
      case 'BookingExpired':
        return doc && { ...doc, status: 'cancelled', closedBy: 'timeout', updatedAt: event.data.expiredAt };
      case 'BookingCompleted':
        return doc && { ...doc, status: 'completed', updatedAt: event.data.completedAt };
      case 'ReviewPosted':
        return doc && { ...doc, review: { rating: event.data.rating, comment: event.data.comment, postedAt: event.data.postedAt, reply: null, repliedAt: null }, updatedAt: event.data.postedAt };
      case 'ReviewReplyPosted':
        return doc && doc.review && { ...doc, review: { ...doc.review, reply: event.data.reply, repliedAt: event.data.repliedAt }, updatedAt: event.data.repliedAt };
      case 'BookingMessageSent':
        return doc && { ...doc, messageCount: doc.messageCount + 1 };
    }
  },
});

/** A provider's booked slots for one India day: what the free-slot lookup subtracts from the working hours. */
export interface ScheduleDoc {
  _id: string;
  providerId: string;
  date: string;
  /** time -> booking id */
  held: Record<string, string>;
}

export const scheduleProjection = defineProjection<ScheduleDoc>({
  name: 'provider-schedule',
  version: 1,
  collection: 'provider_schedule',
  indexes: [{ fields: { providerId: 1, date: 1 } }],
  canHandle: ['SlotsHeld', 'SlotsReleased'],
  documentIds: (e) => [`${(e.data as ScheduleEvent['data']).providerId}.${(e.data as ScheduleEvent['data']).date}`],
  evolve(doc, recorded) {
    const event = recorded as unknown as ScheduleEvent;
    const { providerId, date, times, bookingId } = event.data;
    const held = { ...(doc?.held ?? {}) };
    if (event.type === 'SlotsHeld') for (const time of times) held[time] = bookingId;
    else for (const time of times) if (held[time] === bookingId) delete held[time];
    return { _id: `${providerId}.${date}`, providerId, date, held };
  },
});
