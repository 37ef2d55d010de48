import { HSN_CODE_OF_SUBCATEGORY } from './orders';

/**
 * GST identification numbers (GSTIN) as the server and both front ends check them: a vendor's
 * own (the seller on their invoices) and a business buyer's at checkout (so the buyer can claim
 * input tax credit on the invoice). ADR 0065.
 */

/**
 * The state codes GST uses (the Census 2011 codes, 01 to 38), by code, with their names as a
 * vendor's profile spells its state; 97 is 'Other Territory', 99 'Centre Jurisdiction'. 25
 * (Daman and Diu) and 28 (Andhra Pradesh before 2014) stay: registrations made under them
 * are still in use.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};

/** The message a bad GSTIN gets, on the field that holds it (a vendor's `taxId`, a billing address's `gstin`). */
export const GSTIN_MESSAGE = 'Please enter a valid 15-character GSTIN';

/**
 * A regular taxpayer's GSTIN: the state code, the holder's PAN (five letters, four digits, a
 * letter), the entity number under that PAN (1-9, then A-Z), 'Z' (the letter GST puts there
 * for every such registration), and the check character.
 */
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters, as GSTN publishes it (Luhn mod 36):
 * each character's value (0-9, A=10 … Z=35) times 1 and 2 in turn from the left, each product
 * written in base 36 and its two digits added; the check is what brings the sum to a multiple
 * of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36];
}

/** A GSTIN as kept: trimmed and upper case ('27aapfu0939f1zv' is '27AAPFU0939F1ZV'). */
export const normaliseGstin = (value: string): string => value.trim().toUpperCase();

/** Whether `value` (any case, spaces around it allowed) is a valid GSTIN: its shape, a known state code and its check character. */
export function isGstin(value: string): boolean {
  const gstin = normaliseGstin(value);
  const shape = GSTIN_SHAPE.exec(gstin);
  return !!shape && shape[1] in GST_STATE_CODES && gstinCheckCharacter(gstin) === gstin[14];
}

/** Other spellings of a state a profile may hold. */
const STATE_ALIASES: Readonly<Record<string, string>> = {
  orissa: '21',
  pondicherry: '34',
  'jammu & kashmir': '01',
  'andaman & nicobar islands': '35',
  'dadra and nagar haveli': '26',
  'daman and diu': '26',
  'new delhi': '07',
  'nct of delhi': '07',
};

/** The GST state code of a state's name as typed (any case; null when it names none of them). */
export function gstStateCodeOf(state: string): string | null {
  const name = state.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!name) return null;
  if (name in STATE_ALIASES) return STATE_ALIASES[name];
  const code = Object.keys(GST_STATE_CODES).find((c) => GST_STATE_CODES[c].toLowerCase() === name && c !== '28' && c !== '25');
  return code ?? null;
}

/**
 * Whether two states as typed are one state for GST (a sale within it is charged CGST and SGST,
 * not IGST): by their GST codes when both name one ('Orissa' and 'Odisha' are 21, 'New Delhi'
 * and 'Delhi' 07), else as typed, case- and space-blind.
 */
export function sameGstState(a: string | null | undefined, b: string | null | undefined): boolean {
  const spelt = (state: string) => state.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!a || !b || !spelt(a) || !spelt(b)) return false;
  const [codeA, codeB] = [gstStateCodeOf(a), gstStateCodeOf(b)];
  return codeA && codeB ? codeA === codeB : spelt(a) === spelt(b);
}

/**
 * Whether a GSTIN was issued in another state than the one named (a vendor's profile): null
 * when they agree or either cannot be told (an older free-text tax id, a state no code names),
 * else the GSTIN's state as 'Maharashtra (27)'.
 */
export function gstinStateMismatch(gstin: string | null | undefined, state: string | null | undefined): string | null {
  if (!gstin || !state || !isGstin(gstin)) return null;
  const named = gstStateCodeOf(state);
  const code = normaliseGstin(gstin).slice(0, 2);
  if (!named || named === code) return null;
  // Older codes still stand for the state that took them over: Daman and Diu (now 26), Andhra Pradesh (now 37).
  if ((named === '26' && code === '25') || (named === '37' && code === '28')) return null;
  return `${GST_STATE_CODES[code]} (${code})`;
}

/** The message when a vendor's GSTIN was issued in another state than their profile's. */
export const gstinStateMessage = (gstinState: string, state: string) =>
  `This GSTIN is registered in ${gstinState}, not in ${state.trim()}: use the GSTIN of the state you sell from`;

/** A product's HSN code as a vendor may give it: the 4-digit heading, or 6 or 8 digits under it. */
export const HSN_CODE_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;
export const HSN_CODE_MESSAGE = 'HSN code must be 4, 6 or 8 digits';

/** The HSN code an invoice line prints: the one frozen on the order line, else its subcategory's (null: a subcategory without one). */
export const hsnCodeOf = (line: { hsnCode?: string | null; subcategory: string }): string | null => line.hsnCode || HSN_CODE_OF_SUBCATEGORY[line.subcategory] || null;
