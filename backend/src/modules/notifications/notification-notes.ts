import { RecordedEvent } from '../../platform/event-store/event';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { orderNoticeId } from './notifications.events';

/*
 * What the notifications read model remembers of a booking, a service, a product, a payout or a seller,
 * so that the notices of its later events can say what they are about: BookingAccepted names
 * neither the service nor the slot, ServiceApproved neither the service nor whether its provider
 * is verified yet,
 * ReviewReplyPosted not the customer, PayoutPaid not whether the seller is a vendor or a
 * provider, PayoutRequested not the seller's name. A note is a document of the same collection (status 'note', never listed, counted
 * nor markable), written from the events that carry these facts; the projection's evolve reads
 * it through `contextIds` (ADR 0046), as it stood before the event. Events recorded before any
 * of this get the same text on a rebuild, since the note is rebuilt from the same log.
 */

export interface BookingNote {
  of: 'booking';
  serviceName: string;
  date: string;
  time: string;
  customerId: string;
  providerId: string;
}
export interface ServiceNote {
  of: 'service';
  providerId: string;
  name: string;
  /** Offered or resubmitted by its provider, and not yet approved or rejected: its decision is news to them. */
  awaiting: boolean;
}
export interface ProductNote {
  of: 'product';
  vendorId: string;
  name: string;
}
export interface PayoutNote {
  of: 'payout';
  sellerKind: 'vendor' | 'provider';
}
/** A vendor or provider: their name (a vendor's company name), still sealed, for the admins' notices of their payouts. */
export interface SellerNote {
  of: 'seller';
  /** Sealed with the seller's key (opened when the notice is read); null when unknown or recorded in clear. */
  name: string | null;
  /**
   * A provider's: verified by an admin (ProviderVerified), so their approved services take bookings;
   * false while they await it. Absent on a vendor's note.
   */
  verified?: boolean;
}
/**
 * An order's customer and number, for the notices of its refunds (OrderRefunded and
 * DuplicatePaymentRefunded name neither). Its own held notice cannot serve: an order cancelled
 * before it stood lost it, and a payment arriving after that is refunded all the same.
 */
export interface OrderNote {
  of: 'order';
  customerId: string;
  orderNumber: string;
}
export type Note = BookingNote | ServiceNote | ProductNote | PayoutNote | SellerNote | OrderNote;
/**
 * An order's own notice to one slot ('customer', a vendor's id; order-notices.ts), read by the
 * notices of its cancellation: whom it tells, the order's number, whether it was shown (an
 * order still held, never shown, is no news to cancel), and whether its vendor's part was
 * cancelled since (they were told then; the rest of the order cancelled later is not theirs).
 */
export interface OrderNotice {
  recipient: string;
  orderNumber: string | null;
  shown: boolean;
  partCancelled: boolean;
}

export interface NoteDoc {
  _id: string;
  status: 'note';
  note: Note;
}

const bookingNoteId = (bookingId: string) => `note:booking-${bookingId}`;
const serviceNoteId = (serviceId: string) => `note:service-${serviceId}`;
const productNoteId = (productId: string) => `note:product-${productId}`;
const payoutNoteId = (payoutId: string) => `note:payout-${payoutId}`;
const sellerNoteId = (sellerId: string) => `note:seller-${sellerId}`;
const orderNoteId = (orderId: string) => `note:order-${orderId}`;

/** The notes a notice source may read, each of the kind asked for or null. */
export interface Notes {
  booking(bookingId: string): BookingNote | null;
  service(serviceId: string): ServiceNote | null;
  product(productId: string): ProductNote | null;
  payout(payoutId: string): PayoutNote | null;
  seller(sellerId: string): SellerNote | null;
  orderNotice(orderId: string, slot: string): OrderNotice | null;
  order(orderId: string): OrderNote | null;
}

export function notesFrom(read: (id: string) => unknown): Notes {
  const note = <N extends Note>(id: string, of: N['of']): N | null => {
    const doc = read(id) as Partial<NoteDoc> | null;
    return doc?.status === 'note' && doc.note?.of === of ? (doc.note as N) : null;
  };
  return {
    booking: (id) => note<BookingNote>(bookingNoteId(id), 'booking'),
    service: (id) => note<ServiceNote>(serviceNoteId(id), 'service'),
    product: (id) => note<ProductNote>(productNoteId(id), 'product'),
    payout: (id) => note<PayoutNote>(payoutNoteId(id), 'payout'),
    seller: (id) => note<SellerNote>(sellerNoteId(id), 'seller'),
    order: (id) => note<OrderNote>(orderNoteId(id), 'order'),
    orderNotice: (orderId, slot) => {
      const doc = read(orderNoticeId(orderId, slot)) as { recipient?: string; orderNumber?: string | null; status?: string; partCancelled?: true } | null;
      if (!doc?.recipient || !['held', 'unread', 'read'].includes(doc.status ?? '')) return null;
      return { recipient: doc.recipient, orderNumber: doc.orderNumber ?? null, shown: doc.status !== 'held', partCancelled: doc.partCancelled === true };
    },
  };
}

/** No notes at all: each source then drafts every notice it might make (the document ids to load). */
export const NO_NOTES: Notes = notesFrom(() => null);

type Data = Record<string, unknown>;
/** An admin's doing: not the demo seed's (system), nor the seller's own. */
export const byAdmin = (event: RecordedEvent) => event.metadata.actor.kind === 'user' && event.metadata.actor.role === 'admin';
/** A seller's own doing (a provider's offer): not an admin's for them, nor the seed's (system). */
export const bySeller = (event: RecordedEvent) => event.metadata.actor.kind === 'user' && !byAdmin(event);
const nameChange = (data: Data) => (data.changes as { name?: string } | undefined)?.name;
/**
 * A name as a notice may keep it: sealed (the read model holds no name in clear; the feed opens
 * it when read, an erased person's as [erased]). A value recorded before sealing is not kept.
 */
export const sealedName = (value: unknown): string | null => (PersonalDataCipher.isSealed(value) ? (value as string) : null);
/** A seller's note after their registration or a profile change naming them anew (`name` the event's field, or absent). */
const sellerName = (idField: string, nameOf: (d: Data) => unknown, verified?: boolean) => ({
  id: (d: Data) => sellerNoteId(d[idField] as string),
  evolve: (note: Note | null, _event: RecordedEvent, d: Data): Note | null => {
    const before = note?.of === 'seller' ? note : null;
    const known = verified ?? before?.verified;
    return { of: 'seller', name: sealedName(nameOf(d)) ?? before?.name ?? null, ...(known !== undefined && { verified: known }) };
  },
});

/** OrderCancelled's reasons for a checkout the customer was answered 409, before any payment page. */
const REFUSED_CHECKOUT = ['out_of_stock', 'coupon_unavailable', 'quote_unavailable'];

/** The note each event writes: its id, and the note after it. */
const NOTE_WRITERS: Record<string, { id: (data: Data) => string | null; evolve: (note: Note | null, event: RecordedEvent, data: Data) => Note | null }> = {
  BookingRequested: {
    id: (d) => bookingNoteId(d.bookingId as string),
    evolve: (_note, _event, d) => ({
      of: 'booking',
      serviceName: d.serviceName as string,
      date: d.date as string,
      time: d.time as string,
      customerId: d.customerId as string,
      providerId: d.providerId as string,
    }),
  },
  ServiceOffered: {
    id: (d) => serviceNoteId(d.serviceId as string),
    evolve: (_note, event, d) => ({ of: 'service', providerId: d.providerId as string, name: d.name as string, awaiting: bySeller(event) }),
  },
  ServiceUpdated: {
    id: (d) => serviceNoteId(d.serviceId as string),
    evolve: (note, _event, d) => note?.of === 'service' ? { ...note, name: nameChange(d) ?? note.name, awaiting: note.awaiting || d.resubmitted === true } : note,
  },
  ServiceApproved: { id: (d) => serviceNoteId(d.serviceId as string), evolve: (note) => (note?.of === 'service' ? { ...note, awaiting: false } : note) },
  ServiceRejected: { id: (d) => serviceNoteId(d.serviceId as string), evolve: (note) => (note?.of === 'service' ? { ...note, awaiting: false } : note) },
  ProductListed: {
    id: (d) => productNoteId(d.productId as string),
    evolve: (_note, _event, d) => ({ of: 'product', vendorId: d.vendorId as string, name: d.name as string }),
  },
  ProductUpdated: {
    id: (d) => productNoteId(d.productId as string),
    evolve: (note, _event, d) => (note?.of === 'product' ? { ...note, name: nameChange(d) ?? note.name } : note),
  },
  // A registration that only opened the record (no profile yet) keeps the name a note already has.
  VendorRegistered: sellerName('vendorId', (d) => d.companyName),
  VendorProfileUpdated: sellerName('vendorId', (d) => (d.changes as { companyName?: string } | undefined)?.companyName),
  // A provider starts awaiting verification; ProviderVerified ends it.
  ProviderRegistered: sellerName('providerId', (d) => d.name, false),
  ProviderProfileUpdated: sellerName('providerId', nameChange),
  ProviderVerified: sellerName('providerId', () => undefined, true),
  // Cash on delivery is never refunded (its money is in only once no part is left open, and a
  // delivered part cannot be cancelled), so its order keeps no note: one row less per order.
  OrderPlaced: {
    id: (d) => (d.paymentMethod === 'cod' ? null : orderNoteId(d.orderId as string)),
    evolve: (_note, _event, d) => ({ of: 'order', customerId: d.customerId as string, orderNumber: d.orderNumber as string }),
  },
  // A checkout refused (stock, coupon, quote) took no payment and has no payment page: nothing of it will be refunded.
  OrderCancelled: {
    id: (d) => orderNoteId(d.orderId as string),
    evolve: (note, _event, d) => (REFUSED_CHECKOUT.includes(d.reason as string) ? null : note),
  },
  PayoutRequested: {
    id: (d) => payoutNoteId(d.payoutId as string),
    evolve: (_note, _event, d) => ({ of: 'payout', sellerKind: d.sellerKind === 'provider' ? 'provider' : 'vendor' }),
  },
};

/** The notes (and an order's own notices) each event's notices read. */
const NOTES_READ: Record<string, (data: Data) => string | string[]> = {
  ...Object.fromEntries(
    ['BookingAccepted', 'BookingDeclined', 'BookingCancelled', 'BookingExpired', 'BookingCompleted', 'ReviewPosted', 'ReviewReplyPosted', 'BookingMessageSent'].map((type) => [
      type,
      (d: Data) => [bookingNoteId(d.bookingId as string)],
    ]),
  ),
  ...Object.fromEntries(['ServiceUpdated', 'ServiceRejected'].map((type) => [type, (d: Data) => serviceNoteId(d.serviceId as string)])),
  // And its provider's, whose verification says whether customers can book it yet (an approval recorded before it named them reads none).
  ServiceApproved: (d) => [serviceNoteId(d.serviceId as string), ...(typeof d.providerId === 'string' ? [sellerNoteId(d.providerId)] : [])],
  ...Object.fromEntries(['ProductUpdated', 'ProductApproved', 'ProductRejected'].map((type) => [type, (d: Data) => productNoteId(d.productId as string)])),
  PayoutPaid: (d) => payoutNoteId(d.payoutId as string),
  PayoutRequested: (d) => sellerNoteId(d.sellerId as string),
  // A cancellation tells those its order's notices were shown to.
  FulfilmentStatusChanged: (d) => orderNoticeId(d.orderId as string, d.vendorId as string),
  OrderCancelled: (d) => ['customer', ...(d.vendorIds as string[])].map((slot) => orderNoticeId(d.orderId as string, slot)),
  // A refund tells the order's customer.
  OrderRefunded: (d) => orderNoteId(d.orderId as string),
  DuplicatePaymentRefunded: (d) => orderNoteId(d.orderId as string),
};

/** The event types that write or read a note. */
export const NOTE_EVENTS = [...new Set([...Object.keys(NOTE_WRITERS), ...Object.keys(NOTES_READ)])];

export const isNoteId = (id: string) => id.startsWith('note:');

/** The note `event` writes, if any. */
export const noteWritten = (event: RecordedEvent): string[] => {
  const writer = NOTE_WRITERS[event.type];
  const id = writer?.id(event.data as Data);
  return id ? [id] : [];
};

/** The note `event`'s notices read, if any. */
export const notesRead = (event: RecordedEvent): string[] => {
  const read = NOTES_READ[event.type];
  return read ? [read(event.data as Data)].flat() : [];
};

/** The note document after `event`. */
export function evolveNote(doc: NoteDoc | null, event: RecordedEvent, id: string): NoteDoc | null {
  const note = NOTE_WRITERS[event.type].evolve(doc?.note ?? null, event, event.data as Data);
  return note && { _id: id, status: 'note', note };
}
