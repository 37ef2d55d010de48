import { COMMISSION_PERCENT_MESSAGE, DEFAULT_COMMISSION_PERCENT, hasAtMostDecimals, RATE_CATEGORIES, RETAIL_CATEGORIES } from '@bazaar/common';
import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { CommissionRateSet } from './commissions.events';

/** Commission is per product subcategory: the six wholesale and six retail ones. */
export const COMMISSION_CATEGORIES: readonly string[] = [...RATE_CATEGORIES, ...RETAIL_CATEGORIES];

export type CommissionState = { percent: number; version: number };
export type CommissionCommand = { type: 'SetCommissionRate'; data: { category: string; percent: number; now: Date } };

export const PERCENT_MESSAGE = COMMISSION_PERCENT_MESSAGE;

export const commissionDecider: Decider<CommissionState, CommissionCommand, CommissionRateSet> = {
  // Version 0: never set, the default applies.
  initialState: () => ({ percent: DEFAULT_COMMISSION_PERCENT, version: 0 }),
  evolve: (_state, event) => ({ percent: event.data.percent, version: event.data.version }),
  decide({ data }, state) {
    if (!COMMISSION_CATEGORIES.includes(data.category)) throw new DomainError('not_found', 'Category not found');
    if (typeof data.percent !== 'number' || data.percent < 0 || data.percent > 100 || !hasAtMostDecimals(data.percent, 2)) throw DomainError.invalid({ percent: PERCENT_MESSAGE });
    if (state.version > 0 && state.percent === data.percent) return [];
    return [{ type: 'CommissionRateSet', data: { category: data.category, percent: data.percent, previousPercent: state.percent, version: state.version + 1, setAt: data.now.toISOString() } }];
  },
};
