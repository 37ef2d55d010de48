import type { BookingMessage, BookingView } from '@bazaar/common';
import { api } from './client';

export type { BookingMessage, BookingStatus } from '@bazaar/common';
export type Booking = BookingView;

export interface BookingRequest {
  serviceId: string;
  date: string;
  time: string;
  location: string;
  /** One of the service's cities: the server refuses any other. */
  city: string;
}

/** The longest booking location, message and review comment the server takes. */
export const MAX_LOCATION = 300;
export const MAX_MESSAGE = 2000;
export const MAX_COMMENT = 1000;

/** `idempotencyKey`: the same for a retry of the same request (a lost answer books once), new for a new one. */
export function requestBooking(body: BookingRequest, idempotencyKey: string): Promise<Booking> {
  return api<Booking>('/bookings', { body, auth: true, headers: { 'Idempotency-Key': idempotencyKey } });
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
