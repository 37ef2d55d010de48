import { api } from './client';

/** GET /api/search (PRODUCT.md): ranked, typo-tolerant results across products (and services), with facets. */
export type SearchGroup = 'wholesale' | 'retail' | 'services';
export const SEARCH_GROUPS: readonly SearchGroup[] = ['wholesale', 'retail', 'services'];
export const PRICE_RANGES = ['quote', 'under-500', '500-2000', '2000-10000', '10000-100000', 'over-100000'] as const;
export type PriceRangeValue = (typeof PRICE_RANGES)[number];
export const isPriceRange = (value: string | null): value is PriceRangeValue => !!value && (PRICE_RANGES as readonly string[]).includes(value);
/** The longest query the server takes. */
export const MAX_SEARCH_QUERY = 100;

export interface Segment {
  text: string;
  match: boolean;
}

export interface SearchItem {
  kind: 'product' | 'service';
  id: string;
  name: string;
  highlight: { name: Segment[]; description: Segment[] | null };
  category: SearchGroup;
  subcategory: string;
  /** Rupees; 0 when priced by quote. */
  price: number;
  cities: string[];
  /** The storefront page of the result. */
  path: string;
  slug?: string;
  unit?: string;
  stock?: number;
  image?: string;
  vendor?: { id: string; name: string | null; verified: boolean };
  /** Services: who offers it, how long it takes and its reviews. */
  provider?: { id: string; name: string | null };
  duration?: string;
  rating?: number | null;
  reviewCount?: number;
}

export interface FacetValue {
  value: string;
  count: number;
}

export interface SearchAnswer {
  items: SearchItem[];
  facets: { category: FacetValue[]; city: FacetValue[]; price: (FacetValue & { min: number; max: number | null })[] };
  total: number;
  page: number;
  perPage: number;
}

export interface SearchQuery {
  q: string;
  city?: string;
  category?: SearchGroup;
  price?: PriceRangeValue;
  page?: number;
  perPage?: number;
}

export function search(query: SearchQuery, signal?: AbortSignal): Promise<SearchAnswer> {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim().slice(0, MAX_SEARCH_QUERY));
  if (query.city) params.set('city', query.city);
  if (query.category) params.set('category', query.category);
  if (query.price) params.set('price', query.price);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.perPage) params.set('perPage', String(query.perPage));
  return api<SearchAnswer>(`/search?${params}`, { signal });
}
