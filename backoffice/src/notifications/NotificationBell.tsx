import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, Button, CircularProgress, Divider, IconButton, List, ListItemButton, ListItemText, Popover, Tooltip, Typography } from '@mui/material';
import type { NotificationRecord } from '@bazaar/common';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { formatDateTime } from '../dates';
import { useNotifyError } from '../errors';
import { followMyNotifications, listNotifications, markNotificationRead } from './notificationsApi';

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

    return (
        <>
            <Tooltip title={unread ? `${unread} unread ${unread === 1 ? 'notification' : 'notifications'}` : 'Notifications'}>
                <IconButton color="inherit" onClick={e => open(e.currentTarget)} data-testid="notification-bell" aria-label="Notifications">
                    <Badge badgeContent={unread} color="error" max={99} data-testid="notification-count" data-count={unread}>
                        <NotificationsIcon />
                    </Badge>
                </IconButton>
            </Tooltip>
            <Popover open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
                <Box sx={{ width: 360, maxWidth: '90vw' }} data-testid="notification-list">
                    <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 700 }}>
                        Notifications
                    </Typography>
                    <Divider />
                    {items === null ? (
                        <Box sx={{ display: 'grid', placeItems: 'center', p: 3 }}>
                            <CircularProgress size={24} />
                        </Box>
                    ) : items.length === 0 ? (
                        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
                            No notifications yet.
                        </Typography>
                    ) : (
                        <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
                            {items.map(n => (
                                <ListItemButton key={n.id} onClick={() => read(n)} data-testid="notification-item" data-status={n.status} sx={{ alignItems: 'flex-start', bgcolor: n.status === 'unread' ? 'action.hover' : undefined }}>
                                    <ListItemText
                                        primary={<Typography variant="body2" sx={{ fontWeight: n.status === 'unread' ? 700 : 400 }}>{n.message}</Typography>}
                                        secondary={`${n.title} · ${formatDateTime(n.createdAt)}${n.readAt ? ` · read ${formatDateTime(n.readAt)}` : ''}`}
                                    />
                                </ListItemButton>
                            ))}
                        </List>
                    )}
                    {items && items.some(i => i.status === 'unread') && (
                        <>
                            <Divider />
                            <Button fullWidth size="small" onClick={() => items.filter(i => i.status === 'unread').forEach(read)} data-testid="notifications-read-all">
                                Mark these read
                            </Button>
                        </>
                    )}
                </Box>
            </Popover>
        </>
    );
};
