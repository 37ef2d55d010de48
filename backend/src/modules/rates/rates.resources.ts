import { paiseToRupees, rupeesToPaise } from '@bazaar/common';
import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { RATE_CATEGORIES, RATE_UNITS, rateStream } from './rates.constants';
import { RateDoc, ratesProjection } from './rates.projection';
import { RateHistoryDoc, rateHistoryView } from './rate-history.view';
import { toRateHistoryRecord, toRateRecord } from './rates.records';

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
    // Sorted like with like, as the public list (rates.public.controller.ts): by weight per tonne, then per piece.
    currentRate: field.number('currentPaise', { toStored: rupeesToPaise, sortBy: (direction) => ({ unitGroup: 1, comparablePaise: direction }) }),
    unit: field.enum('unit', RATE_UNITS),
    trend: field.enum('trend', TRENDS),
    date: field.date('date'),
    updatedAt: field.date('updatedAt'),
    changeCount: field.integer('changeCount'),
    changePercent: field.number('changePercent'),
    status: field.enum('status', ['listed', 'delisted']),
  },
  search: ['productName'],
  defaultSort: { category: 1, productName: 1 },
  notFound: 'Rate not found',
  streams: (id) => [rateStream(id)],
  // The previous rate, name, category and unit are the before-values History shows anyway.
  historyFields: { currentPaise: { name: 'currentRate', toApi: (paise) => paiseToRupees(paise as number) }, previousPaise: null, previousName: null, previousCategory: null, previousUnit: null },
  toRecord: (doc: RateDoc) => toRateRecord(doc),
});

/**
 * One point per rate event (the chart), read from the log; each named by its rate and
 * attributed. A rate's points come from its stream, the list's order from the time index;
 * the data filters, which no screen offers, are answered by a scan of the rate events.
 */
export const rateHistoryResource = defineResource({
  name: 'rate-history',
  collection: rateHistoryView.name,
  log: rateHistoryView,
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
  /** Each point named by its rate and attributed to a person by name. */
  async enrich(docs, { readStore, actorNames }) {
    const rateIds = [...new Set(docs.map((d) => d.rateId))];
    const names = new Map((await readStore.collection<RateDoc>(ratesProjection.collection).find({ _id: { $in: rateIds } })).map((r) => [r._id, r.productName]));
    const people = await actorNames(docs.map((d) => d.actor));
    return docs.map((doc) => toRateHistoryRecord(doc, names.get(doc.rateId), doc.actor.kind === 'user' ? people.get(doc.actor.userId) : undefined));
  },
});
