/**
 * Dates in Indian English on India's clock (Asia/Kolkata), as the storefront shows them
 * (storefront/src/components/dates.ts): the marketplace's days are India's, so a time reads on
 * the same day as the rate and order dates beside it, whatever the viewer's device is set to.
 * 21 Nov 2025; 21 Nov 2025, 14:05:09.
 */
export const TIME_ZONE = 'Asia/Kolkata';
/** How times are labelled where a zone is named ('Time (IST)', 'Last Updated: … IST'). */
export const TIME_ZONE_LABEL = 'IST';
const IST_OFFSET_MS = 330 * 60_000;

// h23, not hour12: false, which some ICU versions (Node 20's among them) read as h24: the hour after midnight as 24:xx.
const dateTimeOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };
const dateFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });
const dateTimeFmt = new Intl.DateTimeFormat('en-IN', { ...dateTimeOptions, timeZone: TIME_ZONE });
// A calendar day has no zone: it is shown as the day it names.
const calendarDayFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const calendarDayTimeFmt = new Intl.DateTimeFormat('en-IN', dateTimeOptions);
const dayFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
const istDayFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: TIME_ZONE });

/** 'YYYY-MM-DD' is a calendar day: read it as a local date, not as UTC midnight. */
export const parseDay = (day: string): Date | null => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    if (!m) return null;
    return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
};

const toDate = (value: string | number | Date | null | undefined): Date | null => {
    if (value == null || value === '') return null;
    if (typeof value === 'string') {
        const day = parseDay(value);
        if (day) return day;
    }
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
};

const isCalendarDay = (value: unknown) => typeof value === 'string' && parseDay(value) !== null;

export const formatDate = (value: string | number | Date | null | undefined): string => {
    const d = toDate(value);
    return d ? (isCalendarDay(value) ? calendarDayFmt : dateFmt).format(d) : '—';
};

/** A moment as date and time in India (IST). */
export const formatDateTime = (value: string | number | Date | null | undefined): string => {
    const d = toDate(value);
    return d ? (isCalendarDay(value) ? calendarDayTimeFmt : dateTimeFmt).format(d) : '—';
};

/** A moment as a `datetime-local` value (to the second) on India's clock. */
export const toIstInput = (date: Date): string => new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19);

/** A `datetime-local` value read on India's clock, or null when empty or incomplete. */
export const fromIstInput = (value: string): Date | null => {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
    const time = Date.parse(`${value.length === 16 ? `${value}:00` : value}+05:30`);
    return Number.isNaN(time) ? null : new Date(time);
};

/** '28 Nov': a calendar day as it names itself, a moment by India's day (it took the device's). */
export const formatDayShort = (value: string | Date): string => {
    const d = toDate(value);
    return d ? (isCalendarDay(value) ? dayFmt : istDayFmt).format(d) : String(value);
};

/** The marketplace's business day (India, UTC+05:30): rate dates are India days. */
export const businessDay = (d: Date = new Date()): string => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);
