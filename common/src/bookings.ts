/**
 * Bookings as the API answers them (spec 3 Service booking and Provider booking), shared by
 * the server's decider and both front ends. Money in rupees.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Who ended a cancelled booking: the provider declined or cancelled, the customer or an admin cancelled, or nobody answered in time. */
export type BookingClosedBy = 'provider' | 'customer' | 'admin' | 'timeout';

export interface BookingReview {
  rating: number;
  comment: string;
  postedAt: string;
  reply: string | null;
  repliedAt: string | null;
}

/** One message of a booking's thread, oldest first. */
export interface BookingMessage {
  id: string;
  bookingId: string;
  senderId: string;
  senderRole: 'customer' | 'provider' | 'admin';
  text: string;
  sentAt: string;
}

/** One booking as the customer reads it (POST /api/bookings, GET /api/me/bookings). */
export interface BookingView {
  id: string;
  serviceId: string;
  /** The service's name. */
  service: string;
  category: string;
  providerId: string;
  providerName: string;
  date: string;
  time: string;
  duration: string;
  location: string;
  /** The city the customer chose, one of the service's (null or absent: the request named none). */
  city?: string | null;
  price: number;
  status: BookingStatus;
  closedBy: BookingClosedBy | null;
  declineReason: string | null;
  startsAt: string;
  requestedAt: string;
  review: BookingReview | null;
  messageCount: number;
}

/** The same booking in the back office (GET /api/admin/bookings): with its customer, for the provider and admins. */
export interface BookingAdminView extends BookingView {
  customerId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  updatedAt: string;
  revision?: number;
}

/** Where a booking takes place, as people read it: the location, and its city when the location does not already name it. */
export const bookingPlace = (booking: Pick<BookingView, 'location' | 'city'>): string =>
  booking.city && !booking.location.toLowerCase().includes(booking.city.toLowerCase()) ? `${booking.location}, ${booking.city}` : booking.location;
