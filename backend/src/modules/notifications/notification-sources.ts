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
interface FulfilmentShippedData {
  orderId: string;
  orderNumber: string;
  customerId: string;
  vendorId: string;
  trackingId: string;
  courierName: string;
}

const order = (orderId: string, orderNumber: string) => ({ orderId, orderNumber, bookingId: null });

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
  TicketAnswered: (event) => {
    const d = event.data as unknown as { ticketId: string; reference: string; customerId: string };
    return [
      { recipient: d.customerId, kind: 'customer', type: 'ticket_answered', title: 'Support reply', message: `We have answered your message ${d.reference}`, orderId: null, orderNumber: null, bookingId: null },
    ];
  },
  FulfilmentShipped: (event) => {
    const d = event.data as unknown as FulfilmentShippedData;
    return [
      {
        recipient: d.customerId,
        kind: 'customer',
        type: 'order_update',
        title: 'Order shipped',
        message: `Your order ${d.orderNumber} has been shipped by ${d.courierName} (tracking id ${d.trackingId})`,
        ...order(d.orderId, d.orderNumber),
      },
    ];
  },
};
