import { DeciderCommand, InputOf } from '../../platform/domain/decider-command';
import { SetExchangeRate } from './currency.decider';
import { ExchangeRateSet } from './currency.events';

/** Sets one display currency's rate; `id` is the currency code. */
export class SetExchangeRateCommand extends DeciderCommand<'SetExchangeRate', InputOf<SetExchangeRate, 'SetExchangeRate'>, ExchangeRateSet> {
  readonly type = 'SetExchangeRate';
}
