import { defineProjection } from '../../platform/projections/projection';
import { heldUntilConfirmed, NotificationDraft, noticeKey, NOTIFYING, releasedBy } from './notification-sources';
import { NotificationRead, notificationId } from './notifications.events';

export interface NotificationDoc extends NotificationDraft {
  _id: string;
  /** held: drafted, not shown to anyone until its order is confirmed (notification-sources.ts). */
  status: 'held' | 'unread' | 'read';
  createdAt: string;
  readAt: string | null;
  /** Log position of the causing event: the live stream sends what is newer than it last sent. */
  seq: number;
}

/**
 * Every notification of every kind, fed only from the bus (spec 3 Notifications). One
 * document per recipient per causing event; NotificationRead marks one read.
 */
export const notificationsProjection = defineProjection<NotificationDoc>({
  name: 'notifications',
  version: 1,
  collection: 'notifications',
  indexes: [{ fields: { recipient: 1, createdAt: -1 } }, { fields: { recipient: 1, status: 1 } }, { fields: { recipient: 1, seq: 1 } }],
  // No notice quotes a name, address or message: the events stay sealed and the read model holds none.
  sealedPersonalData: true,
  canHandle: [...Object.keys(NOTIFYING), 'OrderConfirmed', 'NotificationRead'],
  documentIds: (event) => {
    if (event.type === 'NotificationRead') return [(event.data as NotificationRead['data']).notificationId];
    const released = releasedBy(event);
    if (released) return released.recipients.map((recipient) => notificationId(released.key, recipient));
    return NOTIFYING[event.type]?.(event).map((draft) => notificationId(noticeKey(event), draft.recipient)) ?? [];
  },
  evolve: (doc, event, id) => {
    if (event.type === 'NotificationRead') {
      const { readAt } = (event as unknown as NotificationRead).data;
      return doc && doc.status !== 'held' ? { ...doc, status: 'read', readAt } : doc;
    }
    // Shown from the confirmation on: its time and log position, so the live streams send it then.
    if (releasedBy(event)) return doc && doc.status === 'held' ? { ...doc, status: 'unread', createdAt: event.metadata.occurredAt, seq: event.position } : doc;
    if (doc) return doc;
    const draft = NOTIFYING[event.type](event).find((d) => notificationId(noticeKey(event), d.recipient) === id);
    return draft ? { _id: id, ...draft, status: heldUntilConfirmed(event) ? 'held' : 'unread', readAt: null, createdAt: event.metadata.occurredAt, seq: event.position } : null;
  },
});
