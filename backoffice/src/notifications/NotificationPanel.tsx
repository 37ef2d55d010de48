import { Box, Button, CircularProgress, Divider, List, ListItemButton, ListItemText, Popover, Typography } from '@mui/material';
import type { NotificationRecord } from '@bazaar/common';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../dates';

/** The bell's list (its own chunk: loaded on the first click, not with the app bar). */
export const NotificationPanel = ({
    anchor,
    items,
    unread,
    onClose,
    onRead,
    onReadAll,
}: {
    anchor: HTMLElement | null;
    items: NotificationRecord[] | null;
    /** Unread in all, not only among the ten shown. */
    unread: number;
    onClose: () => void;
    /** Marks it read and, when it links somewhere, opens that. */
    onRead: (n: NotificationRecord) => void;
    onReadAll: () => void;
}) => (
    <Popover open={anchor !== null} anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
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
                        <ListItemButton
                            key={n.id}
                            // A notice about a record is a link to it (opened in the app on a plain click, a new tab on a middle one).
                            {...(n.link ? { component: 'a' as const, href: n.link } : {})}
                            onClick={(event: MouseEvent) => {
                                if (n.link && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)) return;
                                event.preventDefault();
                                onRead(n);
                            }}
                            data-testid="notification-item"
                            data-status={n.status}
                            sx={{ alignItems: 'flex-start', bgcolor: n.status === 'unread' ? 'action.hover' : undefined }}>
                            <ListItemText
                                primary={<Typography variant="body2" sx={{ fontWeight: n.status === 'unread' ? 700 : 400 }}>{n.message}</Typography>}
                                secondary={`${n.title} · ${formatDateTime(n.createdAt)}${n.readAt ? ` · read ${formatDateTime(n.readAt)}` : ''}`}
                            />
                        </ListItemButton>
                    ))}
                </List>
            )}
            <Divider />
            <Box sx={{ display: 'flex' }}>
                {/* Every notice, with its filters and bulk marking: the Notifications page. */}
                <Button fullWidth size="small" component={Link} to="/notifications" onClick={onClose} data-testid="notifications-see-all">
                    See all
                </Button>
                {items && unread > 0 && (
                    <Button fullWidth size="small" onClick={onReadAll} data-testid="notifications-read-all">
                        Mark all as read
                    </Button>
                )}
            </Box>
        </Box>
    </Popover>
);

export default NotificationPanel;
