/**
 * The marketplace's business day is India's (Asia/Kolkata, UTC+05:30 all year, no daylight
 * saving): a rate entered at 01:00 IST on the 21st belongs to the 21st, not to UTC's 20th.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** A UTC instant as toISOString() writes it (what every event's times are). */
const UTC_ISO = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?Z$/;
/** India day per UTC date and side of 18:30 UTC (replays ask for the same few days a million times). */
const days = new Map<string, string>();

const fromDate = (at: Date | string): string => new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * `YYYY-MM-DD` of the India calendar day that contains `at`. A UTC ISO string is read as
 * text: its India day depends only on its UTC date and whether it is before 18:30 UTC.
 */
export const businessDay = (at: Date | string): string => {
  if (typeof at !== 'string' || !UTC_ISO.test(at)) return fromDate(at);
  const key = at.slice(11, 16) < '18:30' ? at.slice(0, 10) : `${at.slice(0, 10)}+`;
  let day = days.get(key);
  if (day === undefined) {
    day = fromDate(at);
    if (days.size < 100_000) days.set(key, day);
  }
  return day;
};

/**
 * The last millisecond of an India business day `YYYY-MM-DD` (23:59:59.999 IST), or null
 * when it is no calendar day (2026-02-30).
 */
export function endOfBusinessDay(day: string): Date | null {
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day) return null;
  return new Date(start.getTime() + 86_400_000 - 1 - IST_OFFSET_MS);
}
