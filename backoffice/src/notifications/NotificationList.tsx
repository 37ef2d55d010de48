import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { NotificationRecord } from '@bazaar/common';
import type { MouseEvent } from 'react';
import { DataTable, List, SelectInput, TopToolbar, useListContext, useNotify, useRecordContext, useRefresh, useUnselectAll, useUpdate, useUpdateMany } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { captionSx } from '../common/listLayout';
import { EmptyList } from '../common/EmptyList';
import { StatusChip } from '../common/StatusChip';
import { bodyWithRowTestId } from '../common/TestIdRows';
import { formatDateTime, TIME_ZONE_LABEL } from '../dates';
import { useNotifyError } from '../errors';
import { routeOf } from './NotificationBell';
import { markAllNotificationsRead } from './notificationsApi';

/** GET /api/admin/notifications: the bell's record, with `read` (the one field a PUT changes; what the page goes by). */
type Notice = NotificationRecord & { read: boolean };

const Col = DataTable.Col<Notice>;
const NoticeRows = bodyWithRowTestId('notification-row');
const STATUS_CHOICES = [
    { id: 'unread', name: 'Unread' },
    { id: 'read', name: 'Read' },
];
const emptyList = <EmptyList title="No notifications yet" text="Notices of new orders, bookings, approvals and payouts for you appear here, as they do under the bell." />;

const ReadChip = ({ record }: { record: Notice }) =>
    !record.read ? <StatusChip label="Unread" tone="blue" testId="notification-status" /> : <StatusChip label="Read" tone="grey" testId="notification-status" />;

/** Mark as read (PUT {read: true}): the bell's count follows from its stream. */
const MarkReadButton = () => {
    const record = useRecordContext<Notice>();
    const notify = useNotify();
    const onError = useNotifyError();
    const [update, { isPending }] = useUpdate<Notice>();
    if (!record || record.read) return null;
    const mark = (event: MouseEvent) => {
        event.stopPropagation();
        update(
            'notifications',
            { id: record.id, data: { read: true }, previousData: record },
            { mutationMode: 'pessimistic', onSuccess: () => notify('resources.notifications.notifications.updated', { messageArgs: { smart_count: 1 } }), onError },
        );
    };
    return (
        <Button size="small" startIcon={<DoneIcon />} onClick={mark} disabled={isPending} data-testid="notification-mark-read" sx={{ whiteSpace: 'nowrap' }}>
            Mark as read
        </Button>
    );
};

/** What the notice is about (an order, a booking, a seller to verify, a payout): opened here, and the notice marked read as the bell does. */
const OpenLink = () => {
    const record = useRecordContext<Notice>();
    const navigate = useNavigate();
    const [update] = useUpdate<Notice>();
    if (!record?.link) return null;
    const link = record.link;
    const route = routeOf(link);
    const open = (event: MouseEvent) => {
        event.stopPropagation();
        // A new tab (middle click, a modifier) is the browser's; a plain click stays in the app.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        if (!record.read) update('notifications', { id: record.id, data: { read: true }, previousData: record }, { mutationMode: 'pessimistic' });
        if (route) navigate(route);
        else window.location.assign(link);
    };
    return (
        <Button size="small" href={link} onClick={open} endIcon={<OpenInNewIcon fontSize="small" />} data-testid="notification-open" sx={{ whiteSpace: 'nowrap' }}>
            Open
        </Button>
    );
};

/** The selected ones marked read (a PUT each), at once: marking read needs no confirming and cannot be undone. */
const BulkMarkReadButton = () => {
    const { selectedIds } = useListContext<Notice>();
    const notify = useNotify();
    const unselectAll = useUnselectAll('notifications');
    const refresh = useRefresh();
    const onError = useNotifyError();
    const [updateMany, { isPending }] = useUpdateMany<Notice>();
    const mark = () =>
        updateMany(
            'notifications',
            { ids: selectedIds, data: { read: true } },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    notify('resources.notifications.notifications.updated', { messageArgs: { smart_count: selectedIds.length } });
                    unselectAll();
                    // updateMany answers ids only: the records as the server has them now.
                    refresh();
                },
                onError,
            },
        );
    return (
        <Button size="small" startIcon={<DoneIcon />} onClick={mark} disabled={isPending} data-testid="notifications-bulk-read">
            Mark as read
        </Button>
    );
};

/** Mark all as read: the bell's read-all (every unread notice of the caller's inboxes), then the list again. */
const MarkAllReadButton = () => {
    const notify = useNotify();
    const refresh = useRefresh();
    const onError = useNotifyError();
    const { total } = useListContext<Notice>();
    return (
        <Button
            size="small"
            startIcon={<DoneAllIcon />}
            disabled={!total}
            data-testid="notifications-page-read-all"
            onClick={() =>
                markAllNotificationsRead().then(({ marked }) => {
                    notify(marked ? 'resources.notifications.notifications.updated' : 'resources.notifications.notifications.none_unread', { messageArgs: { smart_count: marked } });
                    refresh();
                }, onError)
            }
        >
            Mark all as read
        </Button>
    );
};

const Message = ({ record }: { record: Notice }) => (
    <Typography variant="body2" sx={{ fontWeight: record.read ? 400 : 700, whiteSpace: 'normal', overflowWrap: 'anywhere' }} data-testid="notification-message">
        {record.message}
    </Typography>
);

/**
 * Notifications (admins, vendors, providers): every notice of the caller's inboxes, newest
 * first, the bell's in full: unread or all, each marked read on its own or selected together,
 * or all at once; a notice about a record opens it.
 */
export const NotificationList = () => {
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    const bulk = <BulkMarkReadButton />;
    return (
        <List
            resource="notifications"
            title="Notifications"
            sort={{ field: 'createdAt', order: 'DESC' }}
            filters={[<SelectInput key="status" source="status" label="Show" choices={STATUS_CHOICES} alwaysOn emptyText="All" />]}
            actions={
                <TopToolbar>
                    <MarkAllReadButton />
                </TopToolbar>
            }
            perPage={25}
            empty={false}
            // No scrolling box around the table (as other lists have): it would clip the selection's bar, drawn over the filters above it.
        >
            {narrow ? (
                // A phone: the message with its title and time under it, then its state and actions.
                <DataTable empty={emptyList} bulkActionButtons={bulk} rowClick={false} body={NoticeRows} data-testid="notifications-table" size="small">
                    <Col source="message" label="Notification" disableSort render={r => (
                        <>
                            <Message record={r} />
                            <Typography variant="caption" color="text.secondary" sx={captionSx}>
                                {r.title} · {formatDateTime(r.createdAt)}
                            </Typography>
                            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
                                <ReadChip record={r} />
                                <MarkReadButton />
                                <OpenLink />
                            </Stack>
                        </>
                    )} />
                </DataTable>
            ) : (
                <DataTable empty={emptyList} bulkActionButtons={bulk} rowClick={false} body={NoticeRows} data-testid="notifications-table" size="medium">
                    <Col source="message" label="Notification" disableSort render={r => (
                        <>
                            <Message record={r} />
                            <Typography variant="caption" color="text.secondary" sx={captionSx}>
                                {r.title}
                            </Typography>
                        </>
                    )} />
                    <Col source="createdAt" label={`When (${TIME_ZONE_LABEL})`} render={r => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdAt)}</span>} />
                    <Col source="status" label="Status" disableSort render={r => <ReadChip record={r} />} />
                    <Col label="" disableSort render={() => (
                        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                            <OpenLink />
                            <MarkReadButton />
                        </Stack>
                    )} />
                </DataTable>
            )}
        </List>
    );
};

export default NotificationList;
