import DownloadIcon from '@mui/icons-material/Download';
import { categoryName } from '@bazaar/common';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Loading, useGetMany, useNotify } from 'react-admin';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { downloadFile } from '../audit/download';
import { API_URL, httpClient } from '../dataProvider';
import { formatDate } from '../dates';
import { formatCount, formatRupees, formatRupeesShort } from '../money';

type Interval = 'day' | 'week' | 'month';
type Dimension = 'category' | 'vendor' | 'city';

interface OrderRow {
    bucket: string;
    dimension: 'total' | Dimension;
    key: string;
    orders: number;
    revenue: number;
    cancelled: number;
}

const query = (from: string, to: string, interval: Interval, format?: 'csv') =>
    `${API_URL}/analytics/orders?${new URLSearchParams({ from, to, interval, ...(format && { format }) }).toString()}`;

const DIMENSIONS: { id: Dimension; label: string }[] = [
    { id: 'category', label: 'Category' },
    { id: 'vendor', label: 'Vendor' },
    { id: 'city', label: 'City' },
];

/**
 * Orders and revenue over the chosen period, replayed from the order events (not the live
 * revenue read model): a chart per bucket and the period's breakdown by category, vendor or city.
 */
export const OrdersAnalytics = ({ from, to, interval }: { from: string; to: string; interval: Interval }) => {
    const notify = useNotify();
    const [rows, setRows] = useState<OrderRow[] | null>(null);
    const [error, setError] = useState<string | null>(null);
    const [dimension, setDimension] = useState<Dimension>('category');

    useEffect(() => {
        let current = true;
        setRows(null);
        setError(null);
        httpClient(query(from, to, interval))
            .then(({ json }) => current && setRows((json as { rows: OrderRow[] }).rows))
            .catch((e: Error) => current && setError(e.message));
        return () => {
            current = false;
        };
    }, [from, to, interval]);

    const totals = (rows ?? []).filter(r => r.dimension === 'total');
    const breakdown = useMemo(() => {
        const sums = new Map<string, { key: string; orders: number; revenue: number }>();
        for (const row of rows ?? []) {
            if (row.dimension !== dimension) continue;
            const sum = sums.get(row.key) ?? { key: row.key, orders: 0, revenue: 0 };
            sums.set(row.key, { key: row.key, orders: sum.orders + row.orders, revenue: Math.round((sum.revenue + row.revenue) * 100) / 100 });
        }
        return [...sums.values()].sort((a, b) => b.revenue - a.revenue);
    }, [rows, dimension]);
    const vendorIds = dimension === 'vendor' ? breakdown.map(b => b.key) : [];
    const { data: vendors } = useGetMany<{ id: string; companyName?: string }>('vendors', { ids: vendorIds }, { enabled: vendorIds.length > 0 });
    const vendorName = (id: string) => vendors?.find(v => v.id === id)?.companyName ?? id;

    const exportCsv = () => downloadFile(query(from, to, interval, 'csv'), `orders-${from}-${to}-${interval}.csv`).catch((e: Error) => notify(`Could not export: ${e.message}`, { type: 'error' }));

    return (
        <Card sx={{ mt: 2 }} data-testid="analytics-orders">
            <CardContent>
                <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                    <Typography variant="h6">Orders and revenue</Typography>
                    <Box sx={{ flexGrow: 1 }} />
                    <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={exportCsv} data-testid="analytics-orders-export">
                        Export CSV
                    </Button>
                </Stack>
                {error ? (
                    <Alert severity="error">{error}</Alert>
                ) : !rows ? (
                    <Loading />
                ) : !totals.length ? (
                    <Typography color="text.secondary" sx={{ p: 2 }} data-testid="analytics-orders-empty">
                        No orders were placed in this period.
                    </Typography>
                ) : (
                    <>
                        <Box data-testid="analytics-orders-chart">
                            <ResponsiveContainer width="100%" height={280}>
                                <ComposedChart data={totals} margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
                                    <CartesianGrid strokeDasharray="3 3" stroke="#e3e6ea" />
                                    <XAxis dataKey="bucket" tickFormatter={b => formatDate(b)} tick={{ fontSize: 12 }} />
                                    <YAxis yAxisId="revenue" tickFormatter={formatRupeesShort} tick={{ fontSize: 12 }} width={64} />
                                    <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
                                    <Tooltip formatter={(value, name) => (name === 'Revenue' ? formatRupees(Number(value)) : value)} labelFormatter={label => formatDate(String(label))} />
                                    <Legend />
                                    <Bar yAxisId="revenue" dataKey="revenue" name="Revenue" fill="#2e7d32" isAnimationActive={false} />
                                    <Line yAxisId="orders" dataKey="orders" name="Orders" stroke="#1565c0" isAnimationActive={false} />
                                </ComposedChart>
                            </ResponsiveContainer>
                        </Box>
                        <ToggleButtonGroup size="small" exclusive value={dimension} onChange={(_, value: Dimension | null) => value && setDimension(value)} sx={{ my: 1 }}>
                            {DIMENSIONS.map(d => (
                                <ToggleButton key={d.id} value={d.id}>
                                    By {d.label.toLowerCase()}
                                </ToggleButton>
                            ))}
                        </ToggleButtonGroup>
                        <Table size="small" data-testid="analytics-orders-breakdown">
                            <TableHead>
                                <TableRow>
                                    <TableCell>{DIMENSIONS.find(d => d.id === dimension)!.label}</TableCell>
                                    <TableCell align="right">Orders</TableCell>
                                    <TableCell align="right">Revenue</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {breakdown.map(row => (
                                    <TableRow key={row.key}>
                                        <TableCell>{dimension === 'vendor' ? vendorName(row.key) : dimension === 'category' ? categoryName(row.key) : row.key}</TableCell>
                                        <TableCell align="right">{formatCount(row.orders)}</TableCell>
                                        <TableCell align="right">{formatRupees(row.revenue)}</TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </>
                )}
            </CardContent>
        </Card>
    );
};
