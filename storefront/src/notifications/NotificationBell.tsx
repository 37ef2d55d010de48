import type { NotificationRecord } from '@bazaar/common';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../components/dates';
import { Icon } from '../components/Icon';
import { useToast } from '../layout/Toast';
import { DASHBOARD_PATH } from '../session/dashboards';
import type { Role } from '../session/sessionTypes';
import { setUnread, useNotificationFeed } from './notificationStore';
import { useNoticeWords } from './noticeWords';
import { listNotifications, markNotificationRead } from './notificationsApi';
import { noticeTarget } from './noticeTarget';
import './NotificationBell.css';

/**
 * The header bell (spec 3 Notifications): the unread count, live from the stream without a
 * reload, a notice when one arrives, and the latest five, each marked read when opened (and
 * opening what it is about, where there is a page for it: noticeTarget).
 */
export function NotificationBell({ role }: { role: Role }) {
  const { t, i18n } = useTranslation();
  const words = useNoticeWords();
  const { notify } = useToast();
  const { unread, arrived } = useNotificationFeed();
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<NotificationRecord[] | null>(null);
  const [failed, setFailed] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const [panelTop, setPanelTop] = useState(64);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const latest = arrived[0];
    if (!latest || latest.id === shown.current) return;
    shown.current = latest.id;
    const { title, message } = words(latest);
    notify({ title, description: message });
    setItems((current) => (current ? [latest, ...current.filter((i) => i.id !== latest.id)].slice(0, 5) : current));
  }, [arrived, notify, words]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes it and gives focus back to the bell (it may have been on a link in the pop-up).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      bellRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (!next) return;
    // Where the panel starts on a phone, where it spans the viewport (NotificationBell.css): under the bell.
    setPanelTop(Math.round((bellRef.current?.getBoundingClientRect().bottom ?? 56) + 8));
    setFailed(false);
    listNotifications(1, 5).then(
      (page) => {
        setItems(page.items);
        setUnread(page.unread);
      },
      () => setFailed(true),
    );
  };

  const read = (n: NotificationRecord) => {
    if (n.status === 'read') return;
    markNotificationRead(n.id).then(
      (updated) => {
        setItems((current) => current?.map((i) => (i.id === n.id ? { ...i, status: 'read', readAt: updated.readAt } : i)) ?? null);
        setUnread(updated.unread);
      },
      () => setFailed(true),
    );
  };

  const itemProps = (n: NotificationRecord) => ({
    className: `bell__item${n.status === 'unread' ? ' bell__item--unread' : ''}`,
    onClick: () => read(n),
    'data-testid': 'notification-item',
    'data-status': n.status,
    children: (
      <>
        <span className="bell__message">{words(n).message}</span>
        <span className="bell__meta">{formatDateTime(n.createdAt, i18n.language)}</span>
      </>
    ),
  });

  const all = role === 'customer' ? `${DASHBOARD_PATH.customer}#notifications` : DASHBOARD_PATH[role];
  return (
    <div className="bell" ref={rootRef}>
      <button ref={bellRef} type="button" className="bell__button" aria-expanded={open} aria-controls={panelId} onClick={toggle} data-testid="notification-bell" aria-label={t('header.notificationsLabel', { count: unread })}>
        <Icon name="bell" size={22} />
        {unread > 0 && (
          <span className="bell__count" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className="bell__panel" data-testid="notification-panel" style={{ '--bell-panel-top': `${panelTop}px` } as CSSProperties}>
          <p className="bell__title">{t('header.notifications')}</p>
          {failed ? (
            <p className="bell__empty" role="alert">{t('header.notificationsFailed')}</p>
          ) : items === null ? (
            <p className="bell__empty">{t('common.loading')}</p>
          ) : items.length === 0 ? (
            <p className="bell__empty">{t('header.noNotifications')}</p>
          ) : (
            <ul className="bell__list">
              {items.map((n) => {
                const target = noticeTarget(n, role);
                return (
                  <li key={n.id}>
                    {!target ? (
                      <button type="button" {...itemProps(n)} />
                    ) : target.inApp ? (
                      // A customer's notice opens the dashboard section about it (it only marked itself read: a quote led nowhere).
                      <Link
                        to={target.href}
                        {...itemProps(n)}
                        onClick={() => {
                          read(n);
                          setOpen(false);
                        }}
                      />
                    ) : (
                      // A notice about a record (an admin's: a seller to verify, a payout to pay) opens it, in the back office.
                      <a href={target.href} {...itemProps(n)} />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <Link to={all} className="bell__all" onClick={() => setOpen(false)}>
            {t('header.allNotifications')}
          </Link>
        </div>
      )}
    </div>
  );
}
