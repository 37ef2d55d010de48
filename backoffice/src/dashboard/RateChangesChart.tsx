import { Alert, Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Loading, useGetList } from 'react-admin';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatDayShort } from '../dates';
import { formatCount } from '../money';
import { lastDays } from './rateChangeDays';

/** A record of the `rate-change-stats` projection (counted by the analytics consumer on the bus). */
interface RateChangeStat {
    id: string;
    day: string;
    count: number;
}

const DAYS = 30;

export const RateChangesChart = () => {
    const { data, isPending, error } = useGetList<RateChangeStat>('rate-change-stats', {
        pagination: { page: 1, perPage: DAYS + 5 },
        sort: { field: 'day', order: 'DESC' },
        filter: {},
    });
    const points = useMemo(() => lastDays(data ?? [], DAYS), [data]);
    const total = points.reduce((sum, p) => sum + p.count, 0);
    return (
        <Card data-testid="rate-changes-chart">
            <CardHeader
                title="Rate changes per day"
                subheader={`Last ${DAYS} days · ${formatCount(total)} ${total === 1 ? 'change' : 'changes'}`}
                slotProps={{ title: { variant: 'h6' } }}
            />
            <CardContent sx={{ pt: 0 }}>
                {isPending ? (
                    <Loading />
                ) : error ? (
                    <Alert severity="error">Could not load the statistics: {(error as Error).message}</Alert>
                ) : (
                    <Box sx={{ width: '100%', height: 280 }} data-testid="rate-changes-chart-body" data-total={total}>
                        <ResponsiveContainer width="100%" height="100%">
                            <BarChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
                                <CartesianGrid strokeDasharray="3 3" stroke="#e3e6ea" vertical={false} />
                                <XAxis dataKey="day" tickFormatter={formatDayShort} tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={16} />
                                <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
                                <Tooltip labelFormatter={day => formatDate(String(day))} formatter={value => [value, 'Rate changes']} />
                                <Bar dataKey="count" name="Rate changes" fill="#0d5c55" radius={[4, 4, 0, 0]} isAnimationActive={false} />
                            </BarChart>
                        </ResponsiveContainer>
                    </Box>
                )}
                {!isPending && !error && total === 0 && (
                    <Typography variant="body2" color="text.secondary">
                        No rate changes in the last {DAYS} days.
                    </Typography>
                )}
            </CardContent>
        </Card>
    );
};
