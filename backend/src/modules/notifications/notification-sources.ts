import { COUNTED_UNITS, couponDiscountPaise, formatIndianDay, formatRupees, formatSlot, NotificationKey, NotificationLine, NotificationParams, NotificationText, paiseToRupees } from '@bazaar/common';
import { businessDay } from '../../platform/domain/business-day';
import { RecordedEvent } from '../../platform/event-store/event';
import { fulfilmentId } from '../orders/orders.projection';
import { LATE_PAYMENT_REFUND } from '../orders/orders.decider';
import { byAdmin, bySeller, NO_NOTES, Notes, sealedName } from './notification-notes';
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
  /**
   * What its id names instead of the recipient, when the recipient comes from a note (the
   * provider of an approved service): the id must be known before the note is read.
   */
  slot?: string;
  /** Where its reader acts on it: a path of the site (the back office's record, under /admin/), when there is one. */
  link?: string;
  /**
   * A name the message shows where it says NAME_SLOT, kept sealed (the read model holds no name
   * in clear): the feed opens it when the notice is read, an erased person's as [erased].
   */
  sealedName?: string;
  /**
   * Its words as data (a template's key and raw parameters) for the storefront to say in its
   * reader's language; absent on the admins' notices (the back office is English) and where a
   * parameter is unknown (a log cut short), where the English text stands.
   */
  text?: NotificationText;
}

/** A notice's words as data; a reason or reference left empty is not a parameter. */
const says = (key: NotificationKey, params: NotificationParams = {}): NotificationText => ({
  key,
  params: Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== '')) as NotificationParams,
});

/** Where a message names the person of `sealedName`. */
export const NAME_SLOT = '{name}';

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
  /** A coupon takes this percentage off each vendor's part at catalogue price (couponDiscountPaise, as the orders context's vendorChargedPaise)... */
  couponPercent?: number;
  /** ...and off its quoted lines too on orders placed before that rule (the upcaster's mark). */
  couponOnQuotes?: boolean;
  fulfilments: { vendorId: string; subtotalPaise: number; lines: { productName: string; quantity: number; unit: string; totalPaise: number; enquiryId?: string | null }[] }[];
}

/** Lines a vendor's new-order notice names; the rest it counts. */
export const LINES_NAMED = 3;
const UNIT_WORDS: Record<string, [string, string]> = { gm: ['g', 'g'], tonne: ['tonne', 'tonnes'] };
const lineInEnglish = ({ name, quantity, unit }: NotificationLine) => {
  if (COUNTED_UNITS.includes(unit)) return `${quantity} × ${name}`;
  const [one, many] = UNIT_WORDS[unit] ?? [unit, unit];
  return `${quantity} ${quantity === 1 ? one : many} of ${name}`;
};
/** 'A, B and C'. */
const listInEnglish = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
/**
 * A vendor's part of an order as they read it: what and how much of each, the first LINES_NAMED
 * lines named ('2 × Ragi Millet Cookies', '12 tonnes of Basmati Rice'), the others counted.
 */
function vendorLines(lines: OrderPlacedData['fulfilments'][number]['lines']) {
  const named = lines.slice(0, LINES_NAMED).map((l): NotificationLine => ({ name: l.productName, quantity: l.quantity, unit: l.unit }));
  const more = lines.length - named.length;
  return { named, more, english: listInEnglish([...named.map(lineInEnglish), ...(more ? [`${more} more ${more === 1 ? 'product' : 'products'}`] : [])]) };
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
const deliveryNotice = (d: FulfilmentShippedData, key: NotificationKey, title: string, message: string): NotificationDraft[] => [
  {
    recipient: d.customerId,
    kind: 'customer',
    type: 'order_update',
    title,
    message,
    ...order(d.orderId, d.orderNumber),
    text: says(key, { orderNumber: d.orderNumber, courier: d.courierName, trackingId: d.trackingId }),
  },
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
const bookingNotice = (
  recipient: string,
  kind: 'customer' | 'provider',
  bookingId: string,
  title: string,
  message: string,
  text: NotificationText | undefined,
  type: NotificationType = 'service_booking',
): NotificationDraft => ({
  recipient,
  kind,
  type,
  title,
  message,
  ...booking(bookingId),
  ...(text && { text }),
});

/** What a booking notice names: its service and its slot ('1 Dec 2026 at 10:00 IST'), from the event or the booking's note. */
interface BookingRef {
  service: string | null;
  when: string | null;
  /** The service and the slot as data (day, and time when known); null when the service or the day is unknown. */
  slot: { service: string; date: string; time?: string } | null;
}
function bookingRef(d: { bookingId: string; serviceName?: string | null; date?: string | null; times?: string[]; time?: string }, notes: Notes): BookingRef {
  const note = notes.booking(d.bookingId);
  const date = note?.date ?? d.date ?? null;
  const time = note?.time ?? d.time ?? d.times?.[0] ?? null;
  const service = d.serviceName ?? note?.serviceName ?? null;
  return { service, when: date ? (time ? formatSlot(date, time) : formatIndianDay(date)) : null, slot: service && date ? { service, date, ...(time && { time }) } : null };
}
/** A booking notice's words as data: its service and slot, and more; none when the booking is not fully known. */
const aboutBooking = (key: NotificationKey, ref: BookingRef, more: NotificationParams = {}) => (ref.slot ? says(key, { ...ref.slot, ...more }) : undefined);
/** 'Your booking of Plumbing on 1 Dec 2026 at 10:00 IST', or as much of it as is known. */
const theBooking = (lead: string, ref: BookingRef, joiner = 'of') => `${lead}${ref.service ? ` ${joiner} ${ref.service}` : ''}${ref.when ? ` on ${ref.when}` : ''}`;

/** Schema 1 named neither party (customerId and providerId null): it notifies no one. */
type BookingMessageData = { bookingId: string; senderId: string; senderRole: string; customerId: string | null; providerId: string | null; serviceName: string | null; date: string | null };

/* The orders context's cancellations (orders.events.ts): one vendor's part, or the whole order. */
interface PartCancelledData {
  orderId: string;
  orderNumber: string;
  customerId: string;
  vendorId: string;
  to: string;
  /** Why, as the canceller typed it (absent: none given). */
  reason?: string;
}
interface OrderCancelledData {
  orderId: string;
  vendorIds: string[];
  /** CancelReason: 'customer' and 'admin' are news to the other side; the rest are told elsewhere or to nobody. */
  reason: string;
}
/* The orders context's refunds (orders.events.ts): of the order's payment, or of a second payment. */
interface RefundData {
  orderId: string;
  amountPaise: number;
  /** OrderRefunded's: why (LATE_PAYMENT_REFUND: the payment came after the order was cancelled). */
  reason?: string;
}
/**
 * Money back tells the customer, once per refund: the payment (or the share of it) a
 * cancellation gave back, a hosted payment that arrived after the order was cancelled (the
 * customer saw it taken and was told of no order), a second payment. The order's customer and
 * number come from its note (OrderPlaced's): no order note (a log cut short), no one is told.
 */
const refundNotice = (notes: Notes, d: RefundData, key: NotificationKey, message: (orderNumber: string, amount: string) => string): NotificationDraft[] => {
  const note = notes.order(d.orderId);
  const orderNumber = note?.orderNumber ?? '';
  return [
    {
      recipient: note?.customerId ?? '',
      slot: 'customer',
      kind: 'customer',
      type: 'order_update',
      title: 'Payment refunded',
      message: message(orderNumber, rupees(d.amountPaise)),
      ...order(d.orderId, orderNumber),
      text: says(key, { orderNumber, amountPaise: d.amountPaise }),
    },
  ];
};

const cancelNotice = (recipient: string, kind: 'customer' | 'vendor', orderId: string, orderNumber: string, title: string, message: string, key: NotificationKey): NotificationDraft => ({
  recipient,
  kind,
  type: 'order_update',
  title,
  message,
  ...order(orderId, orderNumber),
  text: says(key, { orderNumber }),
});
/** A part's cancellation with the reason its canceller gave (the customer's words add it after the template, as other reasons). */
const withReason = (draft: NotificationDraft, reason: string | undefined): NotificationDraft =>
  reason && draft.text ? { ...draft, message: `${draft.message}${because(reason)}`, text: { ...draft.text, params: { ...draft.text.params, reason } } } : draft;
/**
 * A vendor hears their order was cancelled only if they heard of it: their new-order notice was
 * shown (not still held, ADR 0041). Otherwise the draft names no one (and is dropped), keeping the
 * vendor as its slot so its id is known without notes. A whole order's end (`livePartOnly`) tells
 * only the vendors whose part it cancels: one whose part was cancelled before was told then.
 */
const toVendorTold = (
  notes: Notes,
  orderId: string,
  vendorId: string,
  title: string,
  message: (orderNumber: string) => string,
  key: NotificationKey,
  livePartOnly = false,
): NotificationDraft => {
  const notice = notes.orderNotice(orderId, vendorId);
  const orderNumber = notice?.orderNumber ?? '';
  const told = notice?.shown && !(livePartOnly && notice.partCancelled);
  return { ...cancelNotice(told ? vendorId : '', 'vendor', orderId, orderNumber, title, message(orderNumber), key), slot: vendorId };
};

/* The enquiries context's new enquiry, the fields its vendor's notice shows (the customer's details stay sealed, unread). */
type EnquirySubmittedData = { enquiryId: string; vendorId: string; productName: string; quantity: number; unit: string };
/* The enquiries context's answers and quotes (modules/enquiries/enquiries.events.ts, schema 2; schema 1 names no customer). */
type EnquiryReplyData = { enquiryId: string; customerId: string | null; productName: string | null; pricePaise?: number; quantity?: number; unit?: string; validUntil?: string | null };
const enquiryNotice = (d: EnquiryReplyData, title: string, message: string, text: NotificationText | undefined): NotificationDraft[] =>
  d.customerId ? [{ recipient: d.customerId, kind: 'customer', type: 'enquiry_update', title, message, orderId: null, orderNumber: null, bookingId: null, ...(text && { text }) }] : [];

const none = { orderId: null, orderNumber: null, bookingId: null };
/** The back office, served under /admin/ (real paths, not hash routes). */
const BACK_OFFICE = '/admin';
/** A back-office record's show page, where an admin acts on it (verifies a vendor or provider). */
const backOffice = (resource: string, id: string) => `${BACK_OFFICE}/${resource}/${encodeURIComponent(id)}/show`;
/**
 * Where a back-office reader acts on a notice about an order or a booking that names no record
 * of its own: an admin on the order's or the booking's page, a provider on the booking, a vendor
 * on their own part's page (a vendor's notice goes to them: its recipient is their id, the part's
 * second half). Derived when the notice is read, so notices stored before they had links get
 * them too. A customer's notice has none: the storefront opens its dashboard section (noticeTarget).
 */
export function recordLink(n: { kind: NotificationKind; recipient: string; orderId: string | null; bookingId: string | null }): string | null {
  if (n.kind === 'customer') return null;
  if (n.bookingId && (n.kind === 'admin' || n.kind === 'provider')) return backOffice('bookings', n.bookingId);
  if (n.orderId && n.kind === 'admin') return backOffice('orders', n.orderId);
  if (n.orderId && n.kind === 'vendor' && n.recipient) return backOffice('fulfilments', fulfilmentId(n.orderId, n.recipient));
  return null;
}
/** A notice for the shared admin inbox; with where the admin acts on it, and the sealed name its message shows. */
const adminNotice = (type: NotificationType, title: string, message: string, about: { link?: string; name?: string | null } = {}): NotificationDraft => ({
  recipient: ADMIN_INBOX,
  kind: 'admin',
  type,
  title,
  message,
  ...none,
  ...(about.link && { link: about.link }),
  ...(about.name && { sealedName: about.name }),
});
const because = (reason: string | undefined) => (reason ? `: ${reason}` : '');

/* The services and catalogue contexts' approval events (services.events.ts, catalogue.events.ts). */
type ServiceDecisionData = { serviceId: string; providerId?: string; reason?: string };
type ProductDecisionData = { productId: string; vendorId: string; reason?: string };
/** ServiceOffered and ProductListed name it; ServiceUpdated and ProductUpdated may change it and say whether it goes back for approval. */
type ListingData = { serviceId?: string; productId?: string; name?: string; changes?: { name?: string }; resubmitted?: boolean };
/** A listing a seller offered (not an admin for them, nor the seed), or resubmitted, waits in the admin inbox. */
const awaitingApproval =
  (what: 'Service' | 'Product', seller: string, notedName: (d: ListingData, notes: Notes) => string | undefined) =>
  (event: RecordedEvent, notes: Notes): NotificationDraft[] => {
    const d = event.data as unknown as ListingData;
    const title = `${what} awaiting approval`;
    if (d.name !== undefined) return bySeller(event) ? [adminNotice('approval', title, `New ${what.toLowerCase()} ${d.name} is waiting for approval`)] : [];
    const name = d.changes?.name ?? notedName(d, notes) ?? '';
    return d.resubmitted ? [adminNotice('approval', title, `${named(what, name)} was changed by its ${seller} and is waiting for approval`)] : [];
  };
/**
 * The provider hears the decision on a service they offered or resubmitted (its note says it
 * awaited one), taken by an admin: not an admin's own Add Service, nor the seed's.
 */
function serviceDecision(event: RecordedEvent, notes: Notes, key: NotificationKey, title: string, message: (name: string) => string): NotificationDraft[] {
  const d = event.data as unknown as ServiceDecisionData;
  const note = notes.service(d.serviceId);
  if (note && (!note.awaiting || !byAdmin(event))) return [];
  const text = note?.name ? { text: says(key, { service: note.name, reason: d.reason }) } : {};
  return [{ recipient: note?.providerId ?? '', slot: 'provider', kind: 'provider', type: 'approval', title, message: message(note?.name ?? ''), ...none, ...text }];
}
/** The vendor hears an admin's decision on their product (the seed's approvals tell no one). */
function productDecision(event: RecordedEvent, notes: Notes, key: NotificationKey, title: string, message: (name: string) => string): NotificationDraft[] {
  const d = event.data as unknown as ProductDecisionData;
  if (!byAdmin(event)) return [];
  const name = notes.product(d.productId)?.name ?? '';
  const text = name ? { text: says(key, { product: name, reason: d.reason }) } : {};
  return [{ recipient: d.vendorId, kind: 'vendor', type: 'approval', title, message: message(name), ...none, ...text }];
}
/** 'Your service Plumbing', or 'Your service' when its name is unknown. */
const named = (what: string, name: string) => (name ? `${what} ${name}` : what);

/** The event types that notify someone, and whom: the four kinds of spec 3 and 7. */
export const NOTIFYING: Record<string, (event: RecordedEvent, notes: Notes) => NotificationDraft[]> = {
  OrderPlaced: (event) => {
    const d = event.data as unknown as OrderPlacedData;
    const ref = order(d.orderId, d.orderNumber);
    return [
      { recipient: ADMIN_INBOX, kind: 'admin', type: 'new_order', title: 'New order', message: `New order placed for ${rupees(d.totalPaise)} (${d.orderNumber})`, ...ref },
      {
        recipient: d.customerId,
        kind: 'customer',
        type: 'order_confirmation',
        title: 'Order placed',
        message: `Your order has been placed successfully (${d.orderNumber})`,
        ...ref,
        text: says('order.placed', { orderNumber: d.orderNumber }),
      },
      // One per vendor per order, naming what of theirs was bought and how much, for what the customer pays for it (after the coupon).
      ...d.fulfilments.map((f): NotificationDraft => {
        const amountPaise = f.subtotalPaise - couponDiscountPaise(f.lines, d.couponPercent ?? 0, d.couponOnQuotes);
        const lines = vendorLines(f.lines);
        return {
          recipient: f.vendorId,
          kind: 'vendor',
          type: 'new_order',
          title: 'New order',
          message: `New order ${d.orderNumber}: ${lines.english} for ${rupees(amountPaise)}`,
          ...ref,
          text: says('vendor.newOrder', { orderNumber: d.orderNumber, lines: lines.named, moreLines: lines.more || undefined, amountPaise }),
        };
      }),
    ];
  },
  // Spec 3 and 7: the provider and the customer hear of every change to a booking, named by its service and slot.
  BookingRequested: (event) => {
    const d = event.data as unknown as BookingRequestedData;
    const ref = bookingRef(d, NO_NOTES);
    return [
      bookingNotice(d.providerId, 'provider', d.bookingId, 'New booking request', `${d.serviceName} on ${ref.when}: please accept or decline`, aboutBooking('provider.bookingRequest', ref)),
      bookingNotice(d.customerId, 'customer', d.bookingId, 'Booking requested', `${theBooking('Your booking', ref)} is waiting for the provider`, aboutBooking('booking.requested', ref)),
    ];
  },
  BookingAccepted: (event, notes) => {
    const d = event.data as unknown as { bookingId: string; providerId: string; customerId: string };
    const ref = bookingRef(d, notes);
    // Accepted by an admin (for a provider who could not), the customer is not told the provider confirmed it.
    const customer = byAdmin(event)
      ? bookingNotice(d.customerId, 'customer', d.bookingId, 'Service Booking Confirmed', `${theBooking('Your booking', ref)} has been confirmed by the marketplace team`, aboutBooking('booking.confirmedByAdmin', ref))
      : bookingNotice(d.customerId, 'customer', d.bookingId, 'Service Booking Confirmed', `${theBooking('Your booking', ref)} has been confirmed by the provider`, aboutBooking('booking.confirmed', ref));
    return [
      customer,
      bookingNotice(
        d.providerId,
        'provider',
        d.bookingId,
        'Service Booking Confirmed',
        byAdmin(event) ? `The marketplace team confirmed ${theBooking('the booking', ref)}; it is in your upcoming bookings` : `You confirmed ${theBooking('the booking', ref)}; it is in your upcoming bookings`,
        aboutBooking(byAdmin(event) ? 'provider.bookingConfirmedByAdmin' : 'provider.bookingConfirmed', ref),
      ),
    ];
  },
  BookingDeclined: (event, notes) => {
    const d = event.data as unknown as BookingClosedData;
    const ref = bookingRef(d, notes);
    const customer = bookingNotice(d.customerId, 'customer', d.bookingId, 'Booking declined', `${theBooking('Your booking', ref)} was declined${because(d.reason)}`, aboutBooking('booking.declined', ref, { reason: d.reason }));
    if (!byAdmin(event)) return [customer];
    // Declined for them by the marketplace team: the provider hears of it, as of an admin's confirmation or cancellation.
    const provider = bookingNotice(
      d.providerId,
      'provider',
      d.bookingId,
      'Booking declined',
      `${theBooking('The booking', ref)} was declined by the marketplace team${because(d.reason)}`,
      aboutBooking('provider.bookingDeclinedByAdmin', ref, { reason: d.reason }),
    );
    return [provider, customer];
  },
  BookingCancelled: (event, notes) => {
    const d = event.data as unknown as BookingCancelledData;
    const ref = bookingRef(d, notes);
    const why = because(d.reason);
    const byWhom = d.cancelledBy === 'provider' ? ' by the provider' : d.cancelledBy === 'admin' ? ' by the marketplace team' : '';
    const byAdminReason = d.cancelledBy === 'admin' ? { reason: d.reason } : {};
    const customerKey = d.cancelledBy === 'provider' ? 'booking.cancelledByProvider' : d.cancelledBy === 'admin' ? 'booking.cancelledByAdmin' : 'booking.cancelled';
    return [
      bookingNotice(
        d.providerId,
        'provider',
        d.bookingId,
        'Booking cancelled',
        `${theBooking('The booking', ref)} was cancelled${d.cancelledBy === 'admin' ? byWhom + why : ''}`,
        aboutBooking(d.cancelledBy === 'admin' ? 'provider.bookingCancelledByAdmin' : 'provider.bookingCancelled', ref, byAdminReason),
      ),
      bookingNotice(d.customerId, 'customer', d.bookingId, 'Booking cancelled', `${theBooking('Your booking', ref)} was cancelled${byWhom}${why}`, aboutBooking(customerKey, ref, { reason: d.reason })),
    ];
  },
  BookingExpired: (event, notes) => {
    const d = event.data as unknown as BookingClosedData;
    const ref = bookingRef(d, notes);
    return [
      bookingNotice(d.providerId, 'provider', d.bookingId, 'Booking expired', `${theBooking('The booking request', ref, 'for')} expired without an answer`, aboutBooking('provider.bookingExpired', ref)),
      bookingNotice(d.customerId, 'customer', d.bookingId, 'Booking expired', `${theBooking('Your booking request', ref, 'for')} expired: the provider did not answer in time`, aboutBooking('booking.expired', ref)),
    ];
  },
  // The customer is asked for a review; the provider hears only when an admin marked it for them.
  BookingCompleted: (event, notes) => {
    const d = event.data as unknown as { bookingId: string; providerId: string; customerId: string; serviceName: string };
    const ref = bookingRef(d, notes);
    const notices = [
      bookingNotice(d.customerId, 'customer', d.bookingId, 'Booking completed', `${theBooking('Your booking', ref)} is complete. How did it go? Leave a review in My Bookings`, aboutBooking('booking.completed', ref)),
    ];
    if (byAdmin(event)) {
      notices.push(bookingNotice(d.providerId, 'provider', d.bookingId, 'Booking completed', `The marketplace team marked ${theBooking('the booking', ref)} completed`, aboutBooking('provider.bookingCompletedByAdmin', ref)));
    }
    return notices;
  },
  ReviewPosted: (event, notes) => {
    const d = event.data as unknown as { bookingId: string; providerId: string; serviceName: string; rating: number };
    const stars = `${d.rating} ${d.rating === 1 ? 'star' : 'stars'}`;
    const ref = bookingRef(d, notes);
    return [bookingNotice(d.providerId, 'provider', d.bookingId, 'New review', `A customer gave ${stars} to ${theBooking('the booking', ref)}`, aboutBooking('provider.review', ref, { rating: d.rating }), 'review')];
  },
  // The customer of the reviewed booking, from its note (the event names only the provider).
  ReviewReplyPosted: (event, notes) => {
    const d = event.data as unknown as { bookingId: string };
    const customerId = notes.booking(d.bookingId)?.customerId ?? '';
    const ref = bookingRef(d, notes);
    const message = `The provider replied to your review of ${theBooking('your booking', ref)}`;
    return [{ ...bookingNotice(customerId, 'customer', d.bookingId, 'Reply to your review', message, aboutBooking('booking.reviewReply', ref), 'review'), slot: 'customer' }];
  },
  // The other party of the thread (both, when an admin writes); the text stays in the thread, sealed.
  BookingMessageSent: (event, notes) => {
    const d = event.data as unknown as BookingMessageData;
    const writer = d.senderRole === 'admin' ? 'Our support team' : d.senderRole === 'provider' ? 'The provider' : 'The customer';
    const ref = bookingRef({ ...d, date: d.date ?? undefined }, notes);
    const notices: NotificationDraft[] = [];
    const fromSupport = d.senderRole === 'admin';
    if (d.providerId && d.providerId !== d.senderId) {
      const key = fromSupport ? 'provider.messageFromSupport' : 'provider.messageFromCustomer';
      notices.push(bookingNotice(d.providerId, 'provider', d.bookingId, 'New message', `${writer} wrote about ${theBooking('the booking', ref)}`, aboutBooking(key, ref)));
    }
    if (d.customerId && d.customerId !== d.senderId) {
      const key = fromSupport ? 'booking.messageFromSupport' : 'booking.messageFromProvider';
      notices.push(bookingNotice(d.customerId, 'customer', d.bookingId, 'New message', `${writer} wrote about ${theBooking('your booking', ref)}`, aboutBooking(key, ref)));
    }
    return notices;
  },
  // A service or product a seller offered, or changed where customers read it, waits for an admin.
  ServiceOffered: awaitingApproval('Service', 'provider', (d, notes) => notes.service(d.serviceId!)?.name),
  ServiceUpdated: awaitingApproval('Service', 'provider', (d, notes) => notes.service(d.serviceId!)?.name),
  // A provider still awaiting verification takes no bookings: their approved service waits for it (unknown before approvals named the provider).
  ServiceApproved: (event, notes) => {
    const d = event.data as unknown as ServiceDecisionData;
    if (d.providerId && notes.seller(d.providerId)?.verified === false) {
      return serviceDecision(event, notes, 'provider.serviceApprovedAwaitingVerification', 'Service approved', (name) => `${named('Your service', name)} was approved and customers can book it once your account is verified`);
    }
    return serviceDecision(event, notes, 'provider.serviceApproved', 'Service approved', (name) => `${named('Your service', name)} was approved and customers can book it now`);
  },
  ServiceRejected: (event, notes) => {
    const d = event.data as unknown as ServiceDecisionData;
    return serviceDecision(event, notes, 'provider.serviceRejected', 'Service rejected', (name) => `${named('Your service', name)} was rejected${because(d.reason)}`);
  },
  ProductListed: awaitingApproval('Product', 'vendor', (d, notes) => notes.product(d.productId!)?.name),
  ProductUpdated: awaitingApproval('Product', 'vendor', (d, notes) => notes.product(d.productId!)?.name),
  ProductApproved: (event, notes) => productDecision(event, notes, 'vendor.productApproved', 'Product approved', (name) => `${named('Your product', name)} was approved`),
  ProductRejected: (event, notes) => {
    const d = event.data as unknown as ProductDecisionData;
    return productDecision(event, notes, 'vendor.productRejected', 'Product rejected', (name) => `${named('Your product', name)} was rejected${because(d.reason)}`);
  },
  // A supplier's or provider's own sign-up (not an admin's Add Vendor, nor the seed) waits for verification, named, on its record.
  UserRegistered: (event) => {
    const d = event.data as unknown as { userId: string; role: string; name?: string; application?: { fields?: { expertise?: string; companyName?: string } } };
    const actor = event.metadata.actor;
    if (!d.application || actor.kind !== 'user' || actor.userId !== d.userId) return [];
    if (d.role === 'vendor') {
      const name = sealedName(d.application.fields?.companyName);
      const who = name ? `New supplier ${NAME_SLOT}` : 'A new supplier';
      return [adminNotice('sign_up', 'New supplier', `${who} signed up and is waiting for verification`, { link: backOffice('vendors', d.userId), name })];
    }
    if (d.role !== 'provider') return [];
    const expertise = d.application.fields?.expertise;
    const name = sealedName(d.name);
    const who = name ? `New service provider ${NAME_SLOT}` : 'A new service provider';
    return [adminNotice('sign_up', 'New service provider', `${who}${expertise ? ` (${expertise})` : ''} signed up and is waiting for verification`, { link: backOffice('providers', d.userId), name })];
  },
  // Named from the seller's note (the event names only their id), opening the payout's page in Payouts.
  PayoutRequested: (event, notes) => {
    const d = event.data as unknown as { sellerId: string; sellerKind: string; payoutId: string; amountPaise: number };
    const kind = d.sellerKind === 'provider' ? 'service provider' : 'vendor';
    const name = notes.seller(d.sellerId)?.name ?? null;
    const who = name ? `${kind === 'vendor' ? 'Vendor' : 'Service provider'} ${NAME_SLOT}` : `A ${kind}`;
    // Its own page, not a filtered Payouts list: react-admin would keep that filter, hiding the other requests later.
    return [adminNotice('payout', 'Payout requested', `${who} asked for a payout of ${rupees(d.amountPaise)}`, { link: backOffice('payouts', d.payoutId), name })];
  },
  PayoutPaid: (event, notes) => {
    const d = event.data as unknown as { sellerId: string; payoutId: string; amountPaise: number; reference: string };
    const kind = notes.payout(d.payoutId)?.sellerKind ?? 'vendor';
    const text = says(d.reference ? 'seller.payoutPaidWithReference' : 'seller.payoutPaid', { amountPaise: d.amountPaise, reference: d.reference });
    return [{ recipient: d.sellerId, kind, type: 'payout', title: 'Payout paid', message: `Your payout of ${rupees(d.amountPaise)} was paid${d.reference ? ` (reference ${d.reference})` : ''}`, ...none, text }];
  },
  TicketOpened: (event) => {
    const d = event.data as unknown as { reference: string; subject: string };
    return [adminNotice('ticket_opened', 'New support message', `A customer wrote to support about ${d.subject} (${d.reference})`)];
  },
  TicketAnswered: (event) => {
    const d = event.data as unknown as { ticketId: string; reference: string; customerId: string };
    return [
      {
        recipient: d.customerId,
        kind: 'customer',
        type: 'ticket_answered',
        title: 'Support reply',
        message: `We have answered your message ${d.reference}`,
        ...none,
        text: says('ticket.answered', { reference: d.reference }),
      },
    ];
  },
  // The product's vendor hears of each enquiry, and opens it in the back office to answer or quote.
  EnquirySubmitted: (event) => {
    const d = event.data as unknown as EnquirySubmittedData;
    const what = lineInEnglish({ name: d.productName, quantity: d.quantity, unit: d.unit });
    return [
      {
        recipient: d.vendorId,
        kind: 'vendor',
        type: 'enquiry_update',
        title: 'New enquiry',
        message: `New enquiry for ${what}`,
        ...none,
        link: backOffice('enquiries', d.enquiryId),
        text: says('vendor.newEnquiry', { product: d.productName, quantity: d.quantity, unit: d.unit }),
      },
    ];
  },
  EnquiryAnswered: (event) => {
    const d = event.data as unknown as EnquiryReplyData;
    return enquiryNotice(d, 'Enquiry answered', `The vendor answered your enquiry about ${d.productName}`, d.productName ? says('enquiry.answered', { product: d.productName }) : undefined);
  },
  EnquiryQuoted: (event) => {
    const d = event.data as unknown as EnquiryReplyData;
    const known = d.productName && d.quantity !== undefined && d.unit && d.pricePaise !== undefined;
    // A quote holds to the end of its last India day (schema 3); earlier quotes had no end and say none.
    const lastDay = d.validUntil ? businessDay(d.validUntil) : undefined;
    const params = { product: d.productName!, quantity: d.quantity, unit: d.unit, pricePaise: d.pricePaise, date: lastDay };
    const text = known ? says(lastDay ? 'enquiry.quotedUntil' : 'enquiry.quoted', params) : undefined;
    const until = lastDay ? `, valid until ${formatIndianDay(lastDay)}` : '';
    return enquiryNotice(d, 'Quote received', `Quote for ${d.productName}: ${d.quantity} ${d.unit} at ${rupees(d.pricePaise ?? 0)} per ${d.unit}${until}`, text);
  },
  // Closed by its vendor or an admin: the customer learns no answer or quote will follow (schema 1 names no one: no notice).
  EnquiryClosed: (event) => {
    const d = event.data as unknown as EnquiryReplyData;
    return enquiryNotice(d, 'Enquiry closed', `The vendor closed your enquiry about ${d.productName}`, d.productName ? says('enquiry.closed', { product: d.productName }) : undefined);
  },
  // A vendor's part cancelled (by them, or by an admin): the customer hears of it, and the vendor too when it was an admin.
  FulfilmentStatusChanged: (event, notes) => {
    const d = event.data as unknown as PartCancelledData;
    if (d.to !== 'cancelled') return [];
    if (!byAdmin(event)) {
      return [withReason(cancelNotice(d.customerId, 'customer', d.orderId, d.orderNumber, 'Cancelled by the seller', `The seller cancelled their part of your order ${d.orderNumber}`, 'order.partCancelled'), d.reason)];
    }
    return [
      withReason(cancelNotice(d.customerId, 'customer', d.orderId, d.orderNumber, 'Order cancelled', `Our team cancelled part of your order ${d.orderNumber}`, 'order.partCancelledByAdmin'), d.reason),
      toVendorTold(notes, d.orderId, d.vendorId, 'Order cancelled', (n) => `Our team cancelled your part of order ${n}: do not ship it`, 'vendor.partCancelledByAdmin'),
    ];
  },
  // A whole order cancelled by its customer or an admin, before anything shipped: its vendors must not ship it, and the customer hears of it.
  OrderCancelled: (event, notes) => {
    const d = event.data as unknown as OrderCancelledData;
    if (d.reason !== 'customer' && d.reason !== 'admin') return [];
    // The customer's own order notice names them and the order's number (held or shown: they placed it either way).
    const customer = notes.orderNotice(d.orderId, 'customer');
    const orderNumber = customer?.orderNumber ?? '';
    const toCustomer = (message: string, key: NotificationKey) => ({ ...cancelNotice(customer?.recipient ?? '', 'customer', d.orderId, orderNumber, 'Order cancelled', message, key), slot: 'customer' });
    if (d.reason === 'customer') {
      // Their own cancellation confirmed, as their own booking's is (booking.cancelled).
      return [
        toCustomer(`Your order ${orderNumber} was cancelled`, 'order.cancelled'),
        ...d.vendorIds.map((v) => toVendorTold(notes, d.orderId, v, 'Order cancelled', (n) => `The customer cancelled order ${n}: do not ship it`, 'vendor.orderCancelled', true)),
      ];
    }
    return [
      toCustomer(`Our team cancelled your order ${orderNumber}`, 'order.cancelledByAdmin'),
      ...d.vendorIds.map((v) => toVendorTold(notes, d.orderId, v, 'Order cancelled', (n) => `Our team cancelled order ${n}: do not ship it`, 'vendor.orderCancelledByAdmin', true)),
    ];
  },
  OrderRefunded: (event, notes) => {
    const d = event.data as unknown as RefundData;
    return d.reason === LATE_PAYMENT_REFUND
      ? refundNotice(notes, d, 'order.latePaymentRefunded', (n, amount) => `Your payment of ${amount} for order ${n} arrived after the order was cancelled, so it was refunded`)
      : refundNotice(notes, d, 'order.refunded', (n, amount) => `${amount} of your payment for order ${n} was refunded`);
  },
  DuplicatePaymentRefunded: (event, notes) =>
    refundNotice(notes, event.data as unknown as RefundData, 'order.duplicatePaymentRefunded', (n, amount) => `You paid for order ${n} twice: the second payment of ${amount} was refunded`),
  FulfilmentShipped: (event) => {
    const d = event.data as unknown as FulfilmentShippedData;
    return deliveryNotice(d, 'order.shipped', 'Order shipped', `Your order ${d.orderNumber} has been shipped by ${d.courierName} (tracking id ${d.trackingId})`);
  },
  // The vendor corrected the courier or tracking id the customer was given at shipping.
  FulfilmentTrackingUpdated: (event) => {
    const d = event.data as unknown as FulfilmentShippedData;
    return deliveryNotice(d, 'order.trackingUpdated', 'Tracking updated', `Your order ${d.orderNumber} is with ${d.courierName} (tracking id ${d.trackingId})`);
  },
};
