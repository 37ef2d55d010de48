/** The service cities of spec 9; stored and sent in English, shown translated (cities.<name>). */
export const CITIES = [
  'Mumbai',
  'Delhi',
  'Bangalore',
  'Hyderabad',
  'Chennai',
  'Kolkata',
  'Ahmedabad',
  'Pune',
  'Kochi',
  'Ernakulam',
  'Trivandrum',
  'Mysore',
  'Tumkur',
  'Coimbatore',
  'Pollachi',
] as const;
export type City = (typeof CITIES)[number];

export function isCity(value: unknown): value is City {
  return typeof value === 'string' && (CITIES as readonly string[]).includes(value);
}

/**
 * Other names an address may give a listed city: the official names the cities took
 * (Bengaluru, Mysuru, Thiruvananthapuram, Tumakuru), the older English
 * ones people still write (Bombay, Calcutta, Madras, Cochin), Coimbatore's Kovai, and New Delhi. Keys lower-case, single-spaced.
 */
const OTHER_NAMES: ReadonlyMap<string, City> = new Map(Object.entries({
  bengaluru: 'Bangalore',
  bombay: 'Mumbai',
  'new delhi': 'Delhi',
  calcutta: 'Kolkata',
  madras: 'Chennai',
  cochin: 'Kochi',
  thiruvananthapuram: 'Trivandrum',
  mysuru: 'Mysore',
  tumakuru: 'Tumkur',
  kovai: 'Coimbatore',
} satisfies Record<string, City>));

/** The list's spelling of a city typed freely (an address's city), matched case-insensitively and by its other names; null when it is not one of the list. */
export function cityOf(text: string): City | null {
  const wanted = text.trim().replace(/\s+/g, ' ').toLowerCase();
  return CITIES.find((city) => city.toLowerCase() === wanted) ?? OTHER_NAMES.get(wanted) ?? null;
}

/**
 * Whether a product sold in `cities` (empty: every city) is delivered to an address in `city`
 * (free text). The one rule of checkout and the storefront: a product naming cities is
 * delivered to those alone, so an address outside the list is refused for it.
 */
export function deliversTo(cities: readonly string[], city: string): boolean {
  if (cities.length === 0) return true;
  const listed = cityOf(city);
  return listed !== null && cities.includes(listed);
}

export const notDeliveredMessage = (product: string, city: string) => `${product} is not delivered to ${cityOf(city) ?? city.trim()}`;
