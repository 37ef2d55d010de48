import type { BookingAdminView, BookingStatus } from '@bazaar/common';

export type { BookingMessage, BookingReview, BookingStatus } from '@bazaar/common';
/** GET /api/admin/bookings (docs/api.md; spec 3 Service booking and Provider booking, 2.9 Bookings table). */
export type Booking = BookingAdminView;

export const BOOKING_STATUS_CHOICES: { id: BookingStatus; name: string }[] = [
    { id: 'pending', name: 'Pending' },
    { id: 'confirmed', name: 'Confirmed' },
    { id: 'completed', name: 'Completed' },
    { id: 'cancelled', name: 'Cancelled' },
];

/** How a cancelled booking ended. */
export const closedByText = (booking: Pick<Booking, 'closedBy' | 'declineReason'>): string | null => {
    switch (booking.closedBy) {
        case 'provider':
            return `Declined or cancelled by the provider${booking.declineReason ? `: ${booking.declineReason}` : ''}`;
        case 'admin':
            return `Cancelled by an admin${booking.declineReason ? `: ${booking.declineReason}` : ''}`;
        case 'customer':
            return 'Cancelled by the customer';
        case 'timeout':
            return 'Not answered in time';
        default:
            return null;
    }
};

/** The message limits of the server (BOOKING_LIMITS). */
export const MAX_MESSAGE = 2000;
export const MAX_REPLY = 1000;
export const MAX_REASON = 500;
