import { api } from './client';

export type RateCategory = 'fruits' | 'vegetables' | 'pulses' | 'oils' | 'coffee' | 'spices';
export const RATE_CATEGORIES: readonly RateCategory[] = ['fruits', 'vegetables', 'pulses', 'oils', 'coffee', 'spices'];
export type RateUnit = 'piece' | 'gm' | 'kg' | 'quintal' | 'tonne';
export type Trend = 'up' | 'down' | 'stable';

/** One row of GET /api/rates; money in rupees. */
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
}

export interface RateList {
  lastUpdated: string | null;
  rates: Rate[];
}

export function fetchRates(signal?: AbortSignal) {
  return api<RateList>('/rates', { signal });
}
