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

/** Spec §9: rate categories and their display names (wholesale subcategories). */
const CATEGORY_LIST = [
    { id: 'fruits', name: 'Fruits' },
    { id: 'vegetables', name: 'Vegetables' },
    { id: 'pulses', name: 'Pulses & Cereals' },
    { id: 'oils', name: 'Edible Oils' },
    { id: 'coffee', name: 'Coffee & Tea' },
    { id: 'spices', name: 'Spices' },
] as const;
export type RateCategory = (typeof CATEGORY_LIST)[number]['id'];
export const RATE_CATEGORIES: { id: RateCategory; name: string }[] = [...CATEGORY_LIST];

/** Spec §9: rate units, default tonne. */
const UNIT_LIST = [
    { id: 'piece', name: 'piece' },
    { id: 'gm', name: 'gm' },
    { id: 'kg', name: 'kg' },
    { id: 'quintal', name: 'quintal' },
    { id: 'tonne', name: 'tonne' },
] as const;
export type RateUnit = (typeof UNIT_LIST)[number]['id'];
export const RATE_UNITS: { id: RateUnit; name: string }[] = [...UNIT_LIST];
export const DEFAULT_RATE_UNIT: RateUnit = 'tonne';

export const categoryName = (id: string | null | undefined): string =>
    RATE_CATEGORIES.find(c => c.id === id)?.name ?? id ?? '—';

/** Spec §4: up if higher than the old current rate, down if lower, otherwise stable. */
export const trendOf = (previous: number | null | undefined, current: number): Trend =>
    previous == null || current === previous ? 'stable' : current > previous ? 'up' : 'down';
