import { businessDay } from '../../platform/domain/business-day';

export const REVENUE_INTERVALS = ['day', 'week', 'month'] as const;
export type RevenueInterval = (typeof REVENUE_INTERVALS)[number];

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The period a business day (YYYY-MM-DD, India) falls in: itself, its week's Monday, or YYYY-MM. */
export function periodOf(day: string, interval: RevenueInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return day.slice(0, 7);
  const n = dayNumber(day);
  const weekday = (new Date(n * DAY_MS).getUTCDay() + 6) % 7; // Monday 0
  return dayOf(n - weekday);
}

/** Every period from the one holding `from` to the one holding `to`, in order (the chart's x axis, gaps as zeros). */
export function periodsBetween(from: string, to: string, interval: RevenueInterval): string[] {
  const periods: string[] = [];
  for (let n = dayNumber(from); n <= dayNumber(to); n++) {
    const period = periodOf(dayOf(n), interval);
    if (periods.at(-1) !== period) periods.push(period);
  }
  return periods;
}

/** Days a range may span per interval, so one request reads a bounded number of documents. */
export const MAX_RANGE_DAYS: Record<RevenueInterval, number> = { day: 366, week: 7 * 104, month: 366 * 5 };
/** The default range ending on `to`: its last 30 days, 12 weeks (from a Monday) or 12 months (from the 1st). */
export function defaultFrom(to: string, interval: RevenueInterval): string {
  if (interval === 'day') return daysBefore(to, 29);
  if (interval === 'week') return daysBefore(periodOf(to, 'week'), 7 * 11);
  const [year, month] = to.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - 11, 1));
  return first.toISOString().slice(0, 10);
}

export const today = (now: Date) => businessDay(now);
export const daysBefore = (day: string, days: number) => dayOf(dayNumber(day) - days);
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);
