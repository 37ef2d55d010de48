import { defineProjection } from '../../platform/projections/projection';
import { NotificationDraft, NOTIFYING } from './notification-sources';
import { NotificationRead, notificationId } from './notifications.events';

export interface NotificationDoc extends NotificationDraft {
  _id: string;
  status: 'unread' | 'read';
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
  canHandle: [...Object.keys(NOTIFYING), 'NotificationRead'],
  documentIds: (event) =>
    event.type === 'NotificationRead'
      ? [(event.data as NotificationRead['data']).notificationId]
      : NOTIFYING[event.type](event).map((draft) => notificationId(event.metadata.eventId, draft.recipient)),
  evolve: (doc, event, id) => {
    if (event.type === 'NotificationRead') {
      const { readAt } = (event as unknown as NotificationRead).data;
      return doc && { ...doc, status: 'read', readAt };
    }
    if (doc) return doc;
    const draft = NOTIFYING[event.type](event).find((d) => notificationId(event.metadata.eventId, d.recipient) === id);
    return draft ? { _id: id, ...draft, status: 'unread', readAt: null, createdAt: event.metadata.occurredAt, seq: event.position } : null;
  },
});
