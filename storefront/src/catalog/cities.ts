import { CITIES, City, isCity } from '@bazaar/common';

/** The service cities of spec 9 live in @bazaar/common; stored and sent in English, shown translated (cities.<name>). */

export { CITIES, isCity };
export type { City };
export const DEFAULT_CITY: City = 'Mumbai';

/** The hero's city select, in the spec's order. */
export const HERO_CITIES: readonly City[] = ['Mumbai', 'Delhi', 'Bangalore', 'Hyderabad', 'Chennai', 'Kolkata', 'Pune', 'Ahmedabad'];
