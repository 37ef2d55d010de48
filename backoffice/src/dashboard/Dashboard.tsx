import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import HandymanIcon from '@mui/icons-material/Handyman';
import PeopleIcon from '@mui/icons-material/People';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StorefrontIcon from '@mui/icons-material/Storefront';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Grid, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Loading, Title, useDataProvider, useGetIdentity, useGetList } from 'react-admin';
import type { BazaarDataProvider, Overview } from '../dataProvider';
import { useNotifyError } from '../errors';
import { businessDay, formatDateTime } from '../dates';
import { formatRupees } from '../money';
import type { Rate } from '../rates/types';
import { RateChangesChart } from './RateChangesChart';
import { StatCard } from './StatCard';

/** The revenue chart loads with its own chunk, after the cards. */
const RevenueChart = lazy(() => import('./RevenueChart'));

/** Changed today: rate dates are India business days. */
const changedToday = (rate: Rate, today: string) => rate.date === today && (rate.changeCount ?? 0) > 0;

/** A react-admin list address with a filter, so each card opens its filtered list. */
const filtered = (resource: string, filter: Record<string, string>) => `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Spec 2.9 Overview: every number comes from GET /api/admin/overview. */
const OverviewCards = () => {
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const onError = useNotifyError();
    const [data, setData] = useState<Overview | null>(null);
    useEffect(() => {
        dataProvider.getOverview().then(setData, onError);
    }, [dataProvider, onError]);
    const isPending = data === null;
    const cards = [
        { title: 'Total revenue', value: formatRupees(data?.totalRevenue ?? 0), icon: <CurrencyRupeeIcon />, color: '#0d5c55', caption: 'From orders', testId: 'stat-revenue' },
        { title: 'Orders', value: data?.orders ?? 0, icon: <ReceiptLongIcon />, color: '#00695c', caption: 'Placed on the storefront', testId: 'stat-orders' },
        { title: 'Active users', value: data?.activeUsers ?? 0, icon: <PeopleIcon />, color: '#1565c0', to: filtered('users', { status: 'Active' }), testId: 'stat-active-users' },
        { title: 'Active vendors', value: data?.activeVendors ?? 0, icon: <StorefrontIcon />, color: '#6a1b9a', caption: 'Verified', to: filtered('vendors', { status: 'Verified' }), testId: 'stat-active-vendors' },
        { title: 'Vendors to verify', value: data?.pendingVendors ?? 0, icon: <PendingActionsIcon />, color: '#e65100', caption: 'Pending', to: filtered('vendors', { status: 'Pending' }), testId: 'stat-pending-vendors' },
        { title: 'Providers to verify', value: data?.pendingProviders ?? 0, icon: <HandymanIcon />, color: '#ad1457', caption: 'Pending', to: filtered('providers', { status: 'Pending' }), testId: 'stat-pending-providers' },
    ];
    return (
        <Grid container spacing={2} sx={{ mb: 2 }} data-testid="overview">
            {cards.map(({ testId, ...card }) => (
                <Grid key={testId} size={{ xs: 12, sm: 6, lg: 4 }}>
                    <StatCard {...card} testId={testId} loading={isPending} />
                </Grid>
            ))}
        </Grid>
    );
};

export const Dashboard = () => {
    const { identity } = useGetIdentity();
    // The rate list is a projection of a few hundred rows at most: read it whole
    // and show its current state (the per-day chart comes from its own projection).
    const { data: rates, total, isPending } = useGetList<Rate>('rates', {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'updatedAt', order: 'DESC' },
        filter: { status: 'listed' },
    });
    const today = businessDay();
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
            <Typography variant="h6" sx={{ mb: 1 }}>Overview</Typography>
            <OverviewCards />
            <Suspense fallback={<Loading />}>
                <RevenueChart />
            </Suspense>
            <Typography variant="h6" sx={{ mb: 1 }}>Wholesale rates</Typography>
            <Grid container spacing={2} sx={{ mb: 2 }}>
                <Grid size={{ xs: 12, sm: 4 }}>
                    <StatCard
                        title="Wholesale rates"
                        value={total ?? 0}
                        icon={<PriceChangeIcon />}
                        color="#0d5c55"
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
