import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { ADMIN_INBOX, NotificationEvent } from './notifications.events';

export type NotificationState = { read: false } | { read: true; readAt: string };

export type NotificationCommand = {
  type: 'MarkNotificationRead';
  /** `recipient` is the notification's, as projected (null: no such notification); the reader comes from the token. */
  data: { notificationId: string; recipient: string | null; reader: { userId: string; role: string }; now: Date };
};

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** Whether `reader` may see a notification addressed to `recipient`: their own, or the admin inbox for admins. */
export const canRead = (recipient: string, reader: { userId: string; role: string }) =>
  recipient === reader.userId || (recipient === ADMIN_INBOX && reader.role === 'admin');

export const notificationDecider: Decider<NotificationState, NotificationCommand, NotificationEvent> = {
  initialState: () => ({ read: false }),
  evolve: (_state, event) => ({ read: true, readAt: event.data.readAt }),
  decide({ data }, state) {
    // Someone else's notification is "not found" too: its existence is not told.
    if (data.recipient === null || !canRead(data.recipient, data.reader)) throw new DomainError('not_found', NOTIFICATION_NOT_FOUND);
    if (state.read) return [];
    return [{ type: 'NotificationRead', data: { notificationId: data.notificationId, recipient: data.recipient, readAt: data.now.toISOString() } }];
  },
};
