import { deciderSpec } from '../../platform/domain/decider.testing';
import { notificationDecider } from './notifications.decider';
import { NotificationRead } from './notifications.events';

const now = new Date('2026-11-23T10:00:00.000Z');
const asha = { userId: 'user-asha', role: 'customer' };
const read = (recipient: string, readAt = now.toISOString()): NotificationRead => ({ type: 'NotificationRead', data: { notificationId: 'n1', recipient, readAt } });
const mark = (recipient: string | null, reader = asha) => ({ type: 'MarkNotificationRead' as const, data: { notificationId: 'n1', recipient, reader, now } });

describe('notification decider', () => {
  const spec = deciderSpec(notificationDecider);

  it('marks the reader’s own unread notification read, with the time', () => {
    spec.given([]).when(mark('user-asha')).then([read('user-asha')]);
  });

  it('a second read changes nothing (the first time stays)', () => {
    spec.given([read('user-asha', '2026-11-22T09:00:00.000Z')]).when(mark('user-asha')).then([]);
  });

  it('any admin reads the shared admin inbox; others cannot', () => {
    spec.given([]).when(mark('admins', { userId: 'user-root', role: 'admin' })).then([read('admins')]);
    spec.given([]).when(mark('admins', { userId: 'user-v', role: 'vendor' })).thenThrows('not_found');
  });

  it('someone else’s notification, or none, is not found', () => {
    spec.given([]).when(mark('user-ravi')).thenThrows('not_found');
    spec.given([]).when(mark(null)).thenThrows('not_found');
  });
});
