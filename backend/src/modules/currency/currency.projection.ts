import { defineProjection } from '../../platform/projections/projection';
import { ExchangeRateSet } from './currency.events';

export interface ExchangeRateDoc { _id: string; currency: string; unitsPerRupee: number; setAt: string }

export const exchangeRatesProjection = defineProjection<ExchangeRateDoc>({
  name: 'exchange-rates',
  version: 1,
  collection: 'exchange_rates',
  indexes: [{ fields: { currency: 1 } }],
  canHandle: ['ExchangeRateSet'],
  documentIds: (e) => [(e.data as ExchangeRateSet['data']).currency],
  evolve: (_doc, e) => {
    const { currency, unitsPerRupee, setAt } = e.data as ExchangeRateSet['data'];
    return { _id: currency, currency, unitsPerRupee, setAt };
  },
});
