import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Typography,
    useMediaQuery,
    type Theme,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Loading, Title, useDataProvider, useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { captionSx, sellerPageSx } from '../common/listLayout';
import { emptyMatchText, matchesQuery, SearchBox } from '../common/SearchBox';
import { StatusChip } from '../common/StatusChip';
import type { BazaarDataProvider } from '../dataProvider';
import { formatDate } from '../dates';
import { formatRupees } from '../money';
import type { LedgerEntry, LedgerSummary, Payout } from './types';
import { payToText } from './PayoutDetails';
import { entryStatus } from './entryStatus';
import { EntryStatus, WithdrawFundsButton } from './WithdrawFunds';

/** How many of the newest earnings the table shows (the summary covers all of them). */
const SHOWN = 100;

const Amount = ({ label, value, testId }: { label: string; value: number | undefined; testId: string }) => (
    <Card variant="outlined" sx={{ flex: '1 1 180px' }}>
        <CardContent>
            <Typography variant="body2" color="text.secondary">
                {label}
            </Typography>
            <Typography variant="h5" sx={{ fontWeight: 800 }} data-testid={testId}>
                {value === undefined ? '—' : formatRupees(value)}
            </Typography>
        </CardContent>
    </Card>
);

const matches = (entry: LedgerEntry, query: string) => matchesQuery(query, [entry.description, entryStatus(entry).label, formatDate(entry.recordedAt), String(entry.amount)]);

const ViewBooking = ({ entry }: { entry: LedgerEntry }) =>
    entry.sourceKind === 'booking' ? (
        <Button component={Link} to={`/bookings/${encodeURIComponent(entry.sourceId)}/show`} size="small" sx={{ px: 0, minWidth: 0 }}>
            View Details
        </Button>
    ) : null;

/**
 * Spec 2.8 Payments for a provider: each completed booking's amount and status (View Details
 * opens the booking), the summary (total earnings, pending, available for withdrawal) and
 * Withdraw Funds, which asks for a payout of the whole available balance; an admin marks it paid.
 */
export const ProviderPayments = () => {
    const dataProvider = useDataProvider<BazaarDataProvider>();
    // A phone folds Date and Actions under the service, so Status stays whole.
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const [summary, setSummary] = useState<LedgerSummary>();
    const [entries, setEntries] = useState<LedgerEntry[]>();
    const [error, setError] = useState('');
    const [query, setQuery] = useState('');
    const [attempt, setAttempt] = useState(0);
    const payouts = useGetList<Payout>('payouts', { sort: { field: 'requestedAt', order: 'DESC' }, pagination: { page: 1, perPage: 10 } });

    useEffect(() => {
        let current = true;
        Promise.all([dataProvider.getLedger(), dataProvider.getLedgerEntries(SHOWN)])
            .then(([s, e]) => {
                if (!current) return;
                setSummary(s);
                setEntries(e.items);
            })
            .catch((e: Error) => current && setError(e.message));
        return () => {
            current = false;
        };
    }, [dataProvider, attempt]);

    const reload = useCallback(() => {
        setAttempt(a => a + 1);
        void payouts.refetch();
    }, [payouts]);

    const shown = (entries ?? []).filter(e => matches(e, query));
    return (
        <Box sx={sellerPageSx} data-testid="provider-payments">
            <Title title="Payments" />
            {error && <Alert severity="error">Could not load your payments: {error}</Alert>}
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
                <Amount label="Total earnings" value={summary?.totalEarnings} testId="payments-total" />
                <Amount label="Pending" value={summary?.pending} testId="payments-pending" />
                <Amount label="Available for withdrawal" value={summary?.available} testId="payments-available" />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <WithdrawFundsButton available={summary?.available} onDone={reload} />
                {summary && (
                    <Typography variant="body2" color="text.secondary">
                        Requested, not yet paid: {formatRupees(summary.requested)} · Paid out: {formatRupees(summary.paid)}
                    </Typography>
                )}
            </Stack>
            <SearchBox value={query} onChange={setQuery} label="Search payments" testId="payments-search" />
            {!entries && !error ? (
                <Loading />
            ) : shown.length ? (
                <TableContainer component={Card} variant="outlined">
                    <Table size="small" data-testid="payments-table">
                        <TableHead>
                            <TableRow>
                                <TableCell>Service</TableCell>
                                <TableCell align="right">Amount</TableCell>
                                {!narrow && <TableCell>Date</TableCell>}
                                <TableCell>Status</TableCell>
                                {!narrow && <TableCell align="right">Actions</TableCell>}
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {shown.map(entry => (
                                <TableRow key={entry.id} data-testid="payment-row">
                                    <TableCell>
                                        {entry.description}
                                        {narrow && (
                                            <>
                                                <Typography variant="caption" color="text.secondary" sx={captionSx}>
                                                    {formatDate(entry.recordedAt)}
                                                </Typography>
                                                <ViewBooking entry={entry} />
                                            </>
                                        )}
                                    </TableCell>
                                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                        {formatRupees(entry.amount)}
                                        {entry.commission > 0 && (
                                            <Typography variant="caption" color="text.secondary" component="div">
                                                net {formatRupees(entry.net)}
                                            </Typography>
                                        )}
                                    </TableCell>
                                    {!narrow && <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.recordedAt)}</TableCell>}
                                    <TableCell>
                                        <EntryStatus entry={entry} testId="payment-status" />
                                    </TableCell>
                                    {!narrow && (
                                        <TableCell align="right">
                                            <ViewBooking entry={entry} />
                                        </TableCell>
                                    )}
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </TableContainer>
            ) : (
                <Typography color="text.secondary" sx={{ p: 2 }} data-testid="payments-empty">
                    {emptyMatchText('payments', query, 'No payments yet: completed bookings appear here.')}
                </Typography>
            )}
            {!!payouts.data?.length && (
                <Box>
                    <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                        Withdrawals
                    </Typography>
                    <Stack spacing={0.5} data-testid="my-payouts">
                        {payouts.data.map(p => (
                            <Stack key={p.id} direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                                <Typography sx={{ fontWeight: 700 }}>{formatRupees(p.amount)}</Typography>
                                <StatusChip label={p.status === 'paid' ? 'Paid' : 'Requested'} tone={p.status === 'paid' ? 'green' : 'amber'} />
                                <Typography variant="body2" color="text.secondary">
                                    requested {formatDate(p.requestedAt)}
                                    {p.paidAt ? `, paid ${formatDate(p.paidAt)}` : ''}
                                    {p.reference ? ` (ref. ${p.reference})` : ''}
                                    {p.payTo ? `, to ${payToText(p.payTo)}` : ''}
                                </Typography>
                            </Stack>
                        ))}
                    </Stack>
                </Box>
            )}
        </Box>
    );
};

export default ProviderPayments;
