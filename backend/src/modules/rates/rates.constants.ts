/** Spec 9: rate categories and units (default tonne), one vocabulary with the front ends. */
export { DEFAULT_RATE_UNIT, RATE_CATEGORIES, RATE_UNITS, type RateCategory, type RateUnit, type RateTrend as Trend } from '@bazaar/common';

export const rateStream = (rateId: string) => `rate-${rateId}`;
