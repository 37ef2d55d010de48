import { isGstin } from '@bazaar/common';
import { ConfigError } from './config-error';

/** The operator's tax and trade registrations shown in the storefront footer (spec 2.2). */
export interface CompanyRegistrations {
  /** Goods and Services Tax Identification Number: 15 characters. */
  gstin?: string;
  /** Permanent Account Number: 10 characters. */
  pan?: string;
  /** Importer-Exporter Code: 10 characters. */
  iec?: string;
}

/** A GSTIN is checked as vendors' are (isGstin: its state code and GSTN's check character), so a mistyped one stops the start. */
const SHAPES: Record<keyof CompanyRegistrations, { variable: string; valid: (value: string) => boolean; example: string }> = {
  gstin: { variable: 'COMPANY_GSTIN', valid: isGstin, example: '27AAACB1234C1ZF' },
  pan: { variable: 'COMPANY_PAN', valid: (value) => /^[A-Z]{5}\d{4}[A-Z]$/.test(value), example: 'AAACB1234C' },
  iec: { variable: 'COMPANY_IEC', valid: (value) => /^[0-9A-Z]{10}$/.test(value), example: 'AAACB1234C' },
};

/**
 * Reads the registrations from the environment. An unset or empty variable is left out (the
 * footer then hides it, never shows an invented number); a malformed one stops the start,
 * because a wrong number printed on every page is worse than none.
 */
export function readCompanyRegistrations(env: NodeJS.ProcessEnv): CompanyRegistrations {
  const found: CompanyRegistrations = {};
  for (const [field, { variable, valid, example }] of Object.entries(SHAPES) as [keyof CompanyRegistrations, (typeof SHAPES)[keyof CompanyRegistrations]][]) {
    const value = env[variable]?.trim().toUpperCase();
    if (!value) continue;
    if (!valid(value)) throw new ConfigError(`${variable} is not a valid ${field.toUpperCase()} (expected the shape of ${example})`);
    found[field] = value;
  }
  return found;
}
