import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';
import { RateCategory, RateUnit, Trend } from './rates.constants';

/** A wholesale rate joined the daily rate list. Money in integer paise. */
export type RateAdded = DomainEvent<
  'RateAdded',
  { rateId: string; productName: string; category: RateCategory; unit: RateUnit; currentPaise: number; date: string; addedAt: string }
>;

/** A new current rate was entered; trend compares it with the old current rate (spec 4). */
export type RateChanged = DomainEvent<
  'RateChanged',
  { rateId: string; previousPaise: number; currentPaise: number; trend: Trend; unit: RateUnit; date: string; changedAt: string }
>;

export type RateEvent = RateAdded | RateChanged;

export const RATE_EVENT_TYPES: EventTypeDefinition[] = [
  { type: 'RateAdded', context: 'rates', schemaVersion: 1 },
  { type: 'RateChanged', context: 'rates', schemaVersion: 1 },
];
