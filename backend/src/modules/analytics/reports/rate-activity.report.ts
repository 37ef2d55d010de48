import { businessDay } from '../../../platform/domain/business-day';
import { defineProjection } from '../../../platform/projections/projection';
import { bucketOf, defineReport } from '../../../platform/replay/report';

/** One bucket's count of rate events by kind (docs/analytics.md's worked example). */
interface Activity {
  _id: string;
  bucket: string;
  added: number;
  changed: number;
  delisted: number;
}

const KIND: Record<string, 'added' | 'changed' | 'delisted'> = { RateAdded: 'added', RateChanged: 'changed', RateDelisted: 'delisted' };

export const rateActivityReport = defineReport<Activity>({
  name: 'rate-activity',
  description: 'Rates added, changed and delisted per day, week or month',
  columns: ['bucket', 'added', 'changed', 'delisted'],
  projection: ({ from, interval }) =>
    defineProjection<Activity>({
      name: 'report-rate-activity',
      version: 1,
      collection: 'report_rate_activity',
      canHandle: Object.keys(KIND),
      // The replay runs from the first event; only the period's days make rows.
      documentIds: (event) => {
        const day = businessDay(event.metadata.occurredAt);
        return day >= from ? [bucketOf(day, interval)] : [];
      },
      evolve: (doc, event) => {
        const bucket = bucketOf(businessDay(event.metadata.occurredAt), interval);
        const current = doc ?? { _id: bucket, bucket, added: 0, changed: 0, delisted: 0 };
        const kind = KIND[event.type];
        return { ...current, [kind]: current[kind] + 1 };
      },
    }),
});
