/**
 * The marketplace's business day is India's (Asia/Kolkata, UTC+05:30 all year, no daylight
 * saving): a rate entered at 01:00 IST on the 21st belongs to the 21st, not to UTC's 20th.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** `YYYY-MM-DD` of the India calendar day that contains `at`. */
export const businessDay = (at: Date | string): string => new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
