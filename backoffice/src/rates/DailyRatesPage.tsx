import {
    Alert,
    AlertTitle,
    Box,
    Button as MuiButton,
    Card,
    CardContent,
    InputAdornment,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    TextField as MuiTextField,
    Typography,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useMemo, useState } from 'react';
import {
    AccessDenied,
    CanAccess,
    ListButton,
    Loading,
    Title,
    TopToolbar,
    useDataProvider,
    useGetList,
    useNotify,
    useRefresh,
} from 'react-admin';
import type { BazaarDataProvider, DailyRateChange, DailyRatesResult } from '../dataProvider';
import { formatRupees, parseRupees } from '../money';
import { LastUpdated } from './LastUpdated';
import { TrendIndicator } from './Trend';
import { categoryName, Rate, trendOf } from './types';

type Drafts = Record<string, string>;

/** Maps `errors['changes.<i>.<field>']` of a 400 back to the rate of the i-th change. */
const rowErrorsFrom = (error: unknown, sent: DailyRateChange[]): Record<string, string> => {
    const errors = (error as { body?: { errors?: Record<string, string> } })?.body?.errors ?? {};
    const out: Record<string, string> = {};
    for (const [key, message] of Object.entries(errors)) {
        const m = /^changes\.(\d+)\./.exec(key);
        const change = m ? sent[Number(m[1])] : undefined;
        if (change && !out[change.id]) out[change.id] = message;
    }
    return out;
};

interface Row {
    rate: Rate;
    draft: string;
    value: number | null;
    invalid: boolean;
    changed: boolean;
}

// On a phone the table keeps Product, Current Rate and New Rate; category and unit move
// under the product name and the change under the input, so nothing runs off-screen.
const wideOnly = { display: { xs: 'none', md: 'table-cell' } } as const;
const narrowOnly = { display: { xs: 'block', md: 'none' } } as const;

/**
 * Update Daily Rates (custom route /rates/daily): every listed rate with a new-rate input;
 * only the changed ones go in one POST /api/admin/rates/daily. Admins only: other roles
 * see Access denied rather than a list that never loads.
 */
export const DailyRatesPage = () => (
    <CanAccess resource="rates" action="edit" loading={<Loading />} accessDenied={<AccessDenied data-testid="access-denied" />}>
        <DailyRatesForm />
    </CanAccess>
);

const DailyRatesForm = () => {
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const { data: rates, isPending, error, refetch } = useGetList<Rate>('rates', {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'category', order: 'ASC' },
        filter: { status: 'listed' },
    });
    const [drafts, setDrafts] = useState<Drafts>({});
    const [saving, setSaving] = useState(false);
    const [result, setResult] = useState<(DailyRatesResult & { names: string[] }) | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    // the server's per-row errors (`errors['changes.<i>.currentRate']`), by rate id
    const [rowErrors, setRowErrors] = useState<Record<string, string>>({});

    const rows: Row[] = useMemo(
        () =>
            [...(rates ?? [])]
                .sort((a, b) => a.category.localeCompare(b.category) || a.productName.localeCompare(b.productName))
                .map(rate => {
                    const draft = drafts[rate.id] ?? '';
                    const value = draft.trim() === '' ? null : parseRupees(draft);
                    const invalid = draft.trim() !== '' && (value == null || value < 0.01);
                    const changed = !invalid && value != null && Math.round(value * 100) !== Math.round(rate.currentRate * 100);
                    return { rate, draft, value, invalid, changed };
                }),
        [rates, drafts],
    );
    const changes: DailyRateChange[] = rows.filter(r => r.changed).map(r => ({ id: r.rate.id, currentRate: r.value as number }));
    const invalidCount = rows.filter(r => r.invalid).length;

    const submit = async (event: React.FormEvent) => {
        event.preventDefault();
        if (!changes.length || invalidCount) return;
        setSaving(true);
        setFailure(null);
        setResult(null);
        setRowErrors({});
        try {
            const res = await dataProvider.updateDailyRates(changes);
            const names = rows.filter(r => r.changed).map(r => r.rate.productName);
            setResult({ ...res, names });
            setDrafts({});
            notify(`${res.updated} ${res.updated === 1 ? 'rate' : 'rates'} updated`, { type: 'success' });
            refresh();
            await refetch();
        } catch (e) {
            const message = (e as Error)?.message || 'Failed to update rates';
            setFailure(message);
            setRowErrors(rowErrorsFrom(e, changes));
            notify(message, { type: 'error' });
        } finally {
            setSaving(false);
        }
    };

    if (isPending) return <Loading />;
    if (error) return <Alert severity="error">Could not load the rates: {(error as Error).message}</Alert>;

    return (
        <Box data-testid="daily-rates-page">
            <Title title="Update Daily Rates" />
            <TopToolbar>
                <ListButton resource="rates" label="All rates" />
            </TopToolbar>
            <Card>
                <CardContent component="form" onSubmit={submit} noValidate>
                    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}>
                        <Box>
                            <Typography variant="h6">Today's rates</Typography>
                            <Typography variant="body2" color="text.secondary">
                                Enter a new rate only where it changed; blank rows keep their current rate. All changes are saved together.
                            </Typography>
                            <LastUpdated />
                        </Box>
                        <MuiButton
                            type="submit"
                            variant="contained"
                            startIcon={<SaveIcon />}
                            disabled={saving || !changes.length || invalidCount > 0}
                            data-testid="daily-rates-submit"
                            sx={{ alignSelf: { xs: 'stretch', md: 'center' }, whiteSpace: 'nowrap' }}
                        >
                            {saving ? 'Saving…' : changes.length ? `Save ${changes.length} new ${changes.length === 1 ? 'rate' : 'rates'}` : 'Save new rates'}
                        </MuiButton>
                    </Stack>
                    {result && (
                        <Alert severity="success" sx={{ mb: 2 }} data-testid="daily-rates-result" data-updated={result.updated} onClose={() => setResult(null)}>
                            <AlertTitle>
                                {result.updated} {result.updated === 1 ? 'rate' : 'rates'} updated
                            </AlertTitle>
                            {result.names.join(', ')}
                        </Alert>
                    )}
                    {failure && (
                        <Alert severity="error" sx={{ mb: 2 }} data-testid="daily-rates-error" onClose={() => setFailure(null)}>
                            <AlertTitle>Error</AlertTitle>
                            {failure}
                        </Alert>
                    )}
                    {rows.length === 0 ? (
                        <Typography color="text.secondary">No rates yet. Add one from the rate list.</Typography>
                    ) : (
                        <TableContainer>
                            <Table size="small">
                                <TableHead>
                                    <TableRow>
                                        <TableCell>Product Name</TableCell>
                                        <TableCell sx={wideOnly}>Category</TableCell>
                                        <TableCell sx={wideOnly}>Unit</TableCell>
                                        <TableCell align="right" sx={wideOnly}>Current Rate</TableCell>
                                        <TableCell sx={{ width: { xs: 140, md: 220 } }}>New Rate</TableCell>
                                        <TableCell sx={wideOnly}>Change</TableCell>
                                    </TableRow>
                                </TableHead>
                                <TableBody>
                                    {rows.map(({ rate, draft, value, invalid, changed }) => {
                                        const serverError = rowErrors[rate.id];
                                        return (
                                        <TableRow key={rate.id} data-testid="daily-rate-row" data-rate-id={rate.id} selected={changed}>
                                            <TableCell>
                                                {rate.productName}
                                                <Typography variant="caption" color="text.secondary" sx={narrowOnly}>
                                                    {categoryName(rate.category)} · now {formatRupees(rate.currentRate)} per {rate.unit}
                                                </Typography>
                                            </TableCell>
                                            <TableCell sx={wideOnly}>{categoryName(rate.category)}</TableCell>
                                            <TableCell sx={wideOnly}>{rate.unit}</TableCell>
                                            {/* On a phone the current rate is under the name (and the New Rate box's placeholder). */}
                                            <TableCell align="right" sx={wideOnly} data-testid="daily-current-rate">
                                                {formatRupees(rate.currentRate)}
                                            </TableCell>
                                            <TableCell>
                                                <MuiTextField
                                                    value={draft}
                                                    onChange={e => {
                                                        const next = e.target.value;
                                                        setDrafts(d => ({ ...d, [rate.id]: next }));
                                                        setRowErrors(({ [rate.id]: _dropped, ...rest }) => rest);
                                                    }}
                                                    placeholder={rate.currentRate.toFixed(2)}
                                                    type="number"
                                                    variant="outlined"
                                                    size="small"
                                                    margin="none"
                                                    sx={{ minWidth: 120 }}
                                                    error={invalid || !!serverError}
                                                    helperText={
                                                        invalid ? 'At least ₹0.01, 2 decimals' : serverError ?? (
                                                            changed && value != null ? (
                                                                <Box component="span" sx={narrowOnly}>
                                                                    <TrendIndicator trend={trendOf(rate.currentRate, value)} previous={rate.currentRate} current={value} showDelta />
                                                                </Box>
                                                            ) : undefined
                                                        )
                                                    }
                                                    slotProps={{
                                                        htmlInput: {
                                                            min: 0.01,
                                                            step: 0.01,
                                                            inputMode: 'decimal',
                                                            'aria-label': `New rate for ${rate.productName}`,
                                                            'data-testid': `daily-rate-input-${rate.id}`,
                                                        },
                                                        input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                                                    }}
                                                />
                                            </TableCell>
                                            <TableCell sx={wideOnly}>
                                                {changed && value != null ? (
                                                    <TrendIndicator trend={trendOf(rate.currentRate, value)} previous={rate.currentRate} current={value} showDelta />
                                                ) : (
                                                    <Typography variant="body2" color="text.disabled">
                                                        no change
                                                    </Typography>
                                                )}
                                            </TableCell>
                                        </TableRow>
                                        );
                                    })}
                                </TableBody>
                            </Table>
                        </TableContainer>
                    )}
                </CardContent>
            </Card>
        </Box>
    );
};

export default DailyRatesPage;
