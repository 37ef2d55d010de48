import { StatusChip, type Tone } from '../common/StatusChip';
import type { BookingStatus } from './types';

/** Spec 4: confirmed green, pending yellow, the rest in the alarming style; completed green too. */
const TONE: Record<BookingStatus, Tone> = { confirmed: 'green', completed: 'blue', pending: 'amber', cancelled: 'red' };
const LABEL: Record<BookingStatus, string> = { confirmed: 'Confirmed', completed: 'Completed', pending: 'Pending', cancelled: 'Cancelled' };

export const BookingStatusChip = ({ status }: { status: BookingStatus }) => <StatusChip label={LABEL[status]} tone={TONE[status]} testId="booking-status" />;
