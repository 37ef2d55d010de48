import { rupeesToPaise } from '../../platform/domain/money';
import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { RATE_CATEGORIES, RATE_UNITS } from './rates.constants';
import { RateDoc, RateHistoryDoc, rateHistoryProjection, ratesProjection } from './rates.projection';
import { toRateRecord } from './rates.records';

const TRENDS = ['up', 'down', 'stable'] as const;
const money = (stored: string) => field.number(stored, { toStored: rupeesToPaise });

export const ratesResource = defineResource({
  name: 'rates',
  collection: ratesProjection.collection,
  roles: ['admin'],
  fields: {
    id: field.id(),
    productName: field.string('productName'),
    category: field.enum('category', RATE_CATEGORIES),
    previousRate: money('previousPaise'),
    currentRate: money('currentPaise'),
    unit: field.enum('unit', RATE_UNITS),
    trend: field.enum('trend', TRENDS),
    date: field.date('date'),
    updatedAt: field.date('updatedAt'),
    changeCount: field.integer('changeCount'),
  },
  search: ['productName'],
  defaultSort: { category: 1, productName: 1 },
  notFound: 'Rate not found',
  toRecord: (doc: RateDoc) => toRateRecord(doc),
});

/** One point per rate event (the chart); records are named and attributed by the controller. */
export const rateHistoryResource = defineResource({
  name: 'rate-history',
  collection: rateHistoryProjection.collection,
  roles: ['admin'],
  fields: {
    id: field.id(),
    rateId: field.id('rateId'),
    eventType: field.enum('eventType', ['RateAdded', 'RateChanged']),
    date: field.date('date'),
    changedAt: field.date('changedAt'),
    currentRate: money('currentPaise'),
    correlationId: field.id('correlationId'),
  },
  defaultSort: { changedAt: 1 },
  notFound: 'Rate change not found',
  toRecord: (doc: RateHistoryDoc) => doc,
});
