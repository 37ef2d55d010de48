import { paiseToRupees } from '@bazaar/common';
import { RateDoc } from './rates.projection';
import { RateHistoryDoc } from './rate-history.view';

/** What the API shows of a rate: the spec's field names, rupees on the wire. */
export const toRateRecord = (doc: RateDoc) => ({
  id: doc._id,
  productName: doc.productName,
  category: doc.category,
  previousRate: doc.previousPaise === null ? null : paiseToRupees(doc.previousPaise),
  currentRate: paiseToRupees(doc.currentPaise),
  unit: doc.unit,
  trend: doc.trend,
  date: doc.date,
  updatedAt: doc.updatedAt,
  changeCount: doc.changeCount,
  changePercent: doc.changePercent,
  status: doc.status,
});

export type RateRecord = ReturnType<typeof toRateRecord>;

export const toRateHistoryRecord = (doc: RateHistoryDoc, productName: string | undefined, actorName: string | undefined) => ({
  id: doc._id,
  rateId: doc.rateId,
  productName: productName ?? null,
  eventType: doc.eventType,
  previousRate: doc.previousPaise === null ? null : paiseToRupees(doc.previousPaise),
  currentRate: paiseToRupees(doc.currentPaise),
  trend: doc.trend,
  unit: doc.unit,
  date: doc.date,
  changedAt: doc.changedAt,
  actor: doc.actor.kind === 'user' ? { kind: 'user', userId: doc.actor.userId, role: doc.actor.role, name: actorName ?? null } : doc.actor,
  correlationId: doc.correlationId,
});
