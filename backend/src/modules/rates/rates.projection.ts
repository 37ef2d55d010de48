import { comparableRate } from '@bazaar/common';
import { defineProjection } from '../../platform/projections/projection';
import { RateCategory, RateUnit, Trend } from './rates.constants';
import { RateEvent } from './rates.events';

/** The current daily rate list: one document per rate. */
export interface RateDoc {
  _id: string;
  productName: string;
  category: RateCategory;
  unit: RateUnit;
  currentPaise: number;
  previousPaise: number | null;
  trend: Trend;
  date: string;
  updatedAt: string;
  changeCount: number;
  /** (current - previous) / previous in percent, 2 decimals; 0 without a previous rate (new, or its unit changed). Sorts "change". */
  changePercent: number;
  /** listed: on the public list; delisted: kept for the back office and its History. */
  status: 'listed' | 'delisted';
  /**
   * What "current rate" sorts on, so rates quoted per different units compare like with like:
   * group 0 holds the rates by weight at their price per tonne (a quintal's times 10, a kg's
   * times 1,000), group 1 the rates per piece at their own price (comparableRate).
   */
  unitGroup: 0 | 1;
  comparablePaise: number;
}

/** The doc with its sort key for "current rate" brought up to its price and unit. */
const compared = (doc: Omit<RateDoc, 'unitGroup' | 'comparablePaise'>): RateDoc => ({ ...doc, ...comparableRate(doc.currentPaise, doc.unit) });

export const ratesProjection = defineProjection<RateDoc>({
  name: 'rates',
  version: 3,
  collection: 'rates',
  // Public list (listed, by category and name, newest, by rate per tonne), admin list, product search.
  indexes: [{ fields: { status: 1, category: 1, productName: 1 } }, { fields: { category: 1, productName: 1 } }, { fields: { status: 1, updatedAt: -1 } }, { fields: { status: 1, unitGroup: 1, comparablePaise: 1 } }],
  search: ['productName'],
  // Rate events carry no personal data: nothing to open (and a rebuild drops the copy it replaces without zeroing it).
  sealedPersonalData: true,
  canHandle: ['RateAdded', 'RateChanged', 'RateRenamed', 'RateRecategorised', 'RateUnitChanged', 'RateDelisted'],
  documentIds: (event) => [(event.data as RateEvent['data']).rateId],
  evolve(doc, recorded) {
    const event = recorded as unknown as RateEvent;
    switch (event.type) {
      case 'RateAdded':
        return compared({
          _id: event.data.rateId,
          productName: event.data.productName,
          category: event.data.category,
          unit: event.data.unit,
          currentPaise: event.data.currentPaise,
          previousPaise: null,
          trend: 'stable',
          date: event.data.date,
          updatedAt: event.data.addedAt,
          changeCount: 0,
          changePercent: 0,
          status: 'listed',
        });
    }
    if (!doc) return null;
    switch (event.type) {
      case 'RateChanged':
        return compared({
          ...doc,
          previousPaise: event.data.previousPaise,
          currentPaise: event.data.currentPaise,
          trend: event.data.trend,
          unit: event.data.unit,
          date: event.data.date,
          updatedAt: event.data.changedAt,
          changeCount: doc.changeCount + 1,
          changePercent: event.data.previousPaise === null ? 0 : Math.round(((event.data.currentPaise - event.data.previousPaise) / event.data.previousPaise) * 10_000) / 100,
        });
      case 'RateRenamed':
        return { ...doc, productName: event.data.productName };
      case 'RateRecategorised':
        return { ...doc, category: event.data.category };
      case 'RateUnitChanged':
        return compared({ ...doc, unit: event.data.unit });
      case 'RateDelisted':
        return { ...doc, status: 'delisted' };
    }
  },
});
