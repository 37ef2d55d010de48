import { formatRupees, paiseToRupees } from '@bazaar/common';
import { RecordedEvent } from '../../platform/event-store/event';
import { ADMIN_INBOX, NotificationKind, NotificationType } from './notifications.events';

/** One notification an event of another context makes, before it is stored. */
export interface NotificationDraft {
  recipient: string;
  kind: NotificationKind;
  type: NotificationType;
  title: string;
  message: string;
  orderId: string | null;
  orderNumber: string | null;
  bookingId: string | null;
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/*
 * The shapes read here are the orders context's events (modules/orders/orders.events.ts):
 * only the fields a notification shows are named, so those events may grow freely.
 */
interface OrderPlacedData {
  orderId: string;
  orderNumber: string;
  customerId: string;
  totalPaise: number;
  fulfilments: { vendorId: string; subtotalPaise: number; lines: unknown[] }[];
}
/** FulfilmentShipped's and FulfilmentTrackingUpdated's. */
interface FulfilmentShippedData {
  orderId: string;
  orderNumber: string;
  customerId: string;
  vendorId: string;
  trackingId: string;
  courierName: string;
}

const order = (orderId: string, orderNumber: string) => ({ orderId, orderNumber, bookingId: null });
/** The customer hears of their order's delivery on its way: shipped, or its tracking corrected. */
const deliveryNotice = (d: FulfilmentShippedData, title: string, message: string): NotificationDraft[] => [
  { recipient: d.customerId, kind: 'customer', type: 'order_update', title, message, ...order(d.orderId, d.orderNumber) },
];

/* The bookings context's events (modules/bookings/bookings.events.ts), the fields shown. */
interface BookingRequestedData {
  bookingId: string;
  serviceName: string;
  providerId: string;
  customerId: string;
  date: string;
  time: string;
}
type BookingClosedData = { bookingId: string; providerId: string; customerId: string; date: string; times: string[]; reason?: string };
/** Schema 2 names who cancelled and why (schema 1 is lifted to the customer's, no reason). */
type BookingCancelledData = BookingClosedData & { cancelledBy: 'customer' | 'provider' | 'admin' };

const booking = (bookingId: string) => ({ orderId: null, orderNumber: null, bookingId });
const bookingNotice = (recipient: string, kind: 'customer' | 'provider', bookingId: string, title: string, message: string): NotificationDraft => ({
  recipient,
  kind,
  type: 'service_booking',
  title,
  message,
  ...booking(bookingId),
});
const slot = (d: { date: string; times: string[] }) => `${d.date} at ${d.times[0]}`;
/** Schema 1 named neither party (customerId and providerId null): it notifies no one. */
type BookingMessageData = { bookingId: string; senderId: string; senderRole: string; customerId: string | null; providerId: string | null; serviceName: string | null; date: string | null };

/* The enquiries context's answers and quotes (modules/enquiries/enquiries.events.ts, schema 2; schema 1 names no customer). */
type EnquiryReplyData = { enquiryId: string; customerId: string | null; productName: string | null; pricePaise?: number; quantity?: number; unit?: string };
const enquiryNotice = (d: EnquiryReplyData, title: string, message: string): NotificationDraft[] =>
  d.customerId ? [{ recipient: d.customerId, kind: 'customer', type: 'enquiry_update', title, message, orderId: null, orderNumber: null, bookingId: null }] : [];

/** The event types that notify someone, and whom: the four kinds of spec 3 and 7. */
export const NOTIFYING: Record<string, (event: RecordedEvent) => NotificationDraft[]> = {
  OrderPlaced: (event) => {
    const d = event.data as unknown as OrderPlacedData;
    const ref = order(d.orderId, d.orderNumber);
    return [
      { recipient: ADMIN_INBOX, kind: 'admin', type: 'new_order', title: 'New order', message: `New order placed for ${rupees(d.totalPaise)} (${d.orderNumber})`, ...ref },
      { recipient: d.customerId, kind: 'customer', type: 'order_confirmation', title: 'Order placed', message: `Your order has been placed successfully (${d.orderNumber})`, ...ref },
      // One per vendor per order, however many of their lines it holds.
      ...d.fulfilments.map((f) => ({
        recipient: f.vendorId,
        kind: 'vendor' as const,
        type: 'new_order' as const,
        title: 'New order',
        message: `New order ${d.orderNumber}: ${f.lines.length} ${f.lines.length === 1 ? 'item' : 'items'} for ${rupees(f.subtotalPaise)}`,
        ...ref,
      })),
    ];
  },
  // Spec 3 and 7: the provider and the customer hear of every change to a booking.
  BookingRequested: (event) => {
    const d = event.data as unknown as BookingRequestedData;
    return [
      bookingNotice(d.providerId, 'provider', d.bookingId, 'New booking request', `${d.serviceName} on ${d.date} at ${d.time}: please accept or decline`),
      bookingNotice(d.customerId, 'customer', d.bookingId, 'Booking requested', `Your booking of ${d.serviceName} on ${d.date} at ${d.time} is waiting for the provider`),
    ];
  },
  BookingAccepted: (event) => {
    const d = event.data as unknown as { bookingId: string; providerId: string; customerId: string };
    return [
      bookingNotice(d.customerId, 'customer', d.bookingId, 'Service Booking Confirmed', 'Your service booking has been confirmed by the provider'),
      bookingNotice(d.providerId, 'provider', d.bookingId, 'Service Booking Confirmed', 'You confirmed a booking; it is in your upcoming bookings'),
    ];
  },
  BookingDeclined: (event) => {
    const d = event.data as unknown as BookingClosedData;
    return [bookingNotice(d.customerId, 'customer', d.bookingId, 'Booking declined', `Your booking on ${slot(d)} was declined${d.reason ? `: ${d.reason}` : ''}`)];
  },
  BookingCancelled: (event) => {
    const d = event.data as unknown as BookingCancelledData;
    const why = d.reason ? `: ${d.reason}` : '';
    const byWhom = d.cancelledBy === 'provider' ? ' by the provider' : d.cancelledBy === 'admin' ? ' by the marketplace team' : '';
    return [
      bookingNotice(d.providerId, 'provider', d.bookingId, 'Booking cancelled', `The booking on ${slot(d)} was cancelled${d.cancelledBy === 'admin' ? byWhom + why : ''}`),
      bookingNotice(d.customerId, 'customer', d.bookingId, 'Booking cancelled', `Your booking on ${slot(d)} was cancelled${byWhom}${why}`),
    ];
  },
  BookingExpired: (event) => {
    const d = event.data as unknown as BookingClosedData;
    return [
      bookingNotice(d.providerId, 'provider', d.bookingId, 'Booking expired', `The booking request for ${slot(d)} expired without an answer`),
      bookingNotice(d.customerId, 'customer', d.bookingId, 'Booking expired', `Your booking request for ${slot(d)} expired: the provider did not answer in time`),
    ];
  },
  // The other party of the thread (both, when an admin writes); the text stays in the thread, sealed.
  BookingMessageSent: (event) => {
    const d = event.data as unknown as BookingMessageData;
    const writer = d.senderRole === 'admin' ? 'Our support team' : d.senderRole === 'provider' ? 'The provider' : 'The customer';
    const notices: NotificationDraft[] = [];
    if (d.providerId && d.providerId !== d.senderId) notices.push(bookingNotice(d.providerId, 'provider', d.bookingId, 'New message', `${writer} wrote about the booking of ${d.serviceName} on ${d.date}`));
    if (d.customerId && d.customerId !== d.senderId) notices.push(bookingNotice(d.customerId, 'customer', d.bookingId, 'New message', `${writer} wrote about your booking of ${d.serviceName} on ${d.date}`));
    return notices;
  },
  TicketAnswered: (event) => {
    const d = event.data as unknown as { ticketId: string; reference: string; customerId: string };
    return [
      { recipient: d.customerId, kind: 'customer', type: 'ticket_answered', title: 'Support reply', message: `We have answered your message ${d.reference}`, orderId: null, orderNumber: null, bookingId: null },
    ];
  },
  EnquiryAnswered: (event) => {
    const d = event.data as unknown as EnquiryReplyData;
    return enquiryNotice(d, 'Enquiry answered', `The vendor answered your enquiry about ${d.productName}`);
  },
  EnquiryQuoted: (event) => {
    const d = event.data as unknown as EnquiryReplyData;
    return enquiryNotice(d, 'Quote received', `Quote for ${d.productName}: ${d.quantity} ${d.unit} at ${rupees(d.pricePaise ?? 0)} per ${d.unit}`);
  },
  FulfilmentShipped: (event) => {
    const d = event.data as unknown as FulfilmentShippedData;
    return deliveryNotice(d, 'Order shipped', `Your order ${d.orderNumber} has been shipped by ${d.courierName} (tracking id ${d.trackingId})`);
  },
  // The vendor corrected the courier or tracking id the customer was given at shipping.
  FulfilmentTrackingUpdated: (event) => {
    const d = event.data as unknown as FulfilmentShippedData;
    return deliveryNotice(d, 'Tracking updated', `Your order ${d.orderNumber} is with ${d.courierName} (tracking id ${d.trackingId})`);
  },
};
