/** Bookings are in Asia/Kolkata time (spec 9 hours): today's date there, whatever the device's zone. */
const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

export function kolkataToday(now: Date = new Date()): string {
  return DAY_FORMAT.format(now);
}

/** `day` ('YYYY-MM-DD') moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + days));
  return date.toISOString().slice(0, 10);
}

/** How far ahead a customer can book (the server refuses more than 90 days). */
export const BOOKING_WINDOW_DAYS = 90;
