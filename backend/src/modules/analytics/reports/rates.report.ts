import { paiseToRupees } from '@bazaar/common';
import { businessDay } from '../../../platform/domain/business-day';
import { defineProjection } from '../../../platform/projections/projection';
import { bucketOf, bucketsBetween, defineReport, ReportParams } from '../../../platform/replay/report';
import type { RateEvent } from '../../rates/rates.events';

/** One bucket of a rate, in paise: `sum / quotes` is the average of the quotes it held. */
interface Candle {
  open: number;
  high: number;
  low: number;
  close: number;
  sum: number;
  quotes: number;
  changes: number;
}

/** A rate as the replay sees it, with its candles by bucket start. */
interface RateSeries {
  _id: string;
  productName: string;
  category: string;
  unit: string;
  currentPaise: number;
  /** Bucket from which it is off the list (no candles carried past it). */
  delistedFrom: string | null;
  candles: Record<string, Candle>;
}

const COLUMNS = ['level', 'bucket', 'category', 'rateId', 'productName', 'unit', 'open', 'high', 'low', 'close', 'average', 'changes'] as const;

/** A quote lands in its bucket: the bucket opens at the rate it held before (or this quote, for a new rate). */
function quote(candles: Record<string, Candle>, bucket: string, opening: number, paise: number, isChange: boolean): Record<string, Candle> {
  const candle = candles[bucket] ?? { open: opening, high: opening, low: opening, close: opening, sum: opening, quotes: 1, changes: 0 };
  const next: Candle = {
    ...candle,
    high: Math.max(candle.high, paise),
    low: Math.min(candle.low, paise),
    close: paise,
    sum: candle.sum + (isChange ? paise : 0),
    quotes: candle.quotes + (isChange ? 1 : 0),
    changes: candle.changes + (isChange ? 1 : 0),
  };
  return { ...candles, [bucket]: next };
}

const rateSeries = (params: ReportParams) =>
  defineProjection<RateSeries>({
    name: 'report-rates',
    version: 1,
    collection: 'report_rates',
    canHandle: ['RateAdded', 'RateChanged', 'RateRenamed', 'RateRecategorised', 'RateUnitChanged', 'RateDelisted'],
    documentIds: (event) => [(event.data as RateEvent['data']).rateId],
    evolve(doc, recorded) {
      const event = recorded as unknown as RateEvent;
      const bucketAt = (at: string) => bucketOf(businessDay(at), params.interval);
      if (event.type === 'RateAdded') {
        const { rateId, productName, category, unit, currentPaise, addedAt } = event.data;
        return { _id: rateId, productName, category, unit, currentPaise, delistedFrom: null, candles: quote({}, bucketAt(addedAt), currentPaise, currentPaise, false) };
      }
      if (!doc) return null;
      switch (event.type) {
        case 'RateChanged':
          return { ...doc, unit: event.data.unit, currentPaise: event.data.currentPaise, candles: quote(doc.candles, bucketAt(event.data.changedAt), doc.currentPaise, event.data.currentPaise, true) };
        case 'RateRenamed':
          return { ...doc, productName: event.data.productName };
        case 'RateRecategorised':
          return { ...doc, category: event.data.category };
        case 'RateUnitChanged':
          return { ...doc, unit: event.data.unit };
        case 'RateDelisted':
          return { ...doc, delistedFrom: bucketAt(event.data.delistedAt) };
      }
    },
  });

const rupees = (paise: number) => paiseToRupees(Math.round(paise));

/** Each rate's candles over the period, gaps carried flat from the last close, then the category means. */
function rows(series: RateSeries[], params: ReportParams): Record<string, unknown>[] {
  const buckets = bucketsBetween(params.from, params.to, params.interval);
  const rateRows: Record<string, unknown>[] = [];
  const perCategory = new Map<string, { category: string; bucket: string; candles: Candle[] }>();
  for (const rate of [...series].sort((a, b) => a.category.localeCompare(b.category) || a.productName.localeCompare(b.productName))) {
    const known = Object.keys(rate.candles).sort();
    let last: Candle | null = null;
    let k = 0;
    for (const bucket of buckets) {
      while (k < known.length && known[k] < bucket) last = rate.candles[known[k++]];
      if (rate.delistedFrom !== null && bucket > rate.delistedFrom) break;
      const own = rate.candles[bucket];
      const candle: Candle | null = own ?? (last && { open: last.close, high: last.close, low: last.close, close: last.close, sum: last.close, quotes: 1, changes: 0 });
      if (!candle) continue;
      rateRows.push({ level: 'rate', bucket, category: rate.category, rateId: rate._id, productName: rate.productName, unit: rate.unit, ...figures(candle) });
      const key = `${rate.category}|${bucket}`;
      const group = perCategory.get(key) ?? { category: rate.category, bucket, candles: [] };
      group.candles.push(candle);
      perCategory.set(key, group);
    }
  }
  const categoryRows = [...perCategory.values()]
    .sort((a, b) => a.category.localeCompare(b.category) || a.bucket.localeCompare(b.bucket))
    .map(({ category, bucket, candles }) => {
      const mean = (pick: (c: Candle) => number) => candles.reduce((s, c) => s + pick(c), 0) / candles.length;
      return {
        level: 'category',
        bucket,
        category,
        rateId: null,
        productName: null,
        unit: null,
        open: rupees(mean((c) => c.open)),
        high: rupees(mean((c) => c.high)),
        low: rupees(mean((c) => c.low)),
        close: rupees(mean((c) => c.close)),
        average: rupees(mean((c) => c.sum / c.quotes)),
        changes: candles.reduce((s, c) => s + c.changes, 0),
      };
    });
  return [...rateRows, ...categoryRows];
}

const figures = (c: Candle) => ({ open: rupees(c.open), high: rupees(c.high), low: rupees(c.low), close: rupees(c.close), average: rupees(c.sum / c.quotes), changes: c.changes });

export const ratesReport = defineReport<RateSeries>({
  name: 'rates',
  description: 'Wholesale rates per rate and per category: open, high, low, close, average and number of changes per day, week or month',
  columns: COLUMNS,
  projection: rateSeries,
  rows,
});
