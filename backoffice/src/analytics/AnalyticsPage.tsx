import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { downloadFile } from '../audit/download';
import { API_URL, httpClient } from '../dataProvider';
import { businessDay, formatDate } from '../dates';
import { formatRupees, formatRupeesShort } from '../money';
import { categoryName } from '../rates/types';
import { type Candle, CandlestickChart } from './CandlestickChart';
import { OrdersAnalytics } from './OrdersAnalytics';

type Interval = 'day' | 'week' | 'month';

interface RateRow extends Candle {
    level: 'rate' | 'category';
    category: string;
    rateId: string | null;
    productName: string | null;
    unit: string | null;
}

interface Report {
    from: string;
    to: string;
    interval: Interval;
    events: number;
    rows: RateRow[];
}

/** One chart line: a rate or a category's mean, in one unit. */
const seriesOf = (row: RateRow) => (row.level === 'rate' ? `rate:${row.rateId}|${row.unit}` : `category:${row.category}|${row.unit}`);

const daysAgo = (days: number) => businessDay(new Date(Date.now() - days * 86_400_000));

const reportQuery = (from: string, to: string, interval: Interval, format?: 'csv') =>
    `${API_URL}/analytics/rates?${new URLSearchParams({ from, to, interval, ...(format && { format }) }).toString()}`;

/**
 * Analytics (admins): rate history replayed from the log for the chosen period, per rate or
 * per category, by day, week or month, as a candlestick and a line chart, and as CSV; then
 * orders and revenue for the same period (OrdersAnalytics).
 * The server replays the events each time (never the live read models).
 */
export const AnalyticsPage = () => {
    const notify = useNotify();
    const [from, setFrom] = useState(() => daysAgo(29));
    const [to, setTo] = useState(() => daysAgo(0));
    const [interval, setInterval] = useState<Interval>('day');
    const [series, setSeries] = useState('');
    const [report, setReport] = useState<Report | null>(null);
    const [error, setError] = useState<string | null>(null);

    useEffect(() => {
        let current = true;
        setReport(null);
        setError(null);
        httpClient(reportQuery(from, to, interval))
            .then(({ json }) => current && setReport(json as Report))
            .catch((e: Error) => current && setError(e.message));
        return () => {
            current = false;
        };
    }, [from, to, interval]);

    // Series: each category (mean of its rates) and each rate, per unit (a price per kg is never
    // drawn on one line with a price per tonne); the first rate by default.
    const choices = useMemo(() => {
        const seen = new Map<string, string>();
        for (const row of report?.rows ?? []) {
            const key = seriesOf(row);
            if (!seen.has(key)) seen.set(key, row.level === 'rate' ? `${row.productName} (${categoryName(row.category as never)}, per ${row.unit})` : `${categoryName(row.category as never)}: category average, per ${row.unit}`);
        }
        return [...seen.entries()];
    }, [report]);
    const chosen = choices.some(([key]) => key === series) ? series : choices.find(([key]) => key.startsWith('rate:'))?.[0] ?? choices[0]?.[0] ?? '';
    const candles = (report?.rows ?? []).filter(row => seriesOf(row) === chosen);

    const exportCsv = () =>
        downloadFile(reportQuery(from, to, interval, 'csv'), `rates-${from}-${to}-${interval}.csv`).catch((e: Error) => notify(`Could not export: ${e.message}`, { type: 'error' }));

    return (
        <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="analytics">
            <Title title="Analytics" />
            <Card>
                <CardContent>
                    <Typography variant="h6" gutterBottom>
                        Wholesale rate history
                    </Typography>
                    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
                        <TextField size="small" type="date" label="From" value={from} onChange={e => e.target.value && setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 170 }} data-testid="analytics-from" />
                        <TextField size="small" type="date" label="To" value={to} onChange={e => e.target.value && setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 170 }} data-testid="analytics-to" />
                        <ToggleButtonGroup size="small" exclusive value={interval} onChange={(_, value: Interval | null) => value && setInterval(value)} data-testid="analytics-interval">
                            <ToggleButton value="day">Day</ToggleButton>
                            <ToggleButton value="week">Week</ToggleButton>
                            <ToggleButton value="month">Month</ToggleButton>
                        </ToggleButtonGroup>
                        <TextField select size="small" label="Rate or category" value={chosen} onChange={e => setSeries(e.target.value)} sx={{ width: 340, maxWidth: '100%' }} data-testid="analytics-series" disabled={!choices.length}>
                            {choices.map(([key, label]) => (
                                <MenuItem key={key} value={key}>
                                    {label}
                                </MenuItem>
                            ))}
                        </TextField>
                        <Box sx={{ flexGrow: 1 }} />
                        <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={exportCsv} data-testid="analytics-export">
                            Export CSV
                        </Button>
                    </Stack>
                    {error ? (
                        <Alert severity="error" data-testid="analytics-error">
                            {error}
                        </Alert>
                    ) : !report ? (
                        <Loading />
                    ) : !candles.length ? (
                        <Typography color="text.secondary" sx={{ p: 2 }} data-testid="analytics-empty">
                            No rates in this period.
                        </Typography>
                    ) : (
                        <>
                            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                                Replayed {report.events.toLocaleString('en-IN')} events from the log, {formatDate(report.from)} to {formatDate(report.to)}, by {report.interval}.
                            </Typography>
                            <Typography variant="subtitle2" sx={{ mt: 1 }}>
                                Open, high, low and close
                            </Typography>
                            <Box data-testid="analytics-candlestick" data-candles={candles.length}>
                                <CandlestickChart candles={candles} />
                            </Box>
                            <Typography variant="subtitle2" sx={{ mt: 2 }}>
                                Close and average
                            </Typography>
                            <Box data-testid="analytics-line">
                                <ResponsiveContainer width="100%" height={260}>
                                    <LineChart data={candles} margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
                                        <CartesianGrid strokeDasharray="3 3" stroke="#e3e6ea" />
                                        <XAxis dataKey="bucket" tickFormatter={b => formatDate(b)} tick={{ fontSize: 12 }} />
                                        <YAxis tickFormatter={formatRupeesShort} tick={{ fontSize: 12 }} width={64} domain={['auto', 'auto']} />
                                        <Tooltip formatter={value => formatRupees(Number(value))} labelFormatter={label => formatDate(String(label))} />
                                        <Legend />
                                        <Line type="monotone" dataKey="close" name="Close" stroke="#2e7d32" dot={false} isAnimationActive={false} />
                                        <Line type="monotone" dataKey="average" name="Average" stroke="#1565c0" dot={false} isAnimationActive={false} />
                                    </LineChart>
                                </ResponsiveContainer>
                            </Box>
                        </>
                    )}
                </CardContent>
            </Card>
            <OrdersAnalytics from={from} to={to} interval={interval} />
        </Box>
    );
};

export default AnalyticsPage;
