import { api } from './client';
import type { PublicRate, RateCategory, RateChangeRecord, RateTrend } from '@bazaar/common';

export { RATE_CATEGORIES, type RateCategory, type RateUnit } from '@bazaar/common';
export type Trend = RateTrend;

/** One row of GET /api/rates; money in rupees. */
export type Rate = PublicRate;

/** GET /api/rates: one page of the list, filtered and sorted by the server. */
export interface RateList {
  lastUpdated: string | null;
  rates: Rate[];
  total: number;
  page: number;
  perPage: number;
}

/** The columns the server sorts by; a leading '-' sorts descending. */
export type RateSortField = 'productName' | 'category' | 'currentRate' | 'change' | 'updatedAt';
export const RATE_SORT_FIELDS: readonly RateSortField[] = ['productName', 'category', 'currentRate', 'change', 'updatedAt'];
export type RateSort = RateSortField | `-${RateSortField}`;

export function isRateSort(value: string | null): value is RateSort {
  return !!value && (RATE_SORT_FIELDS as readonly string[]).includes(value.replace(/^-/, ''));
}

/** The server's most per page (OWNERSHIP.md: public lists page at most 100). */
export const MAX_PER_PAGE = 100;
/** The longest product search the page sends. */
export const MAX_RATE_QUERY = 100;

export interface RateQuery {
  category?: RateCategory;
  q?: string;
  /** From 1. */
  page?: number;
  perPage?: number;
  sort?: RateSort;
  /** The list as it stood at the end of this India day (YYYY-MM-DD). */
  date?: string;
}

export function fetchRates(query: RateQuery = {}, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.q?.trim()) params.set('q', query.q.trim().slice(0, MAX_RATE_QUERY));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.perPage) params.set('perPage', String(Math.min(query.perPage, MAX_PER_PAGE)));
  if (query.sort) params.set('sort', query.sort);
  if (query.date) params.set('date', query.date);
  const search = params.toString();
  return api<RateList>(`/rates${search ? `?${search}` : ''}`, { signal });
}

/** One change of a rate, oldest first (GET /api/rates/:id/history). */
export type RateChange = RateChangeRecord;

/** GET /api/rates/:id/history: a listed rate and every change it had. */
export function fetchRateHistory(id: string, signal?: AbortSignal) {
  return api<{ rate: Rate; history: RateChange[] }>(`/rates/${encodeURIComponent(id)}/history`, { signal });
}

/** Today in India (the business day the server dates rates by). */
export const indiaToday = (now = new Date()) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
