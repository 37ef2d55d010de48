import NotificationsIcon from '@mui/icons-material/Notifications';
import { Box, IconButton } from '@mui/material';
import type { NotificationRecord } from '@bazaar/common';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNotifyError } from '../errors';
import { followMyNotifications, listNotifications, markAllNotificationsRead, markNotificationRead } from './notificationsApi';

const NotificationPanel = lazy(() => import('./NotificationPanel'));

/**
 * The app bar's bell: the unread count, live from the notification stream (no reload), and
 * the latest ten, each marked read when opened. Admins see the admin inbox with their own.
 */
export const NotificationBell = () => {
    const notify = useNotify();
    const onError = useNotifyError();
    const [unread, setUnread] = useState(0);
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [items, setItems] = useState<NotificationRecord[] | null>(null);

    useEffect(
        () =>
            followMyNotifications(setUnread, n => {
                setItems(current => (current ? [n, ...current.filter(i => i.id !== n.id)].slice(0, 10) : current));
                notify(n.message, { type: 'info' });
            }),
        [notify],
    );

    const open = (target: HTMLElement) => {
        setAnchor(target);
        setItems(null);
        listNotifications(10).then(page => {
            setItems(page.items);
            setUnread(page.unread);
        }, onError);
    };

    const read = (n: NotificationRecord) => {
        if (n.status === 'read') return;
        markNotificationRead(n.id).then(updated => {
            setItems(current => current?.map(i => (i.id === n.id ? { ...i, status: 'read', readAt: updated.readAt } : i)) ?? null);
            setUnread(updated.unread);
        }, onError);
    };

    const readAll = () =>
        markAllNotificationsRead().then(({ unread: left }) => {
            const readAt = new Date().toISOString();
            setItems(current => current?.map(i => (i.status === 'unread' ? { ...i, status: 'read', readAt } : i)) ?? null);
            setUnread(left);
        }, onError);

    return (
        <>
            <IconButton
                color="inherit"
                onClick={e => open(e.currentTarget)}
                data-testid="notification-bell"
                aria-label={unread ? `Notifications: ${unread} unread` : 'Notifications'}
                title={unread ? `${unread} unread ${unread === 1 ? 'notification' : 'notifications'}` : 'Notifications'}
            >
                <NotificationsIcon />
                {/* A plain count (MUI's Badge would add its weight to the first load) */}
                {unread > 0 && (
                    <Box
                        component="span"
                        data-testid="notification-count"
                        data-count={unread}
                        sx={{ position: 'absolute', top: 2, right: 0, minWidth: 18, height: 18, px: 0.5, borderRadius: 9, bgcolor: 'error.main', color: '#fff', fontSize: 11, fontWeight: 700, lineHeight: '18px', textAlign: 'center' }}
                    >
                        {unread > 99 ? '99+' : unread}
                    </Box>
                )}
            </IconButton>
            {anchor && (
                <Suspense fallback={null}>
                    <NotificationPanel anchor={anchor} items={items} unread={unread} onClose={() => setAnchor(null)} onRead={read} onReadAll={readAll} />
                </Suspense>
            )}
        </>
    );
};
