import { CITIES } from '@bazaar/common';
import { SEARCH_GROUPS, SearchCandidate, SearchGroup } from './search-source';

/**
 * Price ranges offered as a facet, in rupees, [min, max) (max null: no upper bound). `quote`
 * holds the wholesale goods priced by quote (price 0, shown 'Price N/A').
 */
export const PRICE_RANGES = [
  { value: 'quote', min: 0, max: 0 },
  { value: 'under-500', min: 0.01, max: 500 },
  { value: '500-2000', min: 500, max: 2000 },
  { value: '2000-10000', min: 2000, max: 10_000 },
  { value: '10000-100000', min: 10_000, max: 100_000 },
  { value: 'over-100000', min: 100_000, max: null },
] as const;
export type PriceRange = (typeof PRICE_RANGES)[number]['value'];
export const PRICE_RANGE_VALUES = PRICE_RANGES.map((r) => r.value);

export const inPriceRange = (price: number, value: PriceRange): boolean => {
  const range = PRICE_RANGES.find((r) => r.value === value)!;
  if (range.value === 'quote') return price === 0;
  return price >= range.min && (range.max === null || price < range.max);
};

/** A candidate serves a city when it names it or names none. */
export const servesCity = (candidate: Pick<SearchCandidate, 'cities'>, city: string): boolean => candidate.cities.length === 0 || candidate.cities.includes(city);

export interface SearchFilters {
  city?: string;
  category?: SearchGroup;
  price?: PriceRange;
}

type Dimension = keyof SearchFilters;

const passes = (candidate: SearchCandidate, filters: SearchFilters, except?: Dimension): boolean =>
  (except === 'city' || !filters.city || servesCity(candidate, filters.city)) &&
  (except === 'category' || !filters.category || candidate.group === filters.category) &&
  (except === 'price' || !filters.price || inPriceRange(candidate.price, filters.price));

export const applyFilters = <C extends SearchCandidate>(candidates: readonly C[], filters: SearchFilters): C[] => candidates.filter((c) => passes(c, filters));

export interface FacetValue {
  value: string;
  count: number;
}
export interface PriceFacetValue extends FacetValue {
  min: number;
  max: number | null;
}
export interface SearchFacets {
  category: FacetValue[];
  city: FacetValue[];
  price: PriceFacetValue[];
}

/**
 * Counts per facet value. Each facet counts with the other facets' filters applied but not its
 * own, so choosing a city still shows how many results the other cities have. Every value is
 * listed, zeros included, in a fixed order.
 */
export function facetsOf(candidates: readonly SearchCandidate[], filters: SearchFilters): SearchFacets {
  const category = new Map<SearchGroup, number>(SEARCH_GROUPS.map((g) => [g, 0]));
  const city = new Map<string, number>(CITIES.map((c) => [c, 0]));
  const price = new Map<string, number>(PRICE_RANGES.map((r) => [r.value, 0]));
  for (const candidate of candidates) {
    if (passes(candidate, filters, 'category')) category.set(candidate.group, (category.get(candidate.group) ?? 0) + 1);
    if (passes(candidate, filters, 'city')) for (const name of CITIES) if (servesCity(candidate, name)) city.set(name, city.get(name)! + 1);
    if (passes(candidate, filters, 'price')) {
      const range = PRICE_RANGES.find((r) => inPriceRange(candidate.price, r.value));
      if (range) price.set(range.value, price.get(range.value)! + 1);
    }
  }
  return {
    category: [...category].map(([value, count]) => ({ value, count })),
    city: [...city].map(([value, count]) => ({ value, count })),
    price: PRICE_RANGES.map((r) => ({ value: r.value, min: r.min, max: r.max, count: price.get(r.value)! })),
  };
}
