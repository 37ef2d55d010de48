const cache = new Map<string, Intl.DateTimeFormat>();

/**
 * Every language's own words in India's conventions: the region is India whatever the
 * interface language (day before month, as the back office writes dates: 30 Nov 2026, not
 * Nov 30, 2026), with Latin digits.
 */
export const indianLocale = (language: string) => `${language.split('-')[0] || 'en'}-IN-u-nu-latn`;

function dateFormatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(indianLocale(language), options);
    cache.set(key, f);
  }
  return f;
}

/** A calendar day 'YYYY-MM-DD' in the interface language (read as a local date, no time-zone shift). */
export function formatDay(day: string, language: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return dateFormatter(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(y, m - 1, d));
}

/** The India calendar day of an ISO timestamp, in the interface language (a quote's last day). */
export function formatDayOf(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormatter(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(date);
}

/**
 * An ISO timestamp as date and time in the interface language, on India's clock: the
 * marketplace's days (rate lists, bookings, business days) are India's, so a time beside
 * them reads on the same day whatever the visitor's device is set to. The zone is named
 * ('IST', or 'GMT+5:30' where a language has no name for it), so a customer abroad does not
 * read India's 23:30 as their own.
 */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormatter(language, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata', timeZoneName: 'short' }).format(date);
}

/**
 * India's zone as `formatDateTime` names it in the interface language ('IST', or 'GMT+5:30' where a
 * language has no name for it), for a slot's time written beside its own day (a booking notice).
 */
export function indiaZoneName(language: string): string {
  const parts = dateFormatter(language, { hour: 'numeric', timeZone: 'Asia/Kolkata', timeZoneName: 'short' }).formatToParts(new Date(0));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? 'IST';
}

/** The year India is in (the footer's copyright): at 00:30 IST on 1 January it is already the new one. */
export const indiaYear = (now: Date = new Date()): number => new Date(now.getTime() + 330 * 60_000).getUTCFullYear();
