import DownloadIcon from '@mui/icons-material/Download';
import {
    Alert,
    Box,
    Button,
    Chip,
    MenuItem,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    TextField,
    Tooltip,
    Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Loading, useDataProvider, useNotify } from 'react-admin';
import { downloadFile } from '../audit/download';
import { API_URL, type BazaarDataProvider } from '../dataProvider';
import { formatDateTime, fromIstInput, TIME_ZONE_LABEL } from '../dates';
import { describeChanges, humanize } from './describeChanges';
import { historyQuery } from './historyQuery';
import type { HistoryActor, HistoryEntry, HistoryFilter, HistoryResource } from './types';


const Who = ({ entry }: { entry: HistoryEntry }) => {
    const { actor, causedBy } = entry;
    const via = causedBy && (
        <Tooltip title={`Caused by event ${causedBy.eventId}`}>
            <Typography variant="caption" color="text.secondary" component="div" data-testid="history-process">
                {causedBy.process ? `via ${humanize(causedBy.process.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()))} process` : 'via a policy'}, on {humanize(causedBy.type)}
            </Typography>
        </Tooltip>
    );
    if (actor.kind !== 'user') {
        return (
            <Box data-testid="history-actor">
                <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                    {actor.reason ? `system (${actor.reason})` : 'system'}
                </Typography>
                {via}
            </Box>
        );
    }
    return (
        <Box data-testid="history-actor">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
                <Typography variant="body2">{actor.name || 'a former user'}</Typography>
                {actor.role && <Chip label={actor.role} size="small" variant="outlined" />}
            </Stack>
            {via}
        </Box>
    );
};

type Loaded = { entries: HistoryEntry[]; error: null } | { entries: null; error: Error } | null;

const actorKey = (actor: HistoryActor) => (actor.kind === 'user' ? actor.userId ?? '' : 'system');
const actorLabel = (actor: HistoryActor) => (actor.kind === 'user' ? `${actor.name || 'a former user'}${actor.role ? ` (${actor.role})` : ''}` : 'System');

/** `datetime-local` (India's time, as the table shows) to ISO-8601, or undefined when empty or incomplete. */
const toIso = (local: string) => fromIstInput(local)?.toISOString();

/**
 * The History tab of a record: who changed what and when, oldest first, as the server
 * tells it (`GET /api/admin/<resource>/:id/history`; it picks the record's streams and
 * shows vendors and providers their own only). Filters by actor, event type and time go to
 * the server; the CSV export takes the same filters.
 */
export const HistoryTab = ({ resource, id }: { resource: HistoryResource; id: string }) => {
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const notify = useNotify();
    const [loaded, setLoaded] = useState<Loaded>(null);
    const [all, setAll] = useState<HistoryEntry[]>([]);
    const [actor, setActor] = useState('');
    const [type, setType] = useState('');
    const [from, setFrom] = useState('');
    const [to, setTo] = useState('');
    const filter: HistoryFilter = useMemo(() => ({ actor: actor || undefined, type: type || undefined, from: toIso(from), to: toIso(to) }), [actor, type, from, to]);
    const filtered = Boolean(actor || type || filter.from || filter.to);

    useEffect(() => {
        let current = true;
        setLoaded(null);
        dataProvider
            .getHistory(resource, id, filter)
            .then(entries => {
                if (!current) return;
                setLoaded({ entries, error: null });
                if (!filtered) setAll(entries);
            })
            .catch((error: Error) => current && setLoaded({ entries: null, error }));
        return () => {
            current = false;
        };
    }, [dataProvider, resource, id, filter, filtered]);

    // The choices come from the unfiltered History, so a filter never hides the others.
    const actors = useMemo(() => [...new Map(all.map(e => [actorKey(e.actor), actorLabel(e.actor)])).entries()], [all]);
    const types = useMemo(() => [...new Set(all.map(e => e.type))].sort(), [all]);

    const exportCsv = () =>
        downloadFile(`${API_URL}/${resource}/${encodeURIComponent(id)}/history${historyQuery(filter, 'csv')}`, `${resource}-${id}-history.csv`).catch((error: Error) =>
            notify(`Could not export the history: ${error.message}`, { type: 'error' }),
        );

    // Each filter has its own width (as From and To): in a show page's tab (an order's History) a select would otherwise take the whole line.
    const filters = (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }} data-testid="history-filters">
            <TextField select size="small" label="Who" value={actor} onChange={e => setActor(e.target.value)} sx={{ width: 220 }} data-testid="history-filter-actor">
                <MenuItem value="">Anyone</MenuItem>
                {actors.map(([key, label]) => (
                    <MenuItem key={key} value={key}>
                        {label}
                    </MenuItem>
                ))}
            </TextField>
            <TextField select size="small" label="Event" value={type} onChange={e => setType(e.target.value)} sx={{ width: 220 }} data-testid="history-filter-type">
                <MenuItem value="">Any event</MenuItem>
                {types.map(t => (
                    <MenuItem key={t} value={t}>
                        {humanize(t)}
                    </MenuItem>
                ))}
            </TextField>
            <TextField size="small" type="datetime-local" label={`From (${TIME_ZONE_LABEL})`} value={from} onChange={e => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 220 }} data-testid="history-filter-from" />
            <TextField size="small" type="datetime-local" label={`To (${TIME_ZONE_LABEL})`} value={to} onChange={e => setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 220 }} data-testid="history-filter-to" />
            {filtered && (
                <Button size="small" onClick={() => (setActor(''), setType(''), setFrom(''), setTo(''))}>
                    Clear filters
                </Button>
            )}
            <Box sx={{ flexGrow: 1 }} />
            <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} data-testid="history-export">
                Export CSV
            </Button>
        </Stack>
    );

    if (!loaded) {
        return (
            <Box>
                {filters}
                <Loading />
            </Box>
        );
    }
    if (loaded.error) {
        return (
            <Box>
                {filters}
                <Alert severity="error" data-testid="history-error">
                    Could not load the history: {loaded.error.message}
                </Alert>
            </Box>
        );
    }
    return (
        <Box data-testid="history">
            {filters}
            {!loaded.entries.length ? (
                <Typography color="text.secondary" sx={{ p: 2 }} data-testid="history-empty">
                    {filtered ? 'No changes match these filters.' : 'No changes recorded for this record yet.'}
                </Typography>
            ) : (
                <TableContainer>
                    <Table size="small" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                        <TableHead>
                            <TableRow>
                                <TableCell>Time ({TIME_ZONE_LABEL})</TableCell>
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
                                        <Who entry={entry} />
                                    </TableCell>
                                    <TableCell data-testid="history-change" sx={{ overflowWrap: 'anywhere', minWidth: 220 }}>
                                        {describeChanges(entry)}
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </TableContainer>
            )}
        </Box>
    );
};

export default HistoryTab;
