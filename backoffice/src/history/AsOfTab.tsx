import { Alert, Box, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, useDataProvider, useRecordContext } from 'react-admin';
import type { BazaarDataProvider } from '../dataProvider';
import { businessDay, formatDateTime, fromIstInput, TIME_ZONE_LABEL, toIstInput } from '../dates';
import { labelOf, showValue } from './describeChanges';
import type { HistoryEntry, HistoryResource } from './types';

/** Bookkeeping the comparison leaves out: the id, and what only says which version this is. */
const HIDDEN = new Set(['id', 'revision', 'asOf']);

/** The end of yesterday in India: how the record stood when yesterday closed. */
const endOfYesterday = () => new Date(fromIstInput(`${businessDay()}T00:00:00`)!.getTime() - 1000);

const PRESETS: { label: string; at: () => Date }[] = [
    { label: 'An hour ago', at: () => new Date(Date.now() - 3600_000) },
    { label: 'Yesterday', at: endOfYesterday },
    { label: 'A week ago', at: () => new Date(Date.now() - 7 * 86_400_000) },
];

/**
 * Where the picker opens: the record's last change (rounded up to the whole second the picker
 * shows, so that change is in), which a record always existed at; now when History is empty
 * or cannot be read. Yesterday asked a record made today for a time before it: a 404.
 */
const lastChange = (entries: HistoryEntry[]): Date => {
    const last = Math.max(...entries.map(entry => Date.parse(entry.occurredAt)).filter(time => !Number.isNaN(time)));
    return Number.isFinite(last) ? new Date(Math.ceil(last / 1000) * 1000) : new Date();
};

type Loaded = { record: Record<string, unknown>; error: null } | { record: null; error: Error } | null;

/**
 * A record as it stood at a chosen time (`GET /api/admin/<resource>/:id?asOf=`, replayed by
 * the server through the read model's own projection), beside the record now, with every
 * field that differs highlighted. Works for every resource with History.
 */
export const AsOfTab = ({ resource, id }: { resource: HistoryResource; id: string }) => {
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const now = useRecordContext<Record<string, unknown>>();
    /** null until the record's last change is known (a time chosen meanwhile wins). */
    const [at, setAt] = useState<string | null>(null);
    const [loaded, setLoaded] = useState<Loaded>(null);

    useEffect(() => {
        let current = true;
        const start = (date: Date) => current && setAt(chosen => chosen ?? toIstInput(date));
        dataProvider.getHistory(resource, id).then(entries => start(lastChange(entries)), () => start(new Date()));
        return () => {
            current = false;
        };
    }, [dataProvider, resource, id]);

    useEffect(() => {
        if (at === null) return;
        const time = fromIstInput(at)?.getTime();
        if (time === undefined) return;
        let current = true;
        setLoaded(null);
        dataProvider
            .getRecordAsOf(resource, id, new Date(time).toISOString())
            .then(record => current && setLoaded({ record, error: null }))
            .catch((error: Error) => current && setLoaded({ record: null, error }));
        return () => {
            current = false;
        };
    }, [dataProvider, resource, id, at]);

    const fields = [...new Set([...Object.keys(now ?? {}), ...Object.keys(loaded?.record ?? {})])].filter(f => !HIDDEN.has(f));
    const differs = (field: string) => JSON.stringify(loaded?.record?.[field] ?? null) !== JSON.stringify(now?.[field] ?? null);

    return (
        <Box data-testid="as-of">
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
                <TextField
                    size="small"
                    type="datetime-local"
                    label={`Show the record as of (${TIME_ZONE_LABEL})`}
                    sx={{ width: 260 }}
                    value={at ?? ''}
                    onChange={e => setAt(e.target.value)}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, max: toIstInput(new Date()), 'data-testid': 'as-of-input' } }}
                />
                {PRESETS.map(preset => (
                    <Chip key={preset.label} label={preset.label} onClick={() => setAt(toIstInput(preset.at()))} variant="outlined" data-testid={`as-of-preset-${preset.label.replace(/\s+/g, '-').toLowerCase()}`} />
                ))}
            </Stack>
            {!loaded ? (
                <Loading />
            ) : loaded.error ? (
                <Alert severity={(loaded.error as Error & { status?: number }).status === 404 ? 'info' : 'error'} data-testid="as-of-error">
                    {(loaded.error as Error & { status?: number }).status === 404 ? 'This record did not exist yet at that time.' : `Could not load the record as of then: ${loaded.error.message}`}
                </Alert>
            ) : (
                <>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="as-of-summary">
                        {fields.filter(differs).length === 0
                            ? `Unchanged since ${formatDateTime(String(loaded.record.asOf))}.`
                            : `${fields.filter(differs).length} of ${fields.length} fields differ from now (highlighted).`}
                    </Typography>
                    <TableContainer>
                        <Table size="small" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>Field</TableCell>
                                    <TableCell>As of {formatDateTime(String(loaded.record.asOf))}</TableCell>
                                    <TableCell>Now</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {fields.map(field => (
                                    <TableRow
                                        key={field}
                                        data-testid={`as-of-row-${field}`}
                                        data-changed={differs(field) ? 'true' : 'false'}
                                        sx={differs(field) ? { backgroundColor: 'rgba(255, 193, 7, 0.18)', '& td': { fontWeight: 600 } } : undefined}
                                    >
                                        <TableCell>{labelOf(field)}</TableCell>
                                        <TableCell data-testid={`as-of-then-${field}`}>{showValue(field, loaded.record[field])}</TableCell>
                                        <TableCell>{showValue(field, now?.[field])}</TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                </>
            )}
        </Box>
    );
};

export default AsOfTab;
