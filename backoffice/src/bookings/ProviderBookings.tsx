import { bookingPlace } from '@bazaar/common';
import ChatIcon from '@mui/icons-material/Chat';
import { Alert, Box, Button, Card, CardContent, Stack, Tab, Tabs, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMemo, useState } from 'react';
import { Loading, RecordContextProvider, Title, useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { sellerPageSx } from '../common/listLayout';
import { emptyMatchText, matchesQuery, SearchBox } from '../common/SearchBox';
import { formatDate } from '../dates';
import { formatRupees } from '../money';
import { BookingAnswerButtons } from './BookingActions';
import { BookingStatusChip } from './BookingStatusChip';
import { closedByText, type Booking, type BookingStatus } from './types';

type TabId = 'upcoming' | 'completed' | 'cancelled';
const TABS: { id: TabId; label: string; statuses: BookingStatus[] }[] = [
    { id: 'upcoming', label: 'Upcoming', statuses: ['pending', 'confirmed'] },
    { id: 'completed', label: 'Completed', statuses: ['completed'] },
    { id: 'cancelled', label: 'Cancelled', statuses: ['cancelled'] },
];

/** How many of each status the tabs hold (the newest first for the past, the next first for upcoming). */
const PER_STATUS = 100;

const matches = (booking: Booking, query: string) => matchesQuery(query, [booking.service, booking.customerName, bookingPlace(booking), booking.date, booking.time, formatDate(booking.date)]);

const useBookings = (status: BookingStatus, order: 'ASC' | 'DESC') =>
    useGetList<Booking>('bookings', { filter: { status }, sort: { field: 'startsAt', order }, pagination: { page: 1, perPage: PER_STATUS } });

const BookingCard = ({ booking }: { booking: Booking }) => {
    const closed = closedByText(booking);
    return (
        <RecordContextProvider value={booking}>
            <Card variant="outlined" data-testid="provider-booking" data-id={booking.id} data-status={booking.status}>
                <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                            {booking.service}
                        </Typography>
                        <BookingStatusChip status={booking.status} />
                        <Box sx={{ flex: 1 }} />
                        <Typography sx={{ fontWeight: 700 }}>{formatRupees(booking.price)}</Typography>
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                        {booking.customerName} · {formatDate(booking.date)} at {booking.time} ({booking.duration}) · {bookingPlace(booking)}
                    </Typography>
                    {closed && (
                        <Typography variant="body2" color="text.secondary">
                            {closed}
                        </Typography>
                    )}
                    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                        <BookingAnswerButtons booking={booking} />
                        <Button
                            component={Link}
                            to={`/bookings/${encodeURIComponent(booking.id)}/show/messages`}
                            size="small"
                            startIcon={<ChatIcon />}
                            data-testid="message-booking"
                        >
                            Message{booking.messageCount ? ` (${booking.messageCount})` : ''}
                        </Button>
                        <Button component={Link} to={`/bookings/${encodeURIComponent(booking.id)}/show`} size="small">
                            View
                        </Button>
                    </Stack>
                </CardContent>
            </Card>
        </RecordContextProvider>
    );
};

/**
 * Spec 2.8 Bookings for a provider: Upcoming (pending and confirmed; Accept, Decline, Cancel, Complete, Message),
 * Completed and Cancelled, with a search box that filters what the tab shows.
 */
export const ProviderBookings = () => {
    const [tab, setTab] = useState<TabId>('upcoming');
    // A phone shares its width between the three tabs (each label whole, its count under it).
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const [query, setQuery] = useState('');
    const pending = useBookings('pending', 'ASC');
    const confirmed = useBookings('confirmed', 'ASC');
    const completed = useBookings('completed', 'DESC');
    const cancelled = useBookings('cancelled', 'DESC');
    const lists = { upcoming: [pending, confirmed], completed: [completed], cancelled: [cancelled] }[tab];
    const loading = lists.some(l => l.isPending);
    const error = lists.find(l => l.error)?.error;
    const all = useMemo(() => {
        const items = lists.flatMap(l => l.data ?? []);
        return tab === 'upcoming' ? items.sort((a, b) => a.startsAt.localeCompare(b.startsAt)) : items;
    }, [lists, tab]);
    const shown = all.filter(b => matches(b, query));
    const count = (id: TabId) => ({ upcoming: (pending.total ?? 0) + (confirmed.total ?? 0), completed: completed.total ?? 0, cancelled: cancelled.total ?? 0 })[id];

    return (
        <Box sx={sellerPageSx} data-testid="provider-bookings">
            <Title title="Bookings" />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                <Tabs value={tab} onChange={(_, value: TabId) => setTab(value)} variant={narrow ? 'fullWidth' : 'scrollable'}>
                    {TABS.map(t => (
                        <Tab key={t.id} value={t.id} label={`${t.label} (${count(t.id)})`} wrapped={narrow} sx={narrow ? { minWidth: 0, px: 0.5 } : undefined} data-testid={`bookings-tab-${t.id}`} />
                    ))}
                </Tabs>
                <SearchBox value={query} onChange={setQuery} label="Search bookings" testId="provider-search" />
            </Stack>
            {error && <Alert severity="error">Could not load the bookings: {error.message}</Alert>}
            {loading && !all.length ? (
                <Loading />
            ) : shown.length ? (
                <Stack spacing={1.5}>
                    {shown.map(b => (
                        <BookingCard key={b.id} booking={b} />
                    ))}
                </Stack>
            ) : (
                <Typography color="text.secondary" sx={{ p: 2 }} data-testid="provider-bookings-empty">
                    {emptyMatchText(`${tab} bookings`, query, `No ${tab} bookings`)}
                </Typography>
            )}
        </Box>
    );
};
