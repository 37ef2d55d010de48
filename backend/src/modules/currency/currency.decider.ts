import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { DISPLAY_CURRENCIES, DisplayCurrency, ExchangeRateSet } from './currency.events';

export type SetExchangeRate = { type: 'SetExchangeRate'; data: { currency: string; unitsPerRupee?: number; now: Date } };

export const exchangeRateDecider: Decider<{ unitsPerRupee: number | null }, SetExchangeRate, ExchangeRateSet> = {
  initialState: () => ({ unitsPerRupee: null }),
  evolve: (_state, event) => ({ unitsPerRupee: event.data.unitsPerRupee }),
  decide({ data }, state) {
    if (!DISPLAY_CURRENCIES.includes(data.currency as DisplayCurrency)) throw new DomainError('not_found', 'Currency not found');
    if (data.unitsPerRupee === undefined) throw DomainError.invalid({ unitsPerRupee: 'Exchange rate is required' });
    if (!(data.unitsPerRupee > 0) || data.unitsPerRupee > 1000) throw DomainError.invalid({ unitsPerRupee: 'Exchange rate must be between 0 and 1000' });
    if (state.unitsPerRupee === data.unitsPerRupee) return [];
    return [{ type: 'ExchangeRateSet', data: { currency: data.currency as DisplayCurrency, unitsPerRupee: data.unitsPerRupee, setAt: data.now.toISOString() } }];
  },
};
