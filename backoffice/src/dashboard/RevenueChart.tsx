import { Alert, Box, Card, CardContent, CardHeader, Grid, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading } from 'react-admin';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { categoryName } from '@bazaar/common';
import { httpClient } from '../dataProvider';
import { formatDate, formatDayShort } from '../dates';
import { formatCount, formatRupees, formatRupeesShort } from '../money';

type Interval = 'day' | 'week' | 'month';

/** GET /api/admin/revenue (the bus-fed revenue projection); rupees. */
interface Revenue {
    interval: Interval;
    from: string;
    to: string;
    series: { period: string; revenue: number; orders: number }[];
    total: { revenue: number; orders: number };
    byCategory: { category: string; revenue: number; orders: number }[];
    byCity: { city: string; revenue: number; orders: number }[];
}

const LABELS: Record<Interval, string> = { day: 'Last 30 days', week: 'Last 12 weeks', month: 'Last 12 months' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const periodLabel = (interval: Interval) => (period: string) =>
    interval === 'month' ? `${MONTHS[Number(period.slice(5, 7)) - 1]} ${period.slice(2, 4)}` : formatDayShort(period);

const Breakdown = ({ title, note, heading, rows, testId }: { title: string; note?: string; heading: string; rows: { name: string; revenue: number; orders: number }[]; testId: string }) => (
    <Box data-testid={testId}>
        <Typography variant="subtitle2" sx={{ mb: note ? 0 : 1 }}>{title}</Typography>
        {note && <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>{note}</Typography>}
        {rows.length === 0 ? (
            <Typography variant="body2" color="text.secondary">No orders in this period.</Typography>
        ) : (
            <Table size="small">
                <TableHead>
                    <TableRow>
                        <TableCell>{heading}</TableCell>
                        <TableCell align="right">Orders</TableCell>
                        <TableCell align="right">Revenue</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map(r => (
                        <TableRow key={r.name}>
                            <TableCell>{r.name}</TableCell>
                            <TableCell align="right">{formatCount(r.orders)}</TableCell>
                            <TableCell align="right">{formatRupees(r.revenue)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        )}
    </Box>
);

/** The Overview revenue chart: by day, week or month, with the range's category and city breakdown. */
export const RevenueChart = () => {
    const [interval, setInterval] = useState<Interval>('day');
    const [data, setData] = useState<Revenue | null>(null);
    const [error, setError] = useState<string | null>(null);
    useEffect(() => {
        let current = true;
        setData(null);
        setError(null);
        httpClient(`/api/admin/revenue?interval=${interval}`).then(
            ({ json }) => current && setData(json as Revenue),
            (e: Error) => current && setError(e.message),
        );
        return () => {
            current = false;
        };
    }, [interval]);
    return (
        <Card data-testid="revenue-chart" sx={{ mb: 2 }}>
            <CardHeader
                title="Revenue"
                subheader={data ? `${LABELS[interval]} · ${formatRupees(data.total.revenue)} from ${formatCount(data.total.orders)} ${data.total.orders === 1 ? 'order' : 'orders'}` : LABELS[interval]}
                slotProps={{ title: { variant: 'h6' } }}
                action={
                    <ToggleButtonGroup size="small" exclusive value={interval} onChange={(_, next: Interval | null) => next && setInterval(next)} aria-label="Interval">
                        <ToggleButton value="day" data-testid="revenue-day">Day</ToggleButton>
                        <ToggleButton value="week" data-testid="revenue-week">Week</ToggleButton>
                        <ToggleButton value="month" data-testid="revenue-month">Month</ToggleButton>
                    </ToggleButtonGroup>
                }
            />
            <CardContent sx={{ pt: 0 }}>
                {error ? (
                    <Alert severity="error">Could not load the revenue: {error}</Alert>
                ) : !data ? (
                    <Loading />
                ) : (
                    <>
                        <Box sx={{ width: '100%', height: 280, mb: 2 }} data-testid="revenue-chart-body" data-total={data.total.revenue}>
                            <ResponsiveContainer width="100%" height="100%">
                                <BarChart data={data.series} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
                                    <CartesianGrid strokeDasharray="3 3" stroke="#e3e6ea" vertical={false} />
                                    <XAxis dataKey="period" tickFormatter={periodLabel(interval)} tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={16} />
                                    <YAxis tickFormatter={formatRupeesShort} tick={{ fontSize: 12 }} width={64} />
                                    <Tooltip
                                        labelFormatter={p => (interval === 'month' ? periodLabel('month')(String(p)) : interval === 'week' ? `Week of ${formatDate(String(p))}` : formatDate(String(p)))}
                                        formatter={(value, _name, item) => [`${formatRupees(Number(value))} · ${formatCount((item.payload as { orders: number }).orders)} orders`, 'Revenue']}
                                    />
                                    <Bar dataKey="revenue" name="Revenue" fill="#0d5c55" radius={[4, 4, 0, 0]} isAnimationActive={false} />
                                </BarChart>
                            </ResponsiveContainer>
                        </Box>
                        <Grid container spacing={3}>
                            <Grid size={{ xs: 12, md: 6 }}>
                                <Breakdown title="By category" note="Goods at list price: before coupons, without delivery, so it may differ from the total" heading="Category" testId="revenue-by-category" rows={data.byCategory.map(c => ({ ...c, name: categoryName(c.category) }))} />
                            </Grid>
                            <Grid size={{ xs: 12, md: 6 }}>
                                <Breakdown title="By city" heading="City" testId="revenue-by-city" rows={data.byCity.map(c => ({ ...c, name: c.city }))} />
                            </Grid>
                        </Grid>
                    </>
                )}
            </CardContent>
        </Card>
    );
};

export default RevenueChart;
