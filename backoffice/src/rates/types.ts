import { categoryName, DEFAULT_RATE_UNIT, RATE_CATEGORIES as RATE_CATEGORY_IDS, RATE_UNITS as RATE_UNIT_IDS, type RateCategory, type RateUnit } from '@bazaar/common';
import type { HistoryActor } from '../history/types';

export type Trend = 'up' | 'down' | 'stable';

export interface Rate {
    id: string;
    productName: string;
    category: RateCategory;
    previousRate: number | null;
    currentRate: number;
    unit: RateUnit;
    trend: Trend;
    date: string;
    updatedAt: string;
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

/** Spec §4: up if higher than the old current rate, down if lower, otherwise stable. */
export const trendOf = (previous: number | null | undefined, current: number): Trend =>
    previous == null || current === previous ? 'stable' : current > previous ? 'up' : 'down';
