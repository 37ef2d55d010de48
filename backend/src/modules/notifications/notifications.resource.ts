import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { shownTo, toNotificationRecord } from './notification-feed';
import { NOTIFICATION_NOT_FOUND } from './notifications.decider';
import { NOTIFICATION_KINDS, NOTIFICATION_TYPES } from './notifications.events';
import { NotificationDoc, notificationsProjection } from './notifications.projection';

/** How a notice reads in the back office: the bell's record, and `read` for the list's column and its one edit. */
export const toNotificationResourceRecord = (doc: NotificationDoc, open: (sealed: string) => string) => {
  const record = toNotificationRecord(doc, open);
  return { ...record, read: record.status === 'read' };
};

/**
 * Back office Notifications: the caller's own inboxes (an admin's with the shared admin inbox),
 * the bell's notices as a list. No streams: a notice is derived from another context's event,
 * so there is no History, as-of view or ETag to give; marking read is the only edit
 * (PUT in notifications.admin.controller.ts). Fields are scanned, not indexed: the scope's
 * recipient index narrows every query to one person's notices first.
 */
export const notificationsResource = defineResource({
  name: 'notifications',
  collection: notificationsProjection.collection,
  roles: ['admin', 'vendor', 'provider'],
  scope: shownTo,
  fields: {
    id: field.id(),
    status: field.enum('status', ['unread', 'read'], { indexed: false }),
    type: field.enum('type', NOTIFICATION_TYPES, { indexed: false }),
    kind: field.enum('kind', NOTIFICATION_KINDS, { indexed: false }),
    createdAt: field.date('createdAt', { indexed: false }),
    readAt: field.date('readAt', { indexed: false }),
  },
  search: ['title', 'message'],
  defaultSort: { createdAt: -1 },
  notFound: NOTIFICATION_NOT_FOUND,
  toRecord: (doc: NotificationDoc) => doc,
  // A seller's name in a notice is sealed in the read model, opened as it is read (as the bell does).
  enrich: async (docs, { cipher }) => docs.map((doc) => toNotificationResourceRecord(doc, (sealed) => String(cipher.open(sealed)))),
});
