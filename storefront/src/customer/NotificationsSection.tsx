import type { NotificationRecord } from '@bazaar/common';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../components/dates';
import { setUnread, useNotificationFeed } from '../notifications/notificationStore';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '../notifications/notificationsApi';
import { useNoticeWords } from '../notifications/noticeWords';
import { Pager } from '../components/Pager';
import { useFocusAfterRender } from '../components/useFocusAfterRender';

const PER_PAGE = 10;

/**
 * Notifications (spec 2.6, 3): newest first, paged; unread ones are marked read on demand, one
 * by one or all at once (every page); new ones arrive live.
 */
export function NotificationsSection() {
  const { t, i18n } = useTranslation();
  const words = useNoticeWords();
  const { unread, arrived } = useNotificationFeed();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ items: NotificationRecord[]; total: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [marking, setMarking] = useState(false);
  const newest = arrived[0]?.id;

  useEffect(() => {
    let current = true;
    listNotifications(page, PER_PAGE).then(
      (result) => current && setData(result),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [page, newest]);

  const section = useRef<HTMLElement>(null);
  const unreadBadge = useRef<HTMLSpanElement>(null);
  const focusAfter = useFocusAfterRender();

  /** Marks these read (POST /api/me/notifications/:id/read each); what failed stays unread. */
  const read = async (notices: NotificationRecord[]) => {
    const results = await Promise.allSettled(notices.map((n) => markNotificationRead(n.id)));
    const updated = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const readAt = new Map(updated.map((u) => [u.id, u.readAt]));
    setData((d) => d && { ...d, items: d.items.map((i) => (readAt.has(i.id) ? { ...i, status: 'read', readAt: readAt.get(i.id)! } : i)) });
    // Each answer counts what was unread after it; the last one answered counts the fewest.
    if (updated.length) setUnread(Math.min(...updated.map((u) => u.unread)));
    if (updated.length < notices.length) setFailed(true);
    // Its button goes: on to the next notice still to read, or the unread count.
    focusAfter(() => section.current?.querySelector<HTMLElement>('[data-testid="notification-mark-read"]') ?? unreadBadge.current);
  };

  /** Mark all as read, on every page: one call, all or none. */
  const readAll = async () => {
    setMarking(true);
    try {
      const { unread: left } = await markAllNotificationsRead();
      const readAt = new Date().toISOString();
      setData((d) => d && { ...d, items: d.items.map((i) => (i.status === 'unread' ? { ...i, status: 'read', readAt } : i)) });
      setUnread(left);
      // Mark all as read goes with the last unread notice: the count says what happened.
      focusAfter(() => unreadBadge.current);
    } catch {
      setFailed(true);
    } finally {
      setMarking(false);
    }
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;
  return (
    <section ref={section} id="notifications" className="dashboard__card" aria-labelledby="notifications-title" data-testid="dashboard-notifications">
      <div className="section-head-row">
        <h2 id="notifications-title">{t('dashboard.menu.notifications')}</h2>
        <div className="section-head-row__actions">
          <span ref={unreadBadge} tabIndex={-1} className="status-badge status-badge--warn" data-testid="dashboard-unread">{t('customer.notifications.unread', { count: unread })}</span>
          {unread > 0 && (
            <button type="button" className="btn btn--outline btn--sm" onClick={() => void readAll()} disabled={marking} data-testid="notifications-read-all">
              {t('customer.notifications.markAllRead')}
            </button>
          )}
        </div>
      </div>
      {failed && <p role="alert" className="field__error">{t('customer.loadFailed')}</p>}
      {!data ? (
        <p>{t('common.loading')}</p>
      ) : data.items.length === 0 ? (
        <div className="empty-block">
          <p className="empty-block__title">{t('customer.notifications.emptyTitle')}</p>
          <p>{t('customer.notifications.emptyText')}</p>
        </div>
      ) : (
        <ul className="notice-list">
          {data.items.map((n) => {
            const { title, message } = words(n);
            return (
              <li key={n.id} className={`notice-list__item${n.status === 'unread' ? ' notice-list__item--unread' : ''}`} data-testid="dashboard-notification" data-status={n.status}>
                <div>
                  <p className="notice-list__title">{title}</p>
                  <p className="notice-list__message">{message}</p>
                  <p className="notice-list__meta">
                    {formatDateTime(n.createdAt, i18n.language)}
                    {n.readAt && ` · ${t('customer.notifications.readAt', { when: formatDateTime(n.readAt, i18n.language) })}`}
                  </p>
                </div>
                {n.status === 'unread' && (
                  <button type="button" className="btn btn--outline btn--sm" onClick={() => void read([n])} aria-label={t('customer.notifications.markReadOf', { title, message })} data-testid="notification-mark-read">
                    {t('customer.notifications.markRead')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={setPage} testId="notifications-pager" />
    </section>
  );
}
