/**
 * The marketplace's business day is India's (Asia/Kolkata, UTC+05:30 all year, no daylight
 * saving): a rate entered at 01:00 IST on the 21st belongs to the 21st, not to UTC's 20th.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** `YYYY-MM-DD` of the India calendar day that contains `at`. */
export const businessDay = (at: Date | string): string => new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The last millisecond of an India business day `YYYY-MM-DD` (23:59:59.999 IST), or null
 * when it is no calendar day (2026-02-30).
 */
export function endOfBusinessDay(day: string): Date | null {
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day) return null;
  return new Date(start.getTime() + 86_400_000 - 1 - IST_OFFSET_MS);
}
