/** Spec 9: rate categories and units (default tonne). */
export const RATE_CATEGORIES = ['fruits', 'vegetables', 'pulses', 'oils', 'coffee', 'spices'] as const;
export type RateCategory = (typeof RATE_CATEGORIES)[number];

export const RATE_UNITS = ['piece', 'gm', 'kg', 'quintal', 'tonne'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];
export const DEFAULT_RATE_UNIT: RateUnit = 'tonne';

export type Trend = 'up' | 'down' | 'stable';

export const rateStream = (rateId: string) => `rate-${rateId}`;
