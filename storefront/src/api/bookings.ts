import { api } from './client';

export type BookingStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled';

/** One message of a booking's thread (GET /api/me/bookings/:id/messages), oldest first. */
export interface BookingMessage {
  id: string;
  bookingId: string;
  senderId: string;
  senderRole: 'customer' | 'provider' | 'admin';
  text: string;
  sentAt: string;
}

/** One booking as POST /api/bookings and GET /api/me/bookings answer it; money in rupees. */
export interface Booking {
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
  price: number;
  status: BookingStatus;
  /** Who ended it when cancelled: the provider declined, the customer cancelled, or nobody answered in time. */
  closedBy: 'provider' | 'customer' | 'timeout' | null;
  declineReason: string | null;
  startsAt: string;
  requestedAt: string;
  review: { rating: number; comment: string; postedAt: string; reply: string | null; repliedAt: string | null } | null;
  messageCount: number;
}

export interface BookingRequest {
  serviceId: string;
  date: string;
  time: string;
  location: string;
}

/** The longest booking location, message and review comment the server takes. */
export const MAX_LOCATION = 300;
export const MAX_MESSAGE = 2000;
export const MAX_COMMENT = 1000;

export function requestBooking(body: BookingRequest): Promise<Booking> {
  return api<Booking>('/bookings', { body, auth: true });
}

export function fetchMyBookings(signal?: AbortSignal): Promise<{ items: Booking[]; total: number }> {
  return api<{ items: Booking[]; total: number }>('/me/bookings?perPage=100', { auth: true, signal });
}

export function cancelBooking(id: string): Promise<Booking> {
  return api<Booking>(`/me/bookings/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {}, auth: true });
}

export function reviewBooking(id: string, rating: number, comment: string): Promise<Booking> {
  return api<Booking>(`/me/bookings/${encodeURIComponent(id)}/review`, { method: 'POST', body: { rating, comment }, auth: true });
}

export function fetchBookingMessages(id: string, signal?: AbortSignal): Promise<BookingMessage[]> {
  return api<BookingMessage[]>(`/me/bookings/${encodeURIComponent(id)}/messages`, { auth: true, signal });
}

/** Answers with the whole thread. */
export function sendBookingMessage(id: string, text: string): Promise<BookingMessage[]> {
  return api<BookingMessage[]>(`/me/bookings/${encodeURIComponent(id)}/messages`, { method: 'POST', body: { text }, auth: true });
}
