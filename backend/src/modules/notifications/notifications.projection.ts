import { defineProjection } from '../../platform/projections/projection';
import { NotificationDraft, NOTIFYING } from './notification-sources';
import { heldNoticeIds, heldOrder, noticeIdOf, ORDER_OUTCOMES, Release, releaseOf, settle } from './order-notices';
import { NotificationRead } from './notifications.events';

export interface NotificationDoc extends NotificationDraft {
  _id: string;
  /** held: drafted, shown to nobody until its order stands (order-notices.ts). */
  status: 'held' | 'unread' | 'read';
  /** A held order notice: the order event that shows it. */
  releaseOn?: Release;
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
  canHandle: [...new Set([...Object.keys(NOTIFYING), ...ORDER_OUTCOMES, 'NotificationRead'])],
  documentIds: (event) => {
    if (event.type === 'NotificationRead') return [(event.data as NotificationRead['data']).notificationId];
    if (ORDER_OUTCOMES.includes(event.type)) return heldNoticeIds(event);
    return NOTIFYING[event.type](event).map((draft) => noticeIdOf(event, draft));
  },
  evolve: (doc, event, id) => {
    if (event.type === 'NotificationRead') {
      const { readAt } = (event as unknown as NotificationRead).data;
      return doc && doc.status !== 'held' ? { ...doc, status: 'read', readAt } : doc;
    }
    if (ORDER_OUTCOMES.includes(event.type)) return doc && settle(doc, event);
    if (doc) return doc;
    const draft = NOTIFYING[event.type](event).find((d) => noticeIdOf(event, d) === id);
    if (!draft) return null;
    const held = heldOrder(event) ? { status: 'held' as const, releaseOn: releaseOf(event) } : { status: 'unread' as const };
    return { _id: id, ...draft, ...held, readAt: null, createdAt: event.metadata.occurredAt, seq: event.position };
  },
});
