import { defineProjection } from '../../platform/projections/projection';

/** Rate changes per business day, counted from the bus by the analytics consumer. */
export interface RateChangeStatDoc {
  _id: string; // YYYY-MM-DD
  day: string;
  count: number;
}

export const rateChangeStatsProjection = defineProjection<RateChangeStatDoc>({
  name: 'rate-change-stats',
  version: 1,
  collection: 'rate_change_stats',
  canHandle: ['RateChanged'],
  documentIds: (event) => [(event.data as { date: string }).date],
  evolve: (doc, event) => {
    const day = (event.data as { date: string }).date;
    return { _id: day, day, count: (doc?.count ?? 0) + 1 };
  },
});
