/** Money is integer paise inside the system and rupees (at most 2 decimals) on the wire. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
export const paiseToRupees = (paise: number): number => Math.round(paise) / 100;

/** Most rupees one amount may be (₹100 crore): its paise stay a safe integer, and a typo of 1e306 is refused. */
export const MAX_RUPEES = 1_000_000_000;

/**
 * At most `decimals` decimal places, also for numbers JavaScript writes as 1e-7: the number
 * must be exactly what rounding it to `decimals` places gives. (A tolerance on the scaled
 * number let tiny amounts through: 1e-9 rupees is 1e-7 paise, "close enough" to 0, and was
 * then stored as 0.)
 */
export const hasAtMostDecimals = (value: number, decimals = 2): boolean =>
  Number.isFinite(value) && Number.isFinite(value * 10 ** decimals) && Number(value.toFixed(decimals)) === value;

let inr: Intl.NumberFormat | undefined;

/** Rupees with 2 decimals and Indian digit grouping: ₹1,23,456.00 (a dash when absent). */
export const formatRupees = (value: number | null | undefined): string => {
  if (value == null || Number.isNaN(Number(value))) return '—';
  inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  return inr.format(Number(value));
};

let counts: Intl.NumberFormat | undefined;

/** A count or quantity in Indian digit grouping, as rupees are: 1,23,456 orders, 1,500 tonnes, 12.5 (up to 3 decimals). */
export const formatCount = (value: number): string => {
  counts ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
  return counts.format(value);
};

/** A rupee amount typed by a person: null unless a positive number with at most 2 decimals, within MAX_RUPEES. */
export const parseRupees = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value <= MAX_RUPEES ? value : null;
};
