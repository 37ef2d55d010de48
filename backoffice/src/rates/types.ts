import { categoryName, DEFAULT_RATE_UNIT, RATE_CATEGORIES as RATE_CATEGORY_IDS, RATE_UNITS as RATE_UNIT_IDS, type PublicRate, type RateCategory, type RateTrend, type RateUnit } from '@bazaar/common';
import type { HistoryActor } from '../history/types';

export type Trend = RateTrend;

/** A row of the back office's rate list: the public row, with the change count and status admins and vendors see. */
export interface Rate extends PublicRate {
    changeCount?: number;
    changePercent?: number;
    status?: 'listed' | 'delisted';
}

export interface RateHistoryEntry {
    id: string;
    rateId: string;
    productName: string;
    previousRate: number | null;
    currentRate: number;
    trend: Trend;
    unit: RateUnit;
    date: string;
    changedAt: string;
    actor: HistoryActor;
}

/** Spec §9: rate categories (the wholesale categories) and units, from the shared vocabulary, as choices. */
export const RATE_CATEGORIES: { id: RateCategory; name: string }[] = RATE_CATEGORY_IDS.map(id => ({ id, name: categoryName(id) }));
export const RATE_UNITS: { id: RateUnit; name: string }[] = RATE_UNIT_IDS.map(id => ({ id, name: id }));
export { categoryName, DEFAULT_RATE_UNIT, type RateCategory, type RateUnit };

export { trendOf } from '@bazaar/common';
