import { businessDay } from '../../platform/domain/business-day';
import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';
import { RateCategory, RateUnit, Trend } from './rates.constants';

/** A wholesale rate joined the daily rate list. Money in integer paise; `date` is the India business day. */
export type RateAdded = DomainEvent<
  'RateAdded',
  { rateId: string; productName: string; category: RateCategory; unit: RateUnit; currentPaise: number; date: string; addedAt: string }
>;

/**
 * A new current rate was entered; trend compares it with the old current rate (spec 4).
 * `previousPaise` is null when the unit changed in the same edit (amounts per different units
 * are not compared; trend is then stable).
 */
export type RateChanged = DomainEvent<
  'RateChanged',
  { rateId: string; previousPaise: number | null; currentPaise: number; trend: Trend; unit: RateUnit; date: string; changedAt: string }
>;

/** An admin corrected the product name. */
export type RateRenamed = DomainEvent<'RateRenamed', { rateId: string; previousName: string; productName: string; renamedAt: string }>;

/** An admin moved the rate to another category. */
export type RateRecategorised = DomainEvent<
  'RateRecategorised',
  { rateId: string; previousCategory: RateCategory; category: RateCategory; recategorisedAt: string }
>;

/** An admin changed the unit the rate is quoted per (the amount is not converted). */
export type RateUnitChanged = DomainEvent<'RateUnitChanged', { rateId: string; previousUnit: RateUnit; unit: RateUnit; changedAt: string }>;

/** The rate left the public list; it can no longer change, and its name and category are free again. */
export type RateDelisted = DomainEvent<'RateDelisted', { rateId: string; delistedAt: string }>;

export type RateEvent = RateAdded | RateChanged | RateRenamed | RateRecategorised | RateUnitChanged | RateDelisted;

// Version 1 wrote `date` as the UTC day; version 2 is the India business day, recomputed from the timestamp.
const indiaDateFrom = (at: string) => (data: any) => ({ ...data, date: businessDay(data[at]) });

export const RATE_EVENT_TYPES: EventTypeDefinition[] = [
  { type: 'RateAdded', context: 'rates', schemaVersion: 2, upcasters: { 1: indiaDateFrom('addedAt') } },
  { type: 'RateChanged', context: 'rates', schemaVersion: 2, upcasters: { 1: indiaDateFrom('changedAt') } },
  { type: 'RateRenamed', context: 'rates', schemaVersion: 1 },
  { type: 'RateRecategorised', context: 'rates', schemaVersion: 1 },
  { type: 'RateUnitChanged', context: 'rates', schemaVersion: 1 },
  { type: 'RateDelisted', context: 'rates', schemaVersion: 1 },
];
