import { EventCatalog } from '../event-store/event-catalog';
import { EventStore } from '../event-store/event-store.port';
import { businessDay, endOfBusinessDay } from '../domain/business-day';
import { DomainError } from '../domain/domain-error';
import { Projection } from '../projections/projection';
import { replayLog, ReplayProgress } from '../projections/replay';
import { Doc } from '../read-store/read-store.port';
import { toCsv } from '@bazaar/common';

export const INTERVALS = ['day', 'week', 'month'] as const;
export type Interval = (typeof INTERVALS)[number];

/** A replay's period (India business days, both inclusive) and the width of its buckets. */
export interface ReportParams {
  from: string;
  to: string;
  interval: Interval;
}

/**
 * An analyst's report: a projection of its own (pure evolve, as every read model) replayed
 * from the log up to the end of the period into memory, then turned into rows. It never
 * reads a live read model, so it answers for any period, and one file makes a new report
 * (see docs/analytics.md).
 */
export interface Report<D extends Doc = Doc> {
  kind: 'report';
  /** What `npm run replay -- <name>` and `GET /api/admin/analytics/<name>` call it. */
  name: string;
  description: string;
  /** CSV columns, in order. */
  columns: readonly string[];
  /** Those in rupees: the CSV writes them with two decimals (a report's names are its own, so it says which). */
  money?: readonly string[];
  projection: (params: ReportParams) => Projection<D>;
  /** Rows from the replayed documents (default: each document as it is, in id order). */
  rows?: (docs: D[], params: ReportParams) => Record<string, unknown>[];
}

export const defineReport = <D extends Doc>(report: Omit<Report<D>, 'kind'>): Report<D> => ({ kind: 'report', ...report });

/** The first day of the bucket `day` falls in: the day, its ISO week's Monday, or the month's first. */
export function bucketOf(day: string, interval: Interval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** How many buckets `bucketsBetween` gives, counted without listing them (a period may be absurdly long). */
export function bucketCount(from: string, to: string, interval: Interval): number {
  const first = bucketOf(from, interval);
  const last = bucketOf(to, interval);
  if (interval === 'month') return (Number(last.slice(0, 4)) - Number(first.slice(0, 4))) * 12 + Number(last.slice(5, 7)) - Number(first.slice(5, 7)) + 1;
  const days = Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000);
  return days / (interval === 'week' ? 7 : 1) + 1;
}

/** Every bucket start from the one holding `from` to the one holding `to` (a checked period: see reportParams). */
export function bucketsBetween(from: string, to: string, interval: Interval): string[] {
  const buckets: string[] = [];
  const date = new Date(`${bucketOf(from, interval)}T00:00:00Z`);
  const last = bucketOf(to, interval);
  for (let day = date.toISOString().slice(0, 10); day <= last; day = date.toISOString().slice(0, 10)) {
    buckets.push(day);
    if (interval === 'day') date.setUTCDate(date.getUTCDate() + 1);
    else if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7);
    else date.setUTCMonth(date.getUTCMonth() + 1);
  }
  return buckets;
}

/** Most buckets one replay may produce (about five years of days). */
export const MAX_BUCKETS = 2000;

/** Checks a period (field-named errors) and fills in defaults: the last 30 days, by day. */
export function reportParams(input: { from?: string; to?: string; interval?: string }, now = new Date()): ReportParams {
  const errors: Record<string, string> = {};
  const today = businessDay(now);
  const to = input.to ?? today;
  const from = input.from ?? businessDay(new Date(Date.parse(`${to}T12:00:00Z`) - 29 * 86_400_000 || now.getTime()));
  const interval = (input.interval ?? 'day') as Interval;
  if (!endOfBusinessDay(from)) errors.from = 'from must be a day written YYYY-MM-DD';
  if (!endOfBusinessDay(to)) errors.to = 'to must be a day written YYYY-MM-DD';
  if (!INTERVALS.includes(interval)) errors.interval = 'interval must be day, week or month';
  if (!errors.from && !errors.to && from > to) errors.to = 'to must not be before from';
  if (!Object.keys(errors).length && bucketCount(from, to, interval) > MAX_BUCKETS) errors.to = `The period holds more than ${MAX_BUCKETS} ${interval}s; choose a shorter period or a wider interval`;
  if (Object.keys(errors).length) throw DomainError.invalid(errors);
  return { from, to, interval };
}

export interface ReportResult {
  rows: Record<string, unknown>[];
  /** Events replayed, and how long it took. */
  processed: number;
  seconds: number;
}

/** Replays the log up to the end of `params.to` through the report's projection. */
export async function runReport(
  deps: { store: EventStore; catalog: EventCatalog },
  report: Report,
  params: ReportParams,
  onProgress?: (progress: ReplayProgress) => void,
): Promise<ReportResult> {
  const started = performance.now();
  let processed = 0;
  const docs = await replayLog(deps, report.projection(params), {
    toTime: endOfBusinessDay(params.to)!,
    onProgress: (progress) => {
      processed = progress.processed;
      onProgress?.(progress);
    },
  });
  const sorted = [...docs.values()].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  const rows = report.rows ? report.rows(sorted, params) : sorted.map(({ _id, ...doc }) => ({ id: _id, ...doc }));
  return { rows, processed, seconds: (performance.now() - started) / 1000 };
}

export const reportCsv = (report: Report, rows: Record<string, unknown>[]) => toCsv(report.columns, rows, (column) => report.money?.includes(column) ?? false);
