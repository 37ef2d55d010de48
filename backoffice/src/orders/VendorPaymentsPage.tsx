import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import PaidIcon from '@mui/icons-material/Paid';
import { Alert, Box, Card, CardContent, CardHeader, Grid, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, Title } from 'react-admin';
import { captionSx } from '../common/listLayout';
import type { LedgerEntry, LedgerSummary } from '../payments/types';
import { EntryStatus, WithdrawFundsButton } from '../payments/WithdrawFunds';
import { StatCard } from '../dashboard/StatCard';
import { httpClient } from '../dataProvider';
import { formatDateTime } from '../dates';
import { formatRupees } from '../money';

/** GET /api/me/ledger/entries: the seller ledger's earnings (a vendor's: delivered order parts). */
type Entry = LedgerEntry & { entryId: string };

/**
 * A transaction's short reference: the tail of its entry id ('order-<order id>'), the random end
 * of the id. Its head is 'order-' and a time stamp, the same 'ORDER-01' on every order's row.
 */
const transactionRef = (entryId: string) => entryId.slice(-8).toUpperCase();

/**
 * 'Order BZ-2026-000002' with the number kept on one line: a phone otherwise breaks it at its
 * hyphens into three lines ('BZ-', '2026-', '000002'). Each hyphenated word gets a nowrap span.
 */
const keepHyphenatedWhole = (text: string) =>
    text.split(/(\S+-\S+)/).map((part, i) =>
        i % 2 === 1 ? (
            <Box component="span" key={i} sx={{ whiteSpace: 'nowrap' }} data-testid="whole-word">
                {part}
            </Box>
        ) : (
            part
        ),
    );

/** A phone's cells pad less: the order number, kept whole, Amount and Status share about 340 px. */
const phoneCells = { '& td, & th': { px: { xs: 1, sm: 2 } } };

/** The vendor's Payments tab (spec 2.7): Total Earnings, Pending Payments, Paid, and the transactions. */
export const VendorPaymentsPage = () => {
    const [ledger, setLedger] = useState<LedgerSummary | null>(null);
    const [entries, setEntries] = useState<Entry[] | null>(null);
    const [error, setError] = useState<string | null>(null);
    const [attempt, setAttempt] = useState(0);
    // A phone folds the transaction id and date under the order, so Amount and Status stay whole.
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    useEffect(() => {
        Promise.all([httpClient('/api/me/ledger'), httpClient('/api/me/ledger/entries?perPage=100')]).then(
            ([l, e]) => {
                setLedger(l.json as LedgerSummary);
                setEntries((e.json as { items: Entry[] }).items);
            },
            (e: Error) => setError(e.message),
        );
    }, [attempt]);
    return (
        <Box sx={{ py: 2 }} data-testid="vendor-payments">
            <Title title="Payments" />
            {error ? (
                <Alert severity="error">Could not load your payments: {error}</Alert>
            ) : !ledger || !entries ? (
                <Loading />
            ) : (
                <>
                    <Grid container spacing={2} sx={{ mb: 2 }}>
                        <Grid size={{ xs: 12, sm: 4 }}>
                            <StatCard title="Total Earnings" value={formatRupees(ledger.totalEarnings)} icon={<AccountBalanceWalletIcon />} color="#0d5c55" caption="Net of commission" testId="ledger-total" />
                        </Grid>
                        <Grid size={{ xs: 12, sm: 4 }}>
                            <StatCard title="Pending Payments" value={formatRupees(ledger.pending + ledger.available + ledger.requested)} icon={<HourglassBottomIcon />} color="#e65100" caption={`${formatRupees(ledger.available)} available to withdraw`} testId="ledger-pending" />
                        </Grid>
                        <Grid size={{ xs: 12, sm: 4 }}>
                            <StatCard title="Paid" value={formatRupees(ledger.paid)} icon={<PaidIcon />} color="#2e7d32" testId="ledger-paid" />
                        </Grid>
                    </Grid>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
                        <WithdrawFundsButton available={ledger.available} onDone={() => setAttempt(a => a + 1)} />
                        <Typography variant="body2" color="text.secondary">
                            Requested, not yet paid: {formatRupees(ledger.requested)} · Paid out: {formatRupees(ledger.paid)}
                        </Typography>
                    </Stack>
                    <Card>
                        <CardHeader title="Transactions" slotProps={{ title: { variant: 'h6' } }} />
                        <CardContent sx={{ pt: 0, overflowX: 'auto' }}>
                            {entries.length === 0 ? (
                                <Typography color="text.secondary">No transactions yet: earnings appear when your orders are delivered.</Typography>
                            ) : (
                                <Table size="small" data-testid="ledger-entries" sx={phoneCells}>
                                    <TableHead>
                                        <TableRow>
                                            {!narrow && <TableCell>Transaction ID</TableCell>}
                                            {!narrow && <TableCell>Date</TableCell>}
                                            <TableCell>Order ID</TableCell>
                                            <TableCell align="right">Amount</TableCell>
                                            <TableCell>Status</TableCell>
                                        </TableRow>
                                    </TableHead>
                                    <TableBody>
                                        {entries.map(e => (
                                            <TableRow key={e.id} data-testid="ledger-row">
                                                {!narrow && <TableCell sx={{ fontFamily: 'monospace' }} data-testid="transaction-id">{transactionRef(e.entryId)}</TableCell>}
                                                {!narrow && <TableCell>{formatDateTime(e.recordedAt)}</TableCell>}
                                                <TableCell>
                                                    {keepHyphenatedWhole(e.description)}
                                                    {narrow && (
                                                        <Typography variant="caption" color="text.secondary" sx={captionSx}>
                                                            <Box component="span" sx={{ fontFamily: 'monospace' }} data-testid="transaction-id">
                                                                {transactionRef(e.entryId)}
                                                            </Box>{' '}
                                                            · {formatDateTime(e.recordedAt)}
                                                        </Typography>
                                                    )}
                                                </TableCell>
                                                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                                    {formatRupees(e.net)}
                                                </TableCell>
                                                <TableCell>
                                                    <EntryStatus entry={e} testId="ledger-status" />
                                                </TableCell>
                                            </TableRow>
                                        ))}
                                    </TableBody>
                                </Table>
                            )}
                        </CardContent>
                    </Card>
                </>
            )}
        </Box>
    );
};

export default VendorPaymentsPage;
