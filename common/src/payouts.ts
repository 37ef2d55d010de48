/**
 * Where a seller (vendor or provider) is paid: a bank account (holder, account number,
 * IFSC) or a UPI ID. The back office checks these before sending; the server is the judge
 * and answers with the same messages, per field.
 */
import { controlOrBidiMessage, hasControlOrBidi } from './validation';

export type PayoutMethod = 'bank' | 'upi';
export const PAYOUT_METHODS: readonly PayoutMethod[] = ['bank', 'upi'];

/** What the seller types (PUT /api/me/payout-details). */
export interface PayoutDetailsInput {
  method?: unknown;
  accountHolder?: unknown;
  accountNumber?: unknown;
  ifsc?: unknown;
  upiId?: unknown;
}

/** The details as stored: a bank account's three fields, or a UPI ID (the others null). */
export interface PayoutDetails {
  method: PayoutMethod;
  accountHolder: string;
  accountNumber: string | null;
  ifsc: string | null;
  upiId: string | null;
}

/** Indian bank account numbers run from 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;
/** RBI's IFSC: 4 letters (the bank), a 0, then 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI ID (virtual payment address): a handle, @, the payment provider's name. */
export const UPI_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{1,99}@[a-z][a-z0-9]{1,49}$/;
export const ACCOUNT_HOLDER_MAX_LENGTH = 100;

export const PAYOUT_MESSAGES = {
  method: 'Choose a bank account or a UPI ID',
  accountHolderRequired: 'Account holder name is required',
  accountHolderLength: `Account holder name must be at most ${ACCOUNT_HOLDER_MAX_LENGTH} characters`,
  accountHolderCharacters: controlOrBidiMessage('Account holder name'),
  accountNumber: 'Please enter a valid bank account number (9 to 18 digits)',
  ifsc: 'Please enter a valid IFSC (4 letters, 0, then 6 letters or digits, e.g. HDFC0001234)',
  upiId: 'Please enter a valid UPI ID, e.g. name@okhdfcbank',
  /** Withdraw Funds before any details are on file. */
  missing: 'Add your bank account or UPI ID (My profile, Payout details) before withdrawing',
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const normaliseAccountNumber = (value: unknown) => text(value).replace(/[\s-]+/g, '');
export const normaliseIfsc = (value: unknown) => text(value).toUpperCase();
export const normaliseUpiId = (value: unknown) => text(value).toLowerCase();

/** The details as they would be stored, or the message of each field that is wrong. */
export function checkPayoutDetails(input: PayoutDetailsInput): { details: PayoutDetails; errors?: undefined } | { details?: undefined; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const method = input.method;
  if (method !== 'bank' && method !== 'upi') return { errors: { method: PAYOUT_MESSAGES.method } };
  // Checked before blanks are folded: a tab or line break (also \s) is refused, not made a space.
  const holder = text(input.accountHolder);
  const accountHolder = holder.replace(/\s+/g, ' ');
  if (!accountHolder) errors.accountHolder = PAYOUT_MESSAGES.accountHolderRequired;
  else if (hasControlOrBidi(holder)) errors.accountHolder = PAYOUT_MESSAGES.accountHolderCharacters;
  else if (accountHolder.length > ACCOUNT_HOLDER_MAX_LENGTH) errors.accountHolder = PAYOUT_MESSAGES.accountHolderLength;
  if (method === 'bank') {
    const accountNumber = normaliseAccountNumber(input.accountNumber);
    const ifsc = normaliseIfsc(input.ifsc);
    if (!BANK_ACCOUNT_PATTERN.test(accountNumber)) errors.accountNumber = PAYOUT_MESSAGES.accountNumber;
    if (!IFSC_PATTERN.test(ifsc)) errors.ifsc = PAYOUT_MESSAGES.ifsc;
    return Object.keys(errors).length ? { errors } : { details: { method, accountHolder, accountNumber, ifsc, upiId: null } };
  }
  const upiId = normaliseUpiId(input.upiId);
  if (!UPI_ID_PATTERN.test(upiId)) errors.upiId = PAYOUT_MESSAGES.upiId;
  return Object.keys(errors).length ? { errors } : { details: { method, accountHolder, accountNumber: null, ifsc: null, upiId } };
}

/** All but the last 4 characters hidden: what the seller sees of their own account number. */
export const lastFour = (value: string) => `••••${value.slice(-4)}`;

/** A UPI ID with its handle hidden but its first letter and provider: `r•••@okhdfcbank`. */
export const maskUpiId = (value: string) => {
  const at = value.indexOf('@');
  return at > 0 ? `${value[0]}•••${value.slice(at)}` : lastFour(value);
};

/** One line for a payout's destination: `HDFC0001234 ••••1234 (Asha Rao)`, `asha@okhdfcbank (Asha Rao)`. */
export const payoutDetailsLine = (details: Pick<PayoutDetails, 'method' | 'accountHolder' | 'accountNumber' | 'ifsc' | 'upiId'>) =>
  details.method === 'bank' ? `Bank ${details.ifsc ?? ''} ${details.accountNumber ?? ''} (${details.accountHolder})` : `UPI ${details.upiId ?? ''} (${details.accountHolder})`;
