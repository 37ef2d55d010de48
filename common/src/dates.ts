/*
 * Dates in the Indian day-month-year style the back office and the storefront show
 * ('1 Dec 2026'), for text made on the server (notifications). A calendar day and a slot
 * time of a booking are already India's (Asia/Kolkata), so they are written as they are named,
 * a time with its zone: every time on screen says IST, so a customer abroad does not read it as theirs.
 */

let dayFormat: Intl.DateTimeFormat | undefined;

/** A calendar day 'YYYY-MM-DD' as '1 Dec 2026'; anything else as it came. */
export function formatIndianDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  dayFormat ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return dayFormat.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

/** A booking's day and start time, both India's: '1 Dec 2026 at 10:00 IST'. */
export const formatSlot = (day: string, time: string): string => `${formatIndianDay(day)} at ${time} IST`;
