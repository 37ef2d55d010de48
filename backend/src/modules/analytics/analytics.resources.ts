import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { RateChangeStatDoc, rateChangeStatsProjection } from './rate-change-stats.projection';

export const rateChangeStatsResource = defineResource({
  name: 'rate-change-stats',
  collection: rateChangeStatsProjection.collection,
  roles: ['admin'],
  fields: { id: field.id(), day: field.date('day'), count: field.integer('count') },
  defaultSort: { day: 1 },
  notFound: 'Day not found',
  toRecord: (doc: RateChangeStatDoc) => ({ id: doc._id, day: doc.day, count: doc.count }),
});
