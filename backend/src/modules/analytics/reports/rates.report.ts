import { paiseToRupees } from '@bazaar/common';
import { businessDay } from '../../../platform/domain/business-day';
import { defineProjection } from '../../../platform/projections/projection';
import { bucketOf, bucketsBetween, defineReport, ReportParams } from '../../../platform/replay/report';
import type { RateEvent } from '../../rates/rates.events';

/**
 * One bucket of a rate in one unit, in paise: `sum / quotes` is the average of the quotes it
 * held. A rate whose unit changes within a bucket has a candle per unit, so a price per kg is
 * never averaged with one per tonne.
 */
interface Candle {
  _id: string;
  kind: 'candle';
  rateId: string;
  bucket: string;
  unit: string;
  /** When its last quote came (orders a bucket's candles, and picks the one a quiet bucket carries). */
  lastAt: string;
  open: number;
  high: number;
  low: number;
  close: number;
  sum: number;
  quotes: number;
  changes: number;
}

/** What the rows name a rate by, and from which bucket it is off the list. */
interface RateFacts {
  _id: string;
  kind: 'rate';
  productName: string;
  category: string;
  unit: string;
  /** The unit its last quote was in (a unit change alone quotes nothing). */
  quotedUnit: string;
  delistedFrom: string | null;
}

type RateSeries = Candle | RateFacts;

const COLUMNS = ['level', 'bucket', 'category', 'rateId', 'productName', 'unit', 'open', 'high', 'low', 'close', 'average', 'changes'] as const;

const factsId = (rateId: string) => `rate|${rateId}`;
const candleId = (rateId: string, bucket: string, unit: string) => `candle|${rateId}|${bucket}|${unit}`;

/**
 * A quote lands in its bucket's candle: a new candle opens at the rate held before (the
 * change's previous rate; a new rate's own). One small document per rate and bucket, so each
 * event costs the same however long the history.
 */
function quote(candle: Candle | null, id: string, rateId: string, bucket: string, unit: string, at: string, opening: number, paise: number, isChange: boolean): Candle {
  const current = candle ?? { _id: id, kind: 'candle' as const, rateId, bucket, unit, lastAt: at, open: opening, high: opening, low: opening, close: opening, sum: opening, quotes: 1, changes: 0 };
  return {
    ...current,
    lastAt: at,
    high: Math.max(current.high, paise),
    low: Math.min(current.low, paise),
    close: paise,
    sum: current.sum + (isChange ? paise : 0),
    quotes: current.quotes + (isChange ? 1 : 0),
    changes: current.changes + (isChange ? 1 : 0),
  };
}

const rateSeries = (params: ReportParams) =>
  defineProjection<RateSeries>({
    name: 'report-rates',
    version: 2,
    collection: 'report_rates',
    canHandle: ['RateAdded', 'RateChanged', 'RateRenamed', 'RateRecategorised', 'RateUnitChanged', 'RateDelisted'],
    documentIds: (recorded) => {
      const event = recorded as unknown as RateEvent;
      const { rateId } = event.data;
      if (event.type === 'RateAdded') return [factsId(rateId), candleId(rateId, bucketOf(businessDay(event.data.addedAt), params.interval), event.data.unit)];
      if (event.type === 'RateChanged') return [factsId(rateId), candleId(rateId, bucketOf(businessDay(event.data.changedAt), params.interval), event.data.unit)];
      return [factsId(rateId)];
    },
    // The unit of the rate's last quote: a quote in a new unit opens at itself, not at a figure in the old one.
    contextIds: (recorded) => [factsId((recorded as unknown as RateEvent).data.rateId)],
    evolve(doc, recorded, id, context) {
      const event = recorded as unknown as RateEvent;
      const { rateId } = event.data;
      if (id !== factsId(rateId)) {
        const [, , bucket, unit] = id.split('|');
        if (event.type === 'RateAdded') return quote(doc as Candle | null, id, rateId, bucket, unit, event.data.addedAt, event.data.currentPaise, event.data.currentPaise, false);
        if (event.type === 'RateChanged') {
          const before = context?.(factsId(rateId)) as RateFacts | null | undefined;
          const opening = before && (before.quotedUnit ?? before.unit) !== unit ? event.data.currentPaise : event.data.previousPaise ?? event.data.currentPaise;
          return quote(doc as Candle | null, id, rateId, bucket, unit, event.data.changedAt, opening, event.data.currentPaise, true);
        }
        return doc;
      }
      const facts = doc as RateFacts | null;
      switch (event.type) {
        case 'RateAdded':
          return { _id: id, kind: 'rate', productName: event.data.productName, category: event.data.category, unit: event.data.unit, quotedUnit: event.data.unit, delistedFrom: null };
        case 'RateChanged':
          return facts && { ...facts, unit: event.data.unit, quotedUnit: event.data.unit };
        case 'RateUnitChanged':
          return facts && { ...facts, unit: event.data.unit };
        case 'RateRenamed':
          return facts && { ...facts, productName: event.data.productName };
        case 'RateRecategorised':
          return facts && { ...facts, category: event.data.category };
        case 'RateDelisted':
          return facts && { ...facts, delistedFrom: bucketOf(businessDay(event.data.delistedAt), params.interval) };
      }
    },
  });

const rupees = (paise: number) => paiseToRupees(Math.round(paise));

/** Each rate's candles over the period, gaps carried flat from the last close, then the category means. */
function rows(docs: RateSeries[], params: ReportParams): Record<string, unknown>[] {
  const buckets = bucketsBetween(params.from, params.to, params.interval);
  // Per rate, per bucket: its candles in the order their units were quoted.
  const candlesOf = new Map<string, Map<string, Candle[]>>();
  const rates: RateFacts[] = [];
  for (const doc of docs) {
    if (doc.kind === 'rate') rates.push(doc);
    else {
      const own = candlesOf.get(doc.rateId) ?? new Map<string, Candle[]>();
      own.set(doc.bucket, [...(own.get(doc.bucket) ?? []), doc].sort((a, b) => a.lastAt.localeCompare(b.lastAt)));
      candlesOf.set(doc.rateId, own);
    }
  }
  const rateRows: Record<string, unknown>[] = [];
  const perCategory = new Map<string, { category: string; bucket: string; unit: string; candles: Candle[] }>();
  for (const rate of rates.sort((a, b) => a.category.localeCompare(b.category) || a.productName.localeCompare(b.productName))) {
    const rateId = rate._id.slice('rate|'.length);
    const own = candlesOf.get(rateId) ?? new Map<string, Candle[]>();
    const known = [...own.keys()].sort();
    let last: Candle | null = null;
    let k = 0;
    for (const bucket of buckets) {
      while (k < known.length && known[k] < bucket) last = own.get(known[k++])!.at(-1)!;
      if (rate.delistedFrom !== null && bucket > rate.delistedFrom) break;
      const candles: Candle[] = own.get(bucket) ?? (last ? [{ ...last, open: last.close, high: last.close, low: last.close, sum: last.close, quotes: 1, changes: 0 }] : []);
      for (const candle of candles) {
        rateRows.push({ level: 'rate', bucket, category: rate.category, rateId, productName: rate.productName, unit: candle.unit, ...figures(candle) });
        const key = `${rate.category}|${bucket}|${candle.unit}`;
        const group = perCategory.get(key) ?? { category: rate.category, bucket, unit: candle.unit, candles: [] };
        group.candles.push(candle);
        perCategory.set(key, group);
      }
    }
  }
  const categoryRows = [...perCategory.values()]
    .sort((a, b) => a.category.localeCompare(b.category) || a.bucket.localeCompare(b.bucket) || a.unit.localeCompare(b.unit))
    .map(({ category, bucket, unit, candles }) => {
      const mean = (pick: (c: Candle) => number) => candles.reduce((s, c) => s + pick(c), 0) / candles.length;
      return {
        level: 'category',
        bucket,
        category,
        rateId: null,
        productName: null,
        unit,
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
  money: ['open', 'high', 'low', 'close', 'average'],
  projection: rateSeries,
  rows,
});
