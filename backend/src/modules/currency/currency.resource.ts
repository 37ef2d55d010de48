import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { fxStream } from './currency.events';
import { ExchangeRateDoc, exchangeRatesProjection } from './currency.projection';

export const currencyRatesResource = defineResource({
  name: 'currency-rates',
  collection: exchangeRatesProjection.collection,
  roles: ['admin'],
  fields: { id: field.id(), currency: field.string('currency'), unitsPerRupee: field.number('unitsPerRupee'), setAt: field.date('setAt') },
  defaultSort: { currency: 1 },
  notFound: 'Currency not found',
  streams: (id) => [fxStream(id)],
  toRecord: (doc: ExchangeRateDoc) => ({ id: doc._id, currency: doc.currency, unitsPerRupee: doc.unitsPerRupee, setAt: doc.setAt }),
});
