/** Spec 9: the units a rate is quoted per; wholesale defaults to the tonne. */
export const RATE_UNITS = ['piece', 'gm', 'kg', 'quintal', 'tonne'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];
export const DEFAULT_RATE_UNIT: RateUnit = 'tonne';
