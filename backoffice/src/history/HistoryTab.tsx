import { Alert, Box, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, useDataProvider } from 'react-admin';
import type { BazaarDataProvider } from '../dataProvider';
import { formatDateTime } from '../dates';
import { describeChanges, humanize } from './describeChanges';
import type { HistoryActor, HistoryEntry, HistoryResource } from './types';

const Who = ({ actor }: { actor: HistoryActor }) => {
    if (actor.kind !== 'user') {
        return (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }} data-testid="history-actor">
                system
            </Typography>
        );
    }
    return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }} data-testid="history-actor">
            <Typography variant="body2">{actor.name || 'a former user'}</Typography>
            {actor.role && <Chip label={actor.role} size="small" variant="outlined" />}
        </Stack>
    );
};

type Loaded = { entries: HistoryEntry[]; error: null } | { entries: null; error: Error } | null;

/**
 * The History tab of a record: who changed what and when, oldest first, as the server
 * tells it (`GET /api/admin/<resource>/:id/history`; it picks the record's streams and
 * shows vendors and providers their own only).
 */
export const HistoryTab = ({ resource, id }: { resource: HistoryResource; id: string }) => {
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const [loaded, setLoaded] = useState<Loaded>(null);

    useEffect(() => {
        let current = true;
        setLoaded(null);
        dataProvider
            .getHistory(resource, id)
            .then(entries => current && setLoaded({ entries, error: null }))
            .catch((error: Error) => current && setLoaded({ entries: null, error }));
        return () => {
            current = false;
        };
    }, [dataProvider, resource, id]);

    if (!loaded) return <Loading />;
    if (loaded.error) {
        return (
            <Alert severity="error" data-testid="history-error">
                Could not load the history: {loaded.error.message}
            </Alert>
        );
    }
    if (!loaded.entries.length) {
        return (
            <Typography color="text.secondary" sx={{ p: 2 }} data-testid="history-empty">
                No changes recorded for this record yet.
            </Typography>
        );
    }
    return (
        <Box data-testid="history">
            <TableContainer>
                <Table size="small" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                    <TableHead>
                        <TableRow>
                            <TableCell>Time</TableCell>
                            <TableCell>Event</TableCell>
                            <TableCell>Who</TableCell>
                            <TableCell>What changed</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {loaded.entries.map(entry => (
                            <TableRow key={entry.eventId} data-testid="history-event" data-event-type={entry.type} hover>
                                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.occurredAt)}</TableCell>
                                <TableCell>
                                    <Chip label={humanize(entry.type)} size="small" color="primary" variant="outlined" data-testid="history-event-type" />
                                </TableCell>
                                <TableCell>
                                    <Who actor={entry.actor} />
                                </TableCell>
                                <TableCell data-testid="history-change">{describeChanges(entry)}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </TableContainer>
        </Box>
    );
};

export default HistoryTab;
