/** Dates in Indian English: 21 Nov 2025, 21 Nov 2025, 14:05 */
const dateFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFmt = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
});
const dayFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });

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

export const formatDate = (value: string | number | Date | null | undefined): string => {
    const d = toDate(value);
    return d ? dateFmt.format(d) : '—';
};

export const formatDateTime = (value: string | number | Date | null | undefined): string => {
    const d = toDate(value);
    return d ? dateTimeFmt.format(d) : '—';
};

export const formatDayShort = (value: string | Date): string => {
    const d = toDate(value);
    return d ? dayFmt.format(d) : String(value);
};

/** Local calendar day as 'YYYY-MM-DD'. */
export const localDay = (d: Date = new Date()): string =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The marketplace's business day (India, UTC+05:30): rate dates are India days. */
export const businessDay = (d: Date = new Date()): string => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);
