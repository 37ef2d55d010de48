import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';

/** Who a notification is for: a person (their user id) or the shared admin inbox every admin reads. */
export const ADMIN_INBOX = 'admins';
export const NOTIFICATION_KINDS = ['admin', 'customer', 'vendor', 'provider'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_TYPES = ['new_order', 'order_confirmation', 'order_update', 'service_booking', 'ticket_answered', 'enquiry_update', 'ticket_opened', 'approval', 'review', 'payout', 'sign_up'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The only event the notifications context records: notifications themselves are derived
 * from other contexts' events (the log already holds them), so reading one is the sole change.
 */
export type NotificationRead = DomainEvent<'NotificationRead', { notificationId: string; recipient: string; readAt: string }>;
export type NotificationEvent = NotificationRead;

export const NOTIFICATION_EVENT_TYPES: EventTypeDefinition[] = [{ type: 'NotificationRead', context: 'notifications', schemaVersion: 1 }];

/** The notification id is `<causing event id>.<recipient>`: stable across replays, one per recipient per event. */
export const notificationId = (eventId: string, recipient: string) => `${eventId}.${recipient}`;
/** An order's own notice to one slot ('admins', 'customer', a vendor's id), drafted when it is placed (order-notices.ts). */
export const orderNoticeId = (orderId: string, slot: string) => notificationId(`order-${orderId}`, slot);
export const notificationStream = (id: string) => `notification-${id}`;
