import type { NotificationKey } from '@bazaar/common';
import { RecordedEvent } from '../../platform/event-store/event';
import { NotificationDraft } from './notification-sources';
import { ADMIN_INBOX, notificationId, orderNoticeId } from './notifications.events';
import type { NotificationDoc } from './notifications.projection';

/*
 * An order's notices (the admins', the customer's, one per vendor) are drafted when it is
 * placed and held, shown to nobody, until the order stands: its stock held (OrderConfirmed)
 * for cash on delivery, its payment taken (OrderPaid) on the hosted gateway. So a checkout
 * refused for stock or a coupon tells nobody of an order, and vendors hear of an online
 * order once it is paid. A hosted payment that fails or runs out turns the customer's held
 * notice into one that says so; the other held notices of a cancelled order are deleted (nobody
 * will ever see them, and refused checkouts would otherwise pile them up). Held notices are keyed on the order and a slot (the admin
 * inbox, 'customer', each vendor's id), which the order's later events all name; a vendor who
 * cancels their part before the order stands loses their held notice. Orders
 * placed before schema 2 (notifiedAtPlacement) showed theirs at once, keyed on the OrderPlaced.
 */

/** The order event that shows an order's held notices. */
export type Release = 'OrderConfirmed' | 'OrderPaid';

/** The orders context's events (modules/orders/orders.events.ts), the fields read here. */
interface PlacedData {
  orderId: string;
  paymentMethod: string;
  notifiedAtPlacement?: true;
}
interface OutcomeData {
  orderId: string;
  vendorIds: string[];
  reason?: string;
}
/** FulfilmentStatusChanged: one vendor's part moved (here, cancelled). */
interface PartData {
  orderId: string;
  vendorId: string;
  to: string;
}

const slotOf = (draft: NotificationDraft) => (draft.kind === 'customer' ? 'customer' : draft.recipient);

/** Whether an event's notices are an order's, held until it stands. */
export const heldOrder = (event: RecordedEvent): boolean => event.type === 'OrderPlaced' && !(event.data as unknown as PlacedData).notifiedAtPlacement;

/** What shows a held order's notices: its payment on the hosted gateway, its confirmation otherwise. */
export const releaseOf = (event: RecordedEvent): Release => ((event.data as unknown as PlacedData).paymentMethod === 'sandbox' ? 'OrderPaid' : 'OrderConfirmed');

/** The id of the notice `draft` that `event` makes. */
export const noticeIdOf = (event: RecordedEvent, draft: NotificationDraft): string =>
  heldOrder(event) ? orderNoticeId((event.data as unknown as PlacedData).orderId, slotOf(draft)) : notificationId(event.metadata.eventId, draft.slot ?? draft.recipient);

/**
 * The order events that settle its held notices. A vendor's part cancelled (FulfilmentStatusChanged
 * to cancelled) settles that vendor's alone: cancelled before the order stood, its notice goes, so
 * the vendor is never told of a "New order" for goods they already cancelled.
 */
export const ORDER_OUTCOMES = ['OrderConfirmed', 'OrderPaid', 'OrderCancelled', 'FulfilmentStatusChanged'];

/** The held notices of the order an outcome is about (every slot it may have; a part's, its vendor's). */
export function heldNoticeIds(event: RecordedEvent): string[] {
  if (!ORDER_OUTCOMES.includes(event.type)) return [];
  if (event.type === 'FulfilmentStatusChanged') {
    const { orderId, vendorId, to } = event.data as unknown as PartData;
    return to === 'cancelled' ? [orderNoticeId(orderId, vendorId)] : [];
  }
  const { orderId, vendorIds } = event.data as unknown as OutcomeData;
  return [ADMIN_INBOX, 'customer', ...vendorIds].map((slot) => orderNoticeId(orderId, slot));
}

const LOST_PAYMENT: Record<string, { key: NotificationKey; message: (orderNumber: string | null) => string }> = {
  payment_failed: { key: 'order.paymentFailed', message: (n) => `Payment for your order ${n} did not go through, so the order was cancelled` },
  payment_timeout: { key: 'order.paymentTimeout', message: (n) => `Your order ${n} was not paid in time, so it was cancelled` },
};

/**
 * What an order's outcome does to one of its held notices: shows it (its release, at that
 * event's time and log position, so live streams send it then), tells the customer their
 * payment was lost, deletes it (null: its order was cancelled before it stood), or nothing.
 */
export function settle(doc: NotificationDoc, event: RecordedEvent): NotificationDoc | null {
  const partCancelled = event.type === 'FulfilmentStatusChanged' && (event.data as unknown as PartData).to === 'cancelled' && doc.kind === 'vendor';
  // Shown, it stays as its vendor read it; their part cancelled is noted, so the rest of the order cancelled later does not tell them again.
  if (doc.status !== 'held') return partCancelled ? { ...doc, partCancelled: true } : doc;
  const shown = { status: 'unread' as const, createdAt: event.metadata.occurredAt, seq: event.position };
  if (event.type === doc.releaseOn) return { ...doc, ...shown };
  // Its vendor cancelled their part before the order stood: nothing of it is theirs to hear of.
  if (event.type === 'FulfilmentStatusChanged') return partCancelled ? null : doc;
  if (event.type !== 'OrderCancelled') return doc;
  const lost = doc.kind === 'customer' ? LOST_PAYMENT[(event.data as unknown as OutcomeData).reason ?? ''] : undefined;
  if (!lost) return null;
  const text = doc.orderNumber ? { text: { key: lost.key, params: { orderNumber: doc.orderNumber } } } : {};
  return { ...doc, ...shown, type: 'order_update', title: 'Payment failed', message: lost.message(doc.orderNumber), ...text };
}
