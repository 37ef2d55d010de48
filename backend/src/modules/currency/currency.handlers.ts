import { deciderHandlers } from '../../platform/domain/decider-command';
import { SetExchangeRateCommand } from './currency.commands';
import { exchangeRateDecider } from './currency.decider';
import { fxStream } from './currency.events';

export const CURRENCY_HANDLERS = deciderHandlers(exchangeRateDecider, fxStream, [SetExchangeRateCommand]);
