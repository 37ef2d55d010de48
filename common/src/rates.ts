import type { RateCategory } from './categories';
import type { RateUnit } from './units';

/** Spec 4: a rate's move against its previous current rate. */
export type RateTrend = 'up' | 'down' | 'stable';

/** Spec 4: up if higher than the old current rate, down if lower, otherwise stable (no previous rate: stable). */
export const trendOf = (previous: number | null | undefined, current: number): RateTrend =>
  previous == null || current === previous ? 'stable' : current > previous ? 'up' : 'down';

/** One row of GET /api/rates, as every reader gets it; money in rupees. */
export interface PublicRate {
  id: string;
  productName: string;
  category: RateCategory;
  previousRate: number | null;
  currentRate: number;
  unit: RateUnit;
  trend: RateTrend;
  /** The business day (Asia/Kolkata) of the current rate. */
  date: string;
  updatedAt: string;
}

/** One change of a rate in GET /api/rates/:id/history; money in rupees. */
export interface RateChangeRecord {
  date: string;
  changedAt: string;
  previousRate: number | null;
  currentRate: number;
  trend: RateTrend;
  unit: RateUnit;
}

/**
 * The changes a chart of a rate draws, oldest first: those since its unit last changed. A new
 * unit's amount is not converted from the old one (rates.decider.ts), so an amount per quintal
 * and one per tonne are no one line: drawn together, a week per quintal lay flat under a
 * tenfold "rise" that never happened.
 */
export function sinceUnitChanged<T extends { unit: string }>(history: readonly T[]): T[] {
  const unit = history[history.length - 1]?.unit;
  let start = history.length;
  while (start > 0 && history[start - 1].unit === unit) start--;
  return history.slice(start);
}
