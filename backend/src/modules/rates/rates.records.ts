import { paiseToRupees } from '../../platform/domain/money';
import { RateDoc, RateHistoryDoc } from './rates.projection';

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
});

export type RateRecord = ReturnType<typeof toRateRecord>;

/** API field -> stored field, for filters and sorting (nothing else can be queried). */
export const RATE_FIELDS: Record<string, string> = {
  id: '_id',
  productName: 'productName',
  category: 'category',
  previousRate: 'previousPaise',
  currentRate: 'currentPaise',
  unit: 'unit',
  trend: 'trend',
  date: 'date',
  updatedAt: 'updatedAt',
  changeCount: 'changeCount',
};

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

export const RATE_HISTORY_FIELDS: Record<string, string> = {
  id: '_id',
  rateId: 'rateId',
  eventType: 'eventType',
  date: 'date',
  changedAt: 'changedAt',
  currentRate: 'currentPaise',
  correlationId: 'correlationId',
};
