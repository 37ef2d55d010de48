import { Alert, Box, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, useDataProvider, useRecordContext } from 'react-admin';
import type { BazaarDataProvider } from '../dataProvider';
import { businessDay, formatDateTime, fromIstInput, TIME_ZONE_LABEL, toIstInput } from '../dates';
import { labelOf, showValue } from './describeChanges';
import type { HistoryResource } from './types';

const VALUE_CELL = { overflowWrap: 'anywhere', minWidth: 160 } as const;

/** Bookkeeping the comparison leaves out: the id, and what only says which version this is. */
const HIDDEN = new Set(['id', 'revision', 'asOf', 'changedAt']);

/** The end of yesterday in India: how the record stood when yesterday closed. */
const endOfYesterday = () => new Date(fromIstInput(`${businessDay()}T00:00:00`)!.getTime() - 1000);

const PRESETS: { label: string; at: () => Date }[] = [
    { label: 'An hour ago', at: () => new Date(Date.now() - 3600_000) },
    { label: 'Yesterday', at: endOfYesterday },
    { label: 'A week ago', at: () => new Date(Date.now() - 7 * 86_400_000) },
];

/**
 * Now, rounded up to the whole second the picker shows (so a change made this second is in):
 * a time every listed record existed at. The answer says when the record last changed
 * (`changedAt`, counting events of other streams its read model folds, such as a vendor's
 * products), which History alone cannot.
 */
const nowToTheSecond = () => new Date(Math.ceil(Date.now() / 1000) * 1000);

type Loaded = { record: Record<string, unknown>; error: null } | { record: null; error: Error } | null;

/**
 * A record as it stood at a chosen time (`GET /api/admin/<resource>/:id?asOf=`, replayed by
 * the server through the read model's own projection), beside the record now, with every
 * field that differs highlighted. Works for every resource with History.
 */
export const AsOfTab = ({ resource, id }: { resource: HistoryResource; id: string }) => {
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const now = useRecordContext<Record<string, unknown>>();
    const [at, setAt] = useState<string>(() => toIstInput(nowToTheSecond()));
    const [loaded, setLoaded] = useState<Loaded>(null);

    useEffect(() => {
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
                    value={at}
                    onChange={e => setAt(e.target.value)}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, max: toIstInput(nowToTheSecond()), 'data-testid': 'as-of-input' } }}
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
                            ? `Unchanged since ${formatDateTime(String(loaded.record.changedAt ?? loaded.record.asOf))}.`
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
                                        {/* Values are typed by people: a long unbroken one wraps, as on History, so Now stays beside Then. */}
                                        <TableCell data-testid={`as-of-then-${field}`} sx={VALUE_CELL}>{showValue(field, loaded.record[field])}</TableCell>
                                        <TableCell sx={VALUE_CELL}>{showValue(field, now?.[field])}</TableCell>
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
