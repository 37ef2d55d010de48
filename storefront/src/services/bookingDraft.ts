import { MAX_LOCATION } from '../api/bookings';
import { addDays, BOOKING_WINDOW_DAYS } from './kolkata';

/** What a signed-out visitor chose in a booking form before going to sign in or sign up. */
export interface BookingDraft {
  date: string;
  time: string;
  location: string;
  /** The city chosen (empty: none yet). */
  city: string;
}

const keyOf = (serviceId: string) => `bazaar.bookingDraft.${serviceId}`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Kept for this tab only (sessionStorage), per service, until the booking is made. */
export function saveBookingDraft(serviceId: string, draft: BookingDraft): void {
  try {
    sessionStorage.setItem(keyOf(serviceId), JSON.stringify({ ...draft, location: draft.location.slice(0, MAX_LOCATION) }));
  } catch {
    // Storage full or refused: the form simply opens afresh.
  }
}

/** The draft of this service, when its day is still bookable (today to the end of the window); else null. */
export function readBookingDraft(serviceId: string, today: string): BookingDraft | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(keyOf(serviceId)) ?? 'null') as Partial<BookingDraft> | null;
    if (!parsed || typeof parsed.date !== 'string' || !DAY.test(parsed.date)) return null;
    if (parsed.date < today || parsed.date > addDays(today, BOOKING_WINDOW_DAYS)) return null;
    const time = typeof parsed.time === 'string' && TIME.test(parsed.time) ? parsed.time : '';
    const location = typeof parsed.location === 'string' ? parsed.location.slice(0, MAX_LOCATION) : '';
    const city = typeof parsed.city === 'string' ? parsed.city : '';
    return { date: parsed.date, time, location, city };
  } catch {
    return null;
  }
}

export function clearBookingDraft(serviceId: string): void {
  try {
    sessionStorage.removeItem(keyOf(serviceId));
  } catch {
    // Nothing kept.
  }
}
