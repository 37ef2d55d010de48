import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';

/** Spec 9: display currencies; orders are always charged in rupees. */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/** An admin set how many units of `currency` one rupee buys (display conversion only). */
export type ExchangeRateSet = DomainEvent<'ExchangeRateSet', { currency: DisplayCurrency; unitsPerRupee: number; setAt: string }>;

export const CURRENCY_EVENT_TYPES: EventTypeDefinition[] = [{ type: 'ExchangeRateSet', context: 'currency', schemaVersion: 1 }];

export const fxStream = (currency: string) => `fx-${currency}`;
