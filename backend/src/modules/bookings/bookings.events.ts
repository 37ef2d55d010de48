import { City, ServiceCategory, ServiceDuration } from '@bazaar/common';
import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';

/** The provider's schedule for one India calendar day (`schedule-<providerId>.<date>`): it holds booked slots. */
export type SlotsHeld = DomainEvent<'SlotsHeld', { providerId: string; date: string; times: string[]; bookingId: string; heldAt: string }>;
export type SlotsReleased = DomainEvent<'SlotsReleased', { providerId: string; date: string; times: string[]; bookingId: string; releasedAt: string }>;
export type ScheduleEvent = SlotsHeld | SlotsReleased;

/**
 * A customer asked for a service at a time; its slots are already held. Personal fields sealed
 * with the customer's key. Schema 2 adds `city`, one of the service's cities (the location's),
 * or null when the request named none (the API's body allows that); schema-1 requests are lifted with null.
 */
export type BookingRequested = DomainEvent<
  'BookingRequested',
  {
    bookingId: string;
    serviceId: string;
    serviceName: string;
    category: ServiceCategory;
    providerId: string;
    customerId: string;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    location: string;
    city: City | null;
    date: string;
    time: string;
    times: string[];
    startsAt: string;
    duration: ServiceDuration;
    pricePaise: number;
    requestedAt: string;
  }
>;
type Closing = { bookingId: string; providerId: string; customerId: string; date: string; times: string[] };
export type BookingAccepted = DomainEvent<'BookingAccepted', { bookingId: string; providerId: string; customerId: string; acceptedAt: string }>;
export type BookingDeclined = DomainEvent<'BookingDeclined', Closing & { reason: string; declinedAt: string }>;
/** Cancelled before the start by its customer, its provider or an admin (schema 2 names who and why; schema 1 was the customer's, no reason). */
export type BookingCancelled = DomainEvent<'BookingCancelled', Closing & { cancelledBy: 'customer' | 'provider' | 'admin'; reason: string; cancelledAt: string }>;
/** Nobody answered in time (the booking-slots process manager's timeout). */
export type BookingExpired = DomainEvent<'BookingExpired', Closing & { expiredAt: string }>;
/**
 * Schema 2 adds `endsAt`, when the booked time ends: a provider may mark the work done early
 * (issue 12's journey completes tomorrow's booking today), so the earning clears from then,
 * not from the click. Schema-1 events are lifted with null (their earning cleared from completedAt).
 */
export type BookingCompleted = DomainEvent<
  'BookingCompleted',
  { bookingId: string; providerId: string; customerId: string; serviceId: string; serviceName: string; pricePaise: number; endsAt: string | null; completedAt: string }
>;
/** customerName sealed with the customer's key (shown beside the review). */
export type ReviewPosted = DomainEvent<
  'ReviewPosted',
  { bookingId: string; serviceId: string; serviceName: string; providerId: string; customerId: string; customerName: string; rating: number; comment: string; postedAt: string }
>;
export type ReviewReplyPosted = DomainEvent<'ReviewReplyPosted', { bookingId: string; serviceId: string; providerId: string; reply: string; repliedAt: string }>;
/**
 * One message of the booking's thread; `text` sealed with the sender's key. Schema 2 names
 * the booking's two parties and what was booked, so the other party's notification needs no
 * lookup; schema-1 messages are lifted with nulls (they notified no one, and a replay keeps it so).
 */
export type BookingMessageSent = DomainEvent<
  'BookingMessageSent',
  {
    bookingId: string;
    messageId: string;
    senderId: string;
    senderRole: 'customer' | 'provider' | 'admin';
    text: string;
    sentAt: string;
    customerId: string | null;
    providerId: string | null;
    serviceName: string | null;
    date: string | null;
  }
>;

export type BookingEvent =
  | BookingRequested
  | BookingAccepted
  | BookingDeclined
  | BookingCancelled
  | BookingExpired
  | BookingCompleted
  | ReviewPosted
  | ReviewReplyPosted
  | BookingMessageSent;

export const BOOKING_EVENT_TYPES: EventTypeDefinition[] = (
  [
    'SlotsHeld',
    'SlotsReleased',
    'BookingRequested',
    'BookingAccepted',
    'BookingDeclined',
    'BookingCancelled',
    'BookingExpired',
    'BookingCompleted',
    'ReviewPosted',
    'ReviewReplyPosted',
    'BookingMessageSent',
  ] as const
).map((type) =>
  type === 'BookingMessageSent'
    ? { type, context: 'bookings', schemaVersion: 2, upcasters: { 1: (data: object) => ({ ...data, customerId: null, providerId: null, serviceName: null, date: null }) } }
    : type === 'BookingCancelled'
      ? { type, context: 'bookings', schemaVersion: 2, upcasters: { 1: (data: object) => ({ ...data, cancelledBy: 'customer', reason: '' }) } }
      : type === 'BookingCompleted'
        ? { type, context: 'bookings', schemaVersion: 2, upcasters: { 1: (data: object) => ({ ...data, endsAt: null }) } }
        : type === 'BookingRequested'
          ? { type, context: 'bookings', schemaVersion: 2, upcasters: { 1: (data: object) => ({ ...data, city: null }) } }
          : { type, context: 'bookings', schemaVersion: 1 },
);

export const bookingStream = (bookingId: string) => `booking-${bookingId}`;
/** One schedule stream per provider and India day keeps each short (at most 24 slots) and contention per day. */
export const scheduleId = (providerId: string, date: string) => `${providerId}.${date}`;
export const scheduleStream = (id: string) => `schedule-${id}`;
