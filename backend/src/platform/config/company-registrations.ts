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

const SHAPES: Record<keyof CompanyRegistrations, { variable: string; shape: RegExp; example: string }> = {
  gstin: { variable: 'COMPANY_GSTIN', shape: /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, example: '27AAACB1234C1Z5' },
  pan: { variable: 'COMPANY_PAN', shape: /^[A-Z]{5}\d{4}[A-Z]$/, example: 'AAACB1234C' },
  iec: { variable: 'COMPANY_IEC', shape: /^[0-9A-Z]{10}$/, example: 'AAACB1234C' },
};

/**
 * Reads the registrations from the environment. An unset or empty variable is left out (the
 * footer then hides it, never shows an invented number); a malformed one stops the start,
 * because a wrong number printed on every page is worse than none.
 */
export function readCompanyRegistrations(env: NodeJS.ProcessEnv): CompanyRegistrations {
  const found: CompanyRegistrations = {};
  for (const [field, { variable, shape, example }] of Object.entries(SHAPES) as [keyof CompanyRegistrations, (typeof SHAPES)[keyof CompanyRegistrations]][]) {
    const value = env[variable]?.trim().toUpperCase();
    if (!value) continue;
    if (!shape.test(value)) throw new ConfigError(`${variable} is not a valid ${field.toUpperCase()} (expected the shape of ${example})`);
    found[field] = value;
  }
  return found;
}
