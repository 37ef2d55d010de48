import NotificationsIcon from '@mui/icons-material/Notifications';
import { Box, IconButton } from '@mui/material';
import type { NotificationRecord } from '@bazaar/common';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AUTH_ROUTE, SESSION_ENDED } from '../authProvider';
import { useNotifyError } from '../errors';
import { followMyNotifications, listNotifications, markAllNotificationsRead, markNotificationRead } from './notificationsApi';

const NotificationPanel = lazy(() => import('./NotificationPanel'));

/** The back office's base ('/admin/'): a notice's link under it is a route of this app. */
const BASE = import.meta.env.BASE_URL;
/** A notice's link as a route of this app, or null when it leads elsewhere on the site. */
export const routeOf = (link: string): string | null => (link.startsWith(BASE) ? link.slice(BASE.length - 1) : null);

/**
 * The app bar's bell: the unread count, live from the notification stream (no reload), and
 * the latest ten, each marked read when opened and opening what it is about (a seller awaiting
 * verification, a payout to pay) when it links to it. Admins see the admin inbox with their own.
 */
export const NotificationBell = () => {
    const notify = useNotify();
    const logout = useLogout();
    const navigate = useNavigate();
    const onError = useNotifyError();
    const [unread, setUnread] = useState(0);
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [items, setItems] = useState<NotificationRecord[] | null>(null);

    useEffect(
        () =>
            followMyNotifications(
                setUnread,
                n => {
                    setItems(current => (current ? [n, ...current.filter(i => i.id !== n.id)].slice(0, 10) : current));
                    notify(n.message, { type: 'info' });
                },
                // The server ended the session (the account deactivated or erased, signed out elsewhere): the page
                // leaves at once, not at the next click, which would read as a page still working.
                () => {
                    void logout({}, AUTH_ROUTE, false).then(() => notify(SESSION_ENDED, { type: 'warning' }));
                },
            ),
        [notify, logout],
    );

    const open = (target: HTMLElement) => {
        setAnchor(target);
        setItems(null);
        listNotifications(10).then(page => {
            setItems(page.items);
            setUnread(page.unread);
        }, onError);
    };

    /** Opens what the notice is about (the record the admin acts on), marking it read. */
    const follow = (n: NotificationRecord) => {
        read(n);
        if (!n.link) return;
        setAnchor(null);
        const route = routeOf(n.link);
        if (route) navigate(route);
        else window.location.assign(n.link);
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
                    <NotificationPanel anchor={anchor} items={items} unread={unread} onClose={() => setAnchor(null)} onRead={follow} onReadAll={readAll} />
                </Suspense>
            )}
        </>
    );
};
