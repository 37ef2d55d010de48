import type { TFunction } from 'i18next';

export const UNITS = ['kg', 'gm', 'piece', 'dozen', 'lb', 'unit', 'quintal', 'tonne'] as const;
export type Unit = (typeof UNITS)[number];
const isUnit = (unit: string): unit is Unit => (UNITS as readonly string[]).includes(unit);

/**
 * A unit's translated word. Without a count, its name ("per tonne"); after a count, the form
 * that count takes in the language: i18next picks `catalogue.unitCount.<unit>_<form>` by
 * Intl.PluralRules ("1 tonne", "12 tonnes", "0 tonnes", French "0 tonne", Arabic's six forms).
 * A unit the list does not know is its stored word.
 */
export function unitWord(t: TFunction, unit: string, count?: number): string {
  if (!isUnit(unit)) return unit;
  return count === undefined ? t(`catalogue.units.${unit}`) : t(`catalogue.unitCount.${unit}` as 'catalogue.unitCount.tonne', { count });
}
