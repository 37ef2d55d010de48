import { Alert, Box, Typography } from '@mui/material';
import { sinceUnitChanged } from '@bazaar/common';
import { Loading, useGetList } from 'react-admin';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatDateTime } from '../dates';
import { formatRupees, formatRupeesShort } from '../money';
import type { RateHistoryEntry } from './types';

interface Point {
    t: number;
    currentRate: number;
}

/** The most points the chart reads. */
const CHART_POINTS = 1000;

/** currentRate over time, since its unit last changed, from the `rate-history` list (one row per RateAdded/RateChanged, read from the log). */
export const RateHistoryChart = ({ rateId, unit }: { rateId: string; unit?: string }) => {
    // The newest 1,000 (the most one list answers), put back in time order: the oldest 1,000 of a rate
    // changed daily for three years would end the chart years ago.
    const { data: newestFirst, isPending, error } = useGetList<RateHistoryEntry>('rate-history', {
        filter: { rateId },
        sort: { field: 'changedAt', order: 'DESC' },
        pagination: { page: 1, perPage: CHART_POINTS },
    });
    const data = newestFirst && [...newestFirst].reverse();
    if (isPending) return <Loading />;
    if (error) return <Alert severity="error">Could not load the rate history: {(error as Error).message}</Alert>;
    // Only the amounts in the rate's current unit: one per quintal and one per tonne are no one line.
    const points: Point[] = sinceUnitChanged(data ?? [])
        .map(h => ({ t: new Date(h.changedAt).getTime(), currentRate: Number(h.currentRate) }))
        .filter(p => Number.isFinite(p.t) && Number.isFinite(p.currentRate));
    if (!points.length) {
        return (
            <Typography color="text.secondary" sx={{ p: 2 }} data-testid="rate-chart-empty">
                No rate changes recorded yet.
            </Typography>
        );
    }
    return (
        <Box data-testid="rate-chart" data-points={points.length} data-latest={points[points.length - 1].currentRate} sx={{ width: '100%', pt: 1 }}>
            <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
                Current rate{unit ? ` per ${unit}` : ''} over time ({points.length} {points.length === 1 ? 'entry' : 'entries'})
            </Typography>
            <ResponsiveContainer width="100%" height={320}>
                <LineChart data={points} margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
                    <CartesianGrid strokeDasharray="3 3" stroke="#e3e6ea" />
                    <XAxis
                        dataKey="t"
                        type="number"
                        scale="time"
                        domain={['dataMin', 'dataMax']}
                        tickFormatter={t => formatDate(new Date(t))}
                        tick={{ fontSize: 12 }}
                        padding={{ left: 16, right: 16 }}
                    />
                    <YAxis tickFormatter={formatRupeesShort} tick={{ fontSize: 12 }} width={64} domain={['auto', 'auto']} />
                    <Tooltip
                        labelFormatter={t => formatDateTime(new Date(Number(t)))}
                        formatter={value => [formatRupees(Number(value)), 'Current rate']}
                    />
                    <Line
                        type="stepAfter"
                        dataKey="currentRate"
                        name="Current rate"
                        stroke="#0d5c55"
                        strokeWidth={2}
                        dot={{ r: 3 }}
                        activeDot={{ r: 5 }}
                        isAnimationActive={false}
                    />
                </LineChart>
            </ResponsiveContainer>
        </Box>
    );
};

export default RateHistoryChart;
