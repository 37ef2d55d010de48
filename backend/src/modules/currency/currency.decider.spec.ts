import { deciderSpec } from '../../platform/domain/decider.testing';
import { exchangeRateDecider } from './currency.decider';
import { ExchangeRateSet } from './currency.events';

const spec = deciderSpec(exchangeRateDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const usd: ExchangeRateSet = { type: 'ExchangeRateSet', data: { currency: 'USD', unitsPerRupee: 0.012, setAt: now.toISOString() } };

describe('exchange rate decider', () => {
  it('sets a display rate, and a repeat of the same rate decides nothing', () => {
    spec.given([]).when({ type: 'SetExchangeRate', data: { currency: 'USD', unitsPerRupee: 0.012, now } }).then([usd]);
    spec.given([usd]).when({ type: 'SetExchangeRate', data: { currency: 'USD', unitsPerRupee: 0.012, now } }).then([]);
  });

  it('refuses unknown currencies, missing and out-of-range rates', () => {
    spec.given([]).when({ type: 'SetExchangeRate', data: { currency: 'BTC', unitsPerRupee: 1, now } }).thenThrows('not_found');
    spec.given([]).when({ type: 'SetExchangeRate', data: { currency: 'EUR', now } }).thenThrows('invalid', { unitsPerRupee: 'Exchange rate is required' });
    spec.given([]).when({ type: 'SetExchangeRate', data: { currency: 'EUR', unitsPerRupee: 0, now } }).thenThrows('invalid', { unitsPerRupee: 'Exchange rate must be between 0 and 1000' });
  });
});
