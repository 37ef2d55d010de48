import { formatCount } from './money';

/** Spec 9: the units a rate is quoted per; wholesale defaults to the tonne. */
export const RATE_UNITS = ['piece', 'gm', 'kg', 'quintal', 'tonne'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];
export const DEFAULT_RATE_UNIT: RateUnit = 'tonne';

/**
 * How many of each weight unit make a tonne, to compare rates quoted per different weights
 * (a quintal is 100 kg). A piece has no weight: rates per piece compare only with each other.
 */
export const UNITS_PER_TONNE: Readonly<Record<Exclude<RateUnit, 'piece'>, number>> = { gm: 1_000_000, kg: 1_000, quintal: 10, tonne: 1 };

/** A rate put on a common footing: by weight, its price per tonne (group 0); per piece, as it is (group 1, after every weight). */
export function comparableRate(paise: number, unit: RateUnit): { unitGroup: 0 | 1; comparablePaise: number } {
  return unit === 'piece' ? { unitGroup: 1, comparablePaise: paise } : { unitGroup: 0, comparablePaise: paise * UNITS_PER_TONNE[unit] };
}

const ENGLISH_UNITS: Readonly<Record<string, readonly [string, string]>> = {
  tonne: ['tonne', 'tonnes'],
  quintal: ['quintal', 'quintals'],
  piece: ['piece', 'pieces'],
  unit: ['unit', 'units'],
  dozen: ['dozen', 'dozen'],
  kg: ['kg', 'kg'],
  gm: ['g', 'g'],
  lb: ['lb', 'lb'],
};

/** A count and its unit in the server's English ("1 tonne", "12 tonnes", "1,500 tonnes", "2 kg"); the storefront says it in the reader's language. */
export function countInEnglish(count: number, unit: string): string {
  const [one, many] = ENGLISH_UNITS[unit] ?? [unit, unit];
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
