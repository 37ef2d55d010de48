import { defineProjection } from '../../platform/projections/projection';
import { evolveNote, isNoteId, NO_NOTES, NOTE_EVENTS, NoteDoc, notesFrom, notesRead, noteWritten } from './notification-notes';
import { NotificationDraft, NOTIFYING } from './notification-sources';
import { heldNoticeIds, heldOrder, noticeIdOf, ORDER_OUTCOMES, Release, releaseOf, settle } from './order-notices';
import { NotificationRead } from './notifications.events';

export interface NotificationDoc extends Omit<NotificationDraft, 'slot'> {
  _id: string;
  /** held: drafted, shown to nobody until its order stands (order-notices.ts). */
  status: 'held' | 'unread' | 'read';
  /** A held order notice: the order event that shows it. */
  releaseOn?: Release;
  /** A shown vendor's order notice whose part was cancelled since (order-notices.ts `settle`): bookkeeping, never sent. */
  partCancelled?: true;
  createdAt: string;
  readAt: string | null;
  /** Log position of the causing event: the live stream sends what is newer than it last sent. */
  seq: number;
}

/**
 * Every notification of every kind, fed only from the bus (spec 3 Notifications). One
 * document per recipient per causing event; NotificationRead marks one read. The notes later
 * events' notices read (notification-notes.ts) are documents of the same collection, never shown.
 */
export const notificationsProjection = defineProjection<NotificationDoc | NoteDoc>({
  name: 'notifications',
  // 2: notices of approvals, completions, reviews, payouts, sign-ups and tickets; booking notices name the service and slot.
  // 3: sign-up and payout-request notices name the seller (sealed, opened when read) and link to the record; sellers' notes.
  // 4: notices a customer, vendor or provider reads carry their words as data (`text`: key and parameters) for the storefront's
  //    languages; a vendor's new order names what and how much of it was bought.
  // 5: a vendor's held new-order notice goes when that vendor cancels their part before the order stands; a payout
  //    request's notice opens the payout's own page (/admin/payouts/<id>/show), not a filter Payouts would keep.
  // 6: a service approved while its provider awaits verification says customers can book it once they are verified
  //    (a provider's note keeps whether they are), not now.
  // 7: a vendor hears of each wholesale enquiry about their product (EnquirySubmitted), linking to it in the back office;
  //    a cancellation tells the other side: a part cancelled tells the customer (and its vendor, when an admin did it), an
  //    order cancelled by its customer or an admin tells its vendors (those its new-order notice was shown to) and the customer.
  // 8: a quote's notice says the last day it may be ordered (enquiry.quotedUntil); an enquiry closed by its vendor or an
  //    admin tells its customer (EnquiryClosed schema 2 names them; earlier closings name no one and tell no one).
  // 9: an order cancelled after a vendor's part was (by them or an admin) tells only the vendors whose parts it cancels.
  // 10: a booking declined by an admin tells its provider too (provider.bookingDeclinedByAdmin).
  // 11: a booking accepted by an admin tells its customer the marketplace team confirmed it (booking.confirmedByAdmin), not the provider.
  // 12: an order cancelled by its customer confirms it to them (order.cancelled), as their own booking's cancellation does.
  // 13: a refund tells the customer (order.refunded; order.latePaymentRefunded for a hosted payment that came after its order
  //     was cancelled; order.duplicatePaymentRefunded for a second payment), naming the order from its note (OrderPlaced's).
  // 14: a booking's slot says its zone ('1 Dec 2026 at 10:00 IST'), as every time on screen does.
  version: 14,
  collection: 'notifications',
  indexes: [{ fields: { recipient: 1, createdAt: -1 } }, { fields: { recipient: 1, status: 1 } }, { fields: { recipient: 1, seq: 1 } }],
  // No notice quotes a name, address or message in clear: the events stay sealed, a notice's name stays sealed (opened when read).
  sealedPersonalData: true,
  canHandle: [...new Set([...Object.keys(NOTIFYING), ...ORDER_OUTCOMES, ...NOTE_EVENTS, 'NotificationRead'])],
  documentIds: (event) => {
    if (event.type === 'NotificationRead') return [(event.data as NotificationRead['data']).notificationId];
    // Without notes each source drafts every notice it might make: the ids its evolve may fill.
    const notices = NOTIFYING[event.type]?.(event, NO_NOTES).map((draft) => noticeIdOf(event, draft)) ?? [];
    // An order's outcome settles its held notices, and may make notices of its own (a cancellation's).
    if (ORDER_OUTCOMES.includes(event.type)) return [...heldNoticeIds(event), ...noteWritten(event), ...notices];
    return [...noteWritten(event), ...notices];
  },
  contextIds: notesRead,
  evolve: (doc, event, id, context) => {
    if (isNoteId(id)) return evolveNote(doc as NoteDoc | null, event, id);
    const notice = doc as NotificationDoc | null;
    if (event.type === 'NotificationRead') {
      const { readAt } = (event as unknown as NotificationRead).data;
      return notice && (notice.status === 'unread' || notice.status === 'read') ? { ...notice, status: 'read', readAt } : notice;
    }
    if (ORDER_OUTCOMES.includes(event.type) && heldNoticeIds(event).includes(id)) return notice && settle(notice, event);
    if (notice) return notice;
    const draft = NOTIFYING[event.type]?.(event, notesFrom(context ?? (() => null))).find((d) => noticeIdOf(event, d) === id);
    if (!draft || !draft.recipient) return null;
    const { slot, ...fields } = draft;
    const held = heldOrder(event) ? { status: 'held' as const, releaseOn: releaseOf(event) } : { status: 'unread' as const };
    return { _id: id, ...fields, ...held, readAt: null, createdAt: event.metadata.occurredAt, seq: event.position };
  },
});
