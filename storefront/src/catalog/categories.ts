/**
 * The marketplace's fixed category tree (spec 1, 2.1, 2.3, 2.4). Names and blurbs are translated
 * under `categories.<group>.<id>`; paths are routes and never translated.
 */
export type ArtKind =
  | 'fruits' | 'vegetables' | 'pulses' | 'oils' | 'coffee' | 'spices'
  | 'bakery' | 'diapers' | 'leather' | 'apparels' | 'jewellery' | 'handicrafts'
  | 'insurance' | 'moving' | 'web' | 'e-service' | 'event' | 'interior' | 'real-estate' | 'handyman' | 'healthcare';

export type CategoryGroup = 'wholesale' | 'retail' | 'services';

export interface Category {
  group: CategoryGroup;
  id: ArtKind;
  path: string;
}

const wholesale = (id: ArtKind, slug: string = id): Category => ({ group: 'wholesale', id, path: `/wholesale/${slug}` });
const retail = (id: ArtKind): Category => ({ group: 'retail', id, path: `/retail/${id}` });
const service = (id: ArtKind): Category => ({ group: 'services', id, path: `/services/${id}` });

export const WHOLESALE_CATEGORIES: readonly Category[] = [
  wholesale('fruits'),
  wholesale('vegetables'),
  wholesale('pulses', 'pulses-cereals'),
  wholesale('oils', 'edible-oils'),
  wholesale('coffee', 'coffee-tea'),
  wholesale('spices'),
];

export const RETAIL_CATEGORIES: readonly Category[] = [
  retail('bakery'),
  retail('diapers'),
  retail('leather'),
  retail('apparels'),
  retail('jewellery'),
  retail('handicrafts'),
];

/** The nine 'Book Now' cards, in the order of spec 2.3. */
export const SERVICE_CATEGORIES: readonly Category[] = [
  service('insurance'),
  service('moving'),
  service('web'),
  service('e-service'),
  service('event'),
  service('interior'),
  service('real-estate'),
  service('handyman'),
  service('healthcare'),
];

/** The navigation menus spell the e-services path with an s; both routes will exist (PRODUCT.md). */
export function menuPath(category: Category): string {
  return category.id === 'e-service' ? '/services/e-services' : category.path;
}

function pick(ids: ArtKind[]): Category[] {
  return ids.map((id) => SERVICE_CATEGORIES.find((c) => c.id === id)!);
}

/** The two columns of the Services mega-menu. */
export const PROFESSIONAL_SERVICES = pick(['healthcare', 'insurance', 'real-estate', 'interior', 'handyman']);
export const BUSINESS_SERVICES = pick(['web', 'e-service', 'event', 'moving']);

/** Shown under "Popular services" in the mobile menu. */
export const POPULAR_SERVICES = pick(['moving', 'handyman', 'healthcare', 'interior', 'event']);

export const ALL_CATEGORIES: readonly Category[] = [...WHOLESALE_CATEGORIES, ...RETAIL_CATEGORIES, ...SERVICE_CATEGORIES];

/** The wholesale or retail category a page path's last segment names (e.g. 'edible-oils' is oils). */
export function productCategoryBySlug(group: 'wholesale' | 'retail', slug: string | undefined): Category | undefined {
  const list = group === 'wholesale' ? WHOLESALE_CATEGORIES : RETAIL_CATEGORIES;
  return list.find((c) => c.path === `/${group}/${slug}`);
}

/** The category page of a product's subcategory (its id, as the catalogue stores it). */
export function productCategoryById(id: string): Category | undefined {
  return [...WHOLESALE_CATEGORIES, ...RETAIL_CATEGORIES].find((c) => c.id === id);
}
