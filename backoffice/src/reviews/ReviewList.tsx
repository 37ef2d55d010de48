import { Alert, Box, Card, CardContent, LinearProgress, Rating, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ListContextProvider, Loading, Title, TopToolbar, useGetList, useList } from 'react-admin';
import { PrintButton } from '../common/PrintButton';
import { CsvExportButton } from '../common/CsvExportButton';
import { sellerPageSx } from '../common/listLayout';
import { emptyMatchText, matchesQuery, SearchBox } from '../common/SearchBox';
import { formatDate, formatDateTime } from '../dates';
import { getSession } from '../session';
import { ReplyButton } from '../bookings/ReplyButton';

/** GET /api/admin/reviews (a provider's own; an admin all). Its id is the booking's. */
interface Review {
    id: string;
    bookingId: string;
    service: string;
    serviceId: string;
    providerId: string;
    customerName: string;
    rating: number;
    comment: string;
    date: string;
    reply: string | null;
    repliedAt: string | null;
}

/** The newest reviews the page lists; the average and counts cover all of them. */
const SHOWN = 100;

/** How many reviews have n stars, from the server's total per rating (exact, however many there are). */
const useStarCounts = () => {
    const one = { pagination: { page: 1, perPage: 1 } };
    const counts = [
        useGetList<Review>('reviews', { ...one, filter: { rating: 1 } }).total ?? 0,
        useGetList<Review>('reviews', { ...one, filter: { rating: 2 } }).total ?? 0,
        useGetList<Review>('reviews', { ...one, filter: { rating: 3 } }).total ?? 0,
        useGetList<Review>('reviews', { ...one, filter: { rating: 4 } }).total ?? 0,
        useGetList<Review>('reviews', { ...one, filter: { rating: 5 } }).total ?? 0,
    ];
    const total = counts.reduce((a, b) => a + b, 0);
    const average = total ? counts.reduce((sum, n, i) => sum + n * (i + 1), 0) / total : null;
    return { counts, total, average };
};

const matches = (review: Review, query: string) => matchesQuery(query, [review.service, review.customerName, review.comment, review.reply, formatDate(review.date)]);

/** Spec 2.8 Reviews: average rating with the review count, then the reviews (stars, comment, date) with Reply. */
export const ReviewList = () => {
    const [query, setQuery] = useState('');
    const { counts, total, average } = useStarCounts();
    const { data, isPending, error } = useGetList<Review>('reviews', { sort: { field: 'date', order: 'DESC' }, pagination: { page: 1, perPage: SHOWN } });
    const isProvider = getSession()?.user.role === 'provider';
    const shown = (data ?? []).filter(r => matches(r, query));
    // Export and Print as on every list: the reviews as searched (the list's own CSV exporter).
    const listContext = useList<Review>({ data: shown, isPending, resource: 'reviews' });
    return (
        <Box sx={sellerPageSx} data-testid="reviews-page">
            <Title title={isProvider ? 'My reviews' : 'Reviews'} />
            <ListContextProvider value={listContext}>
                <TopToolbar sx={{ minHeight: 0, pt: 0 }}>
                    <CsvExportButton />
                    <PrintButton />
                </TopToolbar>
            </ListContextProvider>
            <Card variant="outlined">
                <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
                    <Box sx={{ textAlign: 'center' }} data-testid="reviews-average">
                        <Typography variant="h3" sx={{ fontWeight: 800 }}>
                            {average === null ? '—' : average.toFixed(1)}
                        </Typography>
                        <Rating value={average ?? 0} precision={0.1} readOnly />
                        <Typography variant="body2" color="text.secondary" data-testid="reviews-count">
                            {total === 1 ? '1 review' : `${total} reviews`}
                        </Typography>
                    </Box>
                    <Stack spacing={0.5} sx={{ flex: '1 1 240px', maxWidth: 420 }}>
                        {[5, 4, 3, 2, 1].map(stars => (
                            <Stack key={stars} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                                <Typography variant="body2" sx={{ width: 48 }}>
                                    {stars} ★
                                </Typography>
                                <LinearProgress variant="determinate" value={total ? (counts[stars - 1]! / total) * 100 : 0} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
                                <Typography variant="body2" sx={{ width: 32, textAlign: 'right' }}>
                                    {counts[stars - 1]}
                                </Typography>
                            </Stack>
                        ))}
                    </Stack>
                </CardContent>
            </Card>
            <SearchBox value={query} onChange={setQuery} label="Search reviews" testId="reviews-search" />
            {error && <Alert severity="error">Could not load the reviews: {error.message}</Alert>}
            {isPending ? (
                <Loading />
            ) : shown.length ? (
                // The page scrolls, not a box inside it: a card never shrinks below its text.
                <Stack spacing={1.5} data-testid="reviews-list">
                    {shown.map(review => (
                        <Card key={review.id} variant="outlined" data-testid="review" data-id={review.id}>
                            <CardContent sx={{ display: 'grid', gap: 0.75, '&:last-child': { pb: 2 } }}>
                                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                                    <Typography sx={{ fontWeight: 700 }}>{review.customerName}</Typography>
                                    <Rating value={review.rating} readOnly size="small" />
                                    <Typography variant="caption" color="text.secondary">
                                        {review.service} · {formatDate(review.date)}
                                    </Typography>
                                    <Box sx={{ flex: 1 }} />
                                    <ReplyButton bookingId={review.bookingId} customerName={review.customerName} replied={!!review.reply} />
                                </Stack>
                                {review.comment && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{review.comment}</Typography>}
                                {review.reply && (
                                    <Box sx={{ pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }} data-testid="review-reply">
                                        <Typography variant="caption" color="text.secondary">
                                            Reply · {formatDateTime(review.repliedAt)}
                                        </Typography>
                                        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{review.reply}</Typography>
                                    </Box>
                                )}
                            </CardContent>
                        </Card>
                    ))}
                </Stack>
            ) : (
                <Typography color="text.secondary" sx={{ p: 2 }} data-testid="reviews-empty">
                    {emptyMatchText('reviews', query, 'No reviews yet')}
                </Typography>
            )}
        </Box>
    );
};

export default ReviewList;
