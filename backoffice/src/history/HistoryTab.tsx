import {
    Alert,
    Box,
    Chip,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Tooltip,
    Typography,
} from '@mui/material';
import { Loading, useGetList } from 'react-admin';
import { formatDateTime } from '../dates';
import { describeEvent } from './describeEvent';
import { type Actor, type EventRecord, isSystemActor } from './types';

const MAX_EVENTS = 1000;

const humanize = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2');

const Who = ({ actor }: { actor?: Actor | null }) => {
    if (isSystemActor(actor)) {
        return (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }} data-testid="history-actor">
                system
            </Typography>
        );
    }
    const user = actor as Extract<Actor, { userId: string }>;
    return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }} data-testid="history-actor">
            <Typography variant="body2">{user.name || user.userId}</Typography>
            {user.role && <Chip label={user.role} size="small" variant="outlined" />}
        </Stack>
    );
};

/**
 * The History tab of any record: every event of its stream, oldest first, with who
 * did it, what changed and the correlation id that ties one command's events together.
 */
export const HistoryTab = ({ streamId }: { streamId: string }) => {
    const { data, total, isPending, error } = useGetList<EventRecord>('events', {
        filter: { streamId },
        sort: { field: 'position', order: 'ASC' },
        pagination: { page: 1, perPage: MAX_EVENTS },
    });

    if (isPending) return <Loading />;
    if (error) {
        return (
            <Alert severity="error" data-testid="history-error">
                Could not load the history: {(error as Error).message}
            </Alert>
        );
    }
    if (!data?.length) {
        return (
            <Typography color="text.secondary" sx={{ p: 2 }} data-testid="history-empty">
                No events recorded for this record yet.
            </Typography>
        );
    }
    return (
        <Box data-testid="history" data-stream-id={streamId}>
            <TableContainer>
                <Table size="small" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                    <TableHead>
                        <TableRow>
                            <TableCell>#</TableCell>
                            <TableCell>Time</TableCell>
                            <TableCell>Event</TableCell>
                            <TableCell>Who</TableCell>
                            <TableCell>What changed</TableCell>
                            <TableCell>Correlation id</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {data.map(event => (
                            <TableRow key={event.id} data-testid="history-event" data-event-type={event.type} hover>
                                <TableCell sx={{ color: 'text.secondary' }}>{event.revision + 1}</TableCell>
                                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.occurredAt)}</TableCell>
                                <TableCell>
                                    <Chip label={humanize(event.type)} size="small" color="primary" variant="outlined" data-testid="history-event-type" />
                                </TableCell>
                                <TableCell>
                                    <Who actor={event.actor} />
                                </TableCell>
                                <TableCell data-testid="history-change">{describeEvent(event)}</TableCell>
                                <TableCell>
                                    {event.correlationId ? (
                                        <Tooltip title={event.correlationId}>
                                            <Typography
                                                variant="body2"
                                                sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8rem' }}
                                                data-testid="history-correlation-id"
                                                data-correlation-id={event.correlationId}
                                            >
                                                {event.correlationId.slice(0, 8)}…
                                            </Typography>
                                        </Tooltip>
                                    ) : (
                                        '—'
                                    )}
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </TableContainer>
            {total != null && total > data.length && (
                <Typography variant="caption" color="text.secondary" sx={{ p: 2, display: 'block' }}>
                    Showing the first {data.length} of {total} events.
                </Typography>
            )}
        </Box>
    );
};

export default HistoryTab;
