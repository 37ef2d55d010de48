import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';

/** An admin set a category's commission; `version` counts the category's rates from 1. */
export type CommissionRateSet = DomainEvent<'CommissionRateSet', { category: string; percent: number; previousPercent: number; version: number; setAt: string }>;

export const COMMISSION_EVENT_TYPES: EventTypeDefinition[] = [{ type: 'CommissionRateSet', context: 'orders', schemaVersion: 1 }];

export const commissionStream = (category: string) => `commission-${category}`;
