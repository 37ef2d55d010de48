import { businessDay } from '../../platform/domain/business-day';
import { defineProjection } from '../../platform/projections/projection';

/**
 * Rate changes per India business day, counted from the bus by the analytics consumer. The day
 * comes from `changedAt`, so events recorded with a UTC `date` (schema 1) count on the right day too.
 */
export interface RateChangeStatDoc {
  _id: string; // YYYY-MM-DD
  day: string;
  count: number;
}

export const rateChangeStatsProjection = defineProjection<RateChangeStatDoc>({
  name: 'rate-change-stats',
  version: 2,
  collection: 'rate_change_stats',
  indexes: [{ fields: { day: 1 } }],
  canHandle: ['RateChanged'],
  sealedPersonalData: true, // no personal data in rate events: nothing to open
  documentIds: (event) => [businessDay((event.data as { changedAt: string }).changedAt)],
  evolve: (doc, event) => {
    const day = businessDay((event.data as { changedAt: string }).changedAt);
    return { _id: day, day, count: (doc?.count ?? 0) + 1 };
  },
});
