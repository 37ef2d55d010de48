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
