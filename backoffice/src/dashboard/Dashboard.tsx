import PriceChangeIcon from '@mui/icons-material/PriceChange';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Grid, Typography } from '@mui/material';
import { Title, useGetIdentity, useGetList } from 'react-admin';
import { formatDateTime, localDay } from '../dates';
import type { Rate } from '../rates/types';
import { RateChangesChart } from './RateChangesChart';
import { StatCard } from './StatCard';

/** Changed today, in the admin's own calendar day. */
const changedToday = (rate: Rate, today: string) => !!rate.updatedAt && localDay(new Date(rate.updatedAt)) === today;

export const Dashboard = () => {
    const { identity } = useGetIdentity();
    // The rate list is a projection of a few hundred rows at most: read it whole
    // and show its current state (the per-day chart comes from its own projection).
    const { data: rates, total, isPending } = useGetList<Rate>('rates', {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'updatedAt', order: 'DESC' },
        filter: {},
    });
    const today = localDay();
    const up = rates?.filter(r => r.trend === 'up' && changedToday(r, today)).length ?? 0;
    const down = rates?.filter(r => r.trend === 'down' && changedToday(r, today)).length ?? 0;
    const lastUpdated = rates?.[0]?.updatedAt;

    return (
        <Box sx={{ py: 2 }} data-testid="dashboard">
            <Title title="Dashboard" />
            <Typography variant="h5" sx={{ fontWeight: 700 }}>
                Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Wholesale rates last updated {lastUpdated ? formatDateTime(lastUpdated) : '—'}
            </Typography>
            <Grid container spacing={2} sx={{ mb: 2 }}>
                <Grid size={{ xs: 12, sm: 4 }}>
                    <StatCard
                        title="Wholesale rates"
                        value={total ?? 0}
                        icon={<PriceChangeIcon />}
                        color="#1b5e20"
                        to="/rates"
                        testId="stat-rates-total"
                        loading={isPending}
                    />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                    <StatCard
                        title="Rates up today"
                        value={up}
                        icon={<TrendingUpIcon />}
                        color="#2e7d32"
                        to="/rates"
                        caption="▲ higher than the previous rate"
                        testId="stat-rates-up"
                        loading={isPending}
                    />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                    <StatCard
                        title="Rates down today"
                        value={down}
                        icon={<TrendingDownIcon />}
                        color="#c62828"
                        to="/rates"
                        caption="▼ lower than the previous rate"
                        testId="stat-rates-down"
                        loading={isPending}
                    />
                </Grid>
            </Grid>
            <RateChangesChart />
        </Box>
    );
};

export default Dashboard;
