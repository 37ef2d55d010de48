import { bookingPlace } from '@bazaar/common';
import { Alert, Box, Rating, Stack, Typography } from '@mui/material';
import { FunctionField, Labeled, ListButton, Show, TabbedShowLayout, TopToolbar, useRecordContext, WithRecord } from 'react-admin';
import { FieldRow } from '../common/FieldRow';
import { LongText, orDash } from '../common/OwnProfile';
import { formatDate, formatDateTime, TIME_ZONE_LABEL } from '../dates';
import { AsOfTab } from '../history/AsOfTab';
import { HistoryTab } from '../history/HistoryTab';
import { formatRupees } from '../money';
import { serviceCategoryName } from '../services/types';
import { BookingAnswerButtons } from './BookingActions';
import { BookingMessages } from './BookingMessages';
import { BookingStatusChip } from './BookingStatusChip';
import { ReplyButton } from './ReplyButton';
import { closedByText, type Booking } from './types';
import { RecordName } from '../common/RecordName';

const Title = () => {
    const record = useRecordContext<Booking>();
    return <>{record ? `Booking: ${record.service}, ${formatDate(record.date)} ${record.time}` : 'Booking'}</>;
};

const Actions = () => (
    <TopToolbar>
        <BookingAnswerButtons />
        <ListButton label="All bookings" />
    </TopToolbar>
);

const Review = ({ booking }: { booking: Booking }) => {
    if (!booking.review) return null;
    const { rating, comment, postedAt, reply, repliedAt } = booking.review;
    return (
        <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, maxWidth: 760 }} data-testid="booking-review">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Rating value={rating} readOnly size="small" />
                <Typography variant="caption" color="text.secondary">
                    {formatDateTime(postedAt)}
                </Typography>
                <ReplyButton bookingId={booking.id} customerName={booking.customerName} replied={!!reply} />
            </Stack>
            {comment && <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>{comment}</Typography>}
            {reply && (
                <Box sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }} data-testid="booking-review-reply">
                    <Typography variant="caption" color="text.secondary">
                        Reply from {booking.providerName} · {formatDateTime(repliedAt)}
                    </Typography>
                    <Typography sx={{ whiteSpace: 'pre-wrap' }}>{reply}</Typography>
                </Box>
            )}
        </Box>
    );
};

const Details = (_: { label?: false }) => {
    const record = useRecordContext<Booking>();
    if (!record) return null;
    const closed = closedByText(record);
    return (
        <Stack spacing={1.5}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <RecordName testId="booking-service">
                    {record.service}
                </RecordName>
                <BookingStatusChip status={record.status} />
            </Stack>
            {closed && <Alert severity="info">{closed}</Alert>}
            <FieldRow label={false}>
                <Labeled label={`Date & Time (${TIME_ZONE_LABEL})`}>
                    <FunctionField<Booking> render={r => `${formatDate(r.date)}, ${r.time} (${r.duration})`} />
                </Labeled>
                <Labeled label="Category">
                    <FunctionField<Booking> render={r => serviceCategoryName(r.category)} />
                </Labeled>
                <Labeled label="Fee">
                    <FunctionField<Booking> render={r => formatRupees(r.price)} />
                </Labeled>
                <Labeled label="Provider">
                    <FunctionField<Booking> render={r => orDash(r.providerName)} />
                </Labeled>
            </FieldRow>
            <FieldRow label={false}>
                <Labeled label="Customer">
                    <FunctionField<Booking> render={r => orDash(r.customerName)} />
                </Labeled>
                <Labeled label="Contact">
                    <FunctionField<Booking> render={r => [r.customerEmail, r.customerPhone].filter(Boolean).join(' · ') || '—'} />
                </Labeled>
            </FieldRow>
            <Labeled label="Location">
                <FunctionField<Booking> render={r => <LongText value={bookingPlace(r)} />} />
            </Labeled>
            <FieldRow label={false}>
                <Labeled label="Requested">
                    <FunctionField<Booking> render={r => formatDateTime(r.requestedAt)} />
                </Labeled>
                <Labeled label="Last change">
                    <FunctionField<Booking> render={r => formatDateTime(r.updatedAt)} />
                </Labeled>
            </FieldRow>
            {record.review && (
                <Labeled label="Review">
                    <Review booking={record} />
                </Labeled>
            )}
        </Stack>
    );
};

/** One booking: details and answers, its message thread, and its History. */
export const BookingShow = () => (
    <Show title={<Title />} actions={<Actions />}>
        <TabbedShowLayout>
            <TabbedShowLayout.Tab label="Details" data-testid="tab-details">
                <Details label={false} />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="Messages" path="messages" data-testid="tab-messages">
                <WithRecord<Booking> render={r => <BookingMessages booking={r} />} />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="History" path="history" data-testid="tab-history">
                <WithRecord render={r => <HistoryTab resource="bookings" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="As of" path="as-of" data-testid="tab-as-of">
                <WithRecord render={r => <AsOfTab resource="bookings" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
        </TabbedShowLayout>
    </Show>
);

export default BookingShow;
