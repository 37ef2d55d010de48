/** GET /api/admin/bookings (docs/api.md; spec 3 Service booking and Provider booking, 2.9 Bookings table). */
export type BookingStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled';

export interface BookingReview {
    rating: number;
    comment: string;
    postedAt: string;
    reply: string | null;
    repliedAt: string | null;
}

export interface Booking {
    id: string;
    serviceId: string;
    service: string;
    category: string;
    providerId: string;
    providerName: string;
    customerId: string;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    location: string;
    date: string;
    time: string;
    startsAt: string;
    duration: string;
    price: number;
    status: BookingStatus;
    closedBy: 'provider' | 'customer' | 'timeout' | null;
    declineReason: string | null;
    review: BookingReview | null;
    messageCount: number;
    requestedAt: string;
    updatedAt: string;
    revision?: number;
}

/** One message of a booking's thread (GET /api/admin/bookings/:id/messages). */
export interface BookingMessage {
    id: string;
    bookingId: string;
    senderId: string;
    senderRole: 'customer' | 'provider' | 'admin';
    text: string;
    sentAt: string;
}

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
            return `Declined by the provider${booking.declineReason ? `: ${booking.declineReason}` : ''}`;
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
