import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import PaidIcon from '@mui/icons-material/Paid';
import { Alert, Box, Card, CardContent, CardHeader, Grid, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, Title } from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { StatCard } from '../dashboard/StatCard';
import { httpClient } from '../dataProvider';
import { formatDateTime } from '../dates';
import { formatRupees } from '../money';

/** GET /api/me/ledger and /api/me/ledger/entries (the bookings engineer's seller ledger). */
interface Ledger {
    totalEarnings: number;
    pending: number;
    available: number;
    requested: number;
    paid: number;
}
interface Entry {
    id: string;
    entryId: string;
    sourceKind: 'order' | 'booking';
    sourceId: string;
    description: string;
    amount: number;
    net: number;
    status: 'pending' | 'available' | 'reversed';
    recordedAt: string;
}

const ENTRY_STATUS = { pending: ['Pending', 'amber'], available: ['Available', 'green'], reversed: ['Reversed', 'grey'] } as const;

/** The vendor's Payments tab (spec 2.7): Total Earnings, Pending Payments, Paid, and the transactions. */
export const VendorPaymentsPage = () => {
    const [ledger, setLedger] = useState<Ledger | null>(null);
    const [entries, setEntries] = useState<Entry[] | null>(null);
    const [error, setError] = useState<string | null>(null);
    useEffect(() => {
        Promise.all([httpClient('/api/me/ledger'), httpClient('/api/me/ledger/entries?perPage=100')]).then(
            ([l, e]) => {
                setLedger(l.json as Ledger);
                setEntries((e.json as { items: Entry[] }).items);
            },
            (e: Error) => setError(e.message),
        );
    }, []);
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
                    <Card>
                        <CardHeader title="Transactions" slotProps={{ title: { variant: 'h6' } }} />
                        <CardContent sx={{ pt: 0, overflowX: 'auto' }}>
                            {entries.length === 0 ? (
                                <Typography color="text.secondary">No transactions yet: earnings appear when your orders are delivered.</Typography>
                            ) : (
                                <Table size="small" data-testid="ledger-entries">
                                    <TableHead>
                                        <TableRow>
                                            <TableCell>Transaction ID</TableCell>
                                            <TableCell>Date</TableCell>
                                            <TableCell>Order ID</TableCell>
                                            <TableCell align="right">Amount</TableCell>
                                            <TableCell>Status</TableCell>
                                        </TableRow>
                                    </TableHead>
                                    <TableBody>
                                        {entries.map(e => (
                                            <TableRow key={e.id}>
                                                <TableCell sx={{ fontFamily: 'monospace' }}>{e.entryId.slice(0, 8).toUpperCase()}</TableCell>
                                                <TableCell>{formatDateTime(e.recordedAt)}</TableCell>
                                                <TableCell>{e.description}</TableCell>
                                                <TableCell align="right">{formatRupees(e.net)}</TableCell>
                                                <TableCell>
                                                    <StatusChip label={ENTRY_STATUS[e.status][0]} tone={ENTRY_STATUS[e.status][1]} />
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
