import { COUPON_CODE_PATTERN, COUPON_LIMITS, COUPON_OFFERS, CouponOffer, CouponOfferStatus, hasControlOrBidi } from '@bazaar/common';
import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { CouponOfferEvent } from './coupons.events';

/** An offer's stream folded: absent (no such offer), or its terms and whether it is offered. */
export type CouponOfferState = { status: 'absent' } | { status: CouponOfferStatus; offer: CouponOffer };

export type OfferTerms = Omit<CouponOffer, 'code'>;
type TermsInput = { [K in keyof OfferTerms]?: unknown };

export type CouponOfferCommand =
  | { type: 'CreateCouponOffer'; data: { code: string; terms: TermsInput; now: Date } }
  | { type: 'ChangeCouponOffer'; data: { code: string; changes: TermsInput; now: Date } }
  | { type: 'WithdrawCouponOffer'; data: { code: string; now: Date } }
  | { type: 'RestoreCouponOffer'; data: { code: string; now: Date } };

export const COUPON_NOT_FOUND = 'Coupon not found';
export const CODE_TAKEN = 'An offer with this code already exists';
export const CODE_RULE = 'Code must be 3 to 20 letters A-Z or digits';
const TERMS_ORDER = ['percent', 'description', 'validDays', 'firstOrderOnly'] as const;

/** A code as typed by a person: trimmed and upper case (the stream and the claims are keyed on this). */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

/** The built-in offer with this code, if any. */
export const builtInOffer = (code: string): CouponOffer | undefined => COUPON_OFFERS.find((offer) => offer.code === code);

/**
 * What an offer's stream with no events folds to: a built-in offer stands without anyone
 * writing it (ADR 0063); any other code is absent. Every fold starts from here.
 */
export const couponOfferStart = (code: string): CouponOfferState => {
  const offer = builtInOffer(code);
  return offer ? { status: 'active', offer: { ...offer } } : { status: 'absent' };
};

/** The 400s of the offer's terms, each naming its field; only the keys present are checked. */
export function termsErrors(terms: TermsInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const { percentMin, percentMax, validDaysMin, validDaysMax, description } = COUPON_LIMITS;
  const isInt = (value: unknown, min: number, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
  if ('percent' in terms && !isInt(terms.percent, percentMin, percentMax)) errors.percent = `Percent must be a whole number from ${percentMin} to ${percentMax}`;
  if ('validDays' in terms && !isInt(terms.validDays, validDaysMin, validDaysMax)) errors.validDays = `Valid days must be a whole number from ${validDaysMin} to ${validDaysMax}`;
  if ('description' in terms) {
    const text = terms.description;
    if (typeof text !== 'string' || !text.trim()) errors.description = 'Description is required';
    else if (text.trim().length > description) errors.description = `Description must be at most ${description} characters`;
    else if (hasControlOrBidi(text)) errors.description = 'Description must not contain control or invisible characters';
  }
  if ('firstOrderOnly' in terms && typeof terms.firstOrderOnly !== 'boolean') errors.firstOrderOnly = 'First order only must be true or false';
  return errors;
}

const cleanTerms = (terms: TermsInput): Partial<OfferTerms> =>
  Object.fromEntries(TERMS_ORDER.filter((key) => key in terms && terms[key] !== undefined).map((key) => [key, key === 'description' ? (terms[key] as string).trim() : terms[key]]));

export const couponOfferDecider: Decider<CouponOfferState, CouponOfferCommand, CouponOfferEvent> = {
  // The stream's code is not known here: evolve and decide start an absent state from couponOfferStart(code).
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    const current = state.status === 'absent' ? couponOfferStart(event.data.code) : state;
    switch (event.type) {
      case 'CouponOfferCreated': {
        const { code, percent, description, validDays, firstOrderOnly } = event.data;
        return { status: 'active', offer: { code, percent, validDays, firstOrderOnly, description } };
      }
      case 'CouponOfferChanged': {
        if (current.status === 'absent') return current;
        const { code: _code, changedAt: _at, ...changes } = event.data;
        return { ...current, offer: { ...current.offer, ...changes } };
      }
      case 'CouponOfferWithdrawn':
        return current.status === 'absent' ? current : { ...current, status: 'withdrawn' };
      case 'CouponOfferRestored':
        return current.status === 'absent' ? current : { ...current, status: 'active' };
    }
  },
  decide(command, state) {
    const code = normaliseCouponCode(command.data.code);
    const at = command.data.now.toISOString();
    const current = state.status === 'absent' ? couponOfferStart(code) : state;
    switch (command.type) {
      case 'CreateCouponOffer': {
        if (!COUPON_CODE_PATTERN.test(code)) throw DomainError.invalid({ code: CODE_RULE });
        const { terms } = command.data;
        const missing: Record<string, string> = {};
        if (terms.percent === undefined) missing.percent = 'Percent is required';
        if (terms.validDays === undefined) missing.validDays = 'Valid days is required';
        if (terms.description === undefined) missing.description = 'Description is required';
        const errors = { ...termsErrors(terms), ...missing };
        if (Object.keys(errors).length) throw DomainError.invalid(errors);
        // One offer per code, built-in ones included; a withdrawn one is restored, not created again.
        if (current.status !== 'absent') throw new DomainError('conflict', CODE_TAKEN, { code: CODE_TAKEN });
        const clean = cleanTerms(terms);
        const created = { percent: clean.percent!, description: clean.description!, validDays: clean.validDays!, firstOrderOnly: clean.firstOrderOnly ?? false };
        return [{ type: 'CouponOfferCreated', data: { code, ...created, createdAt: at } }];
      }
      case 'ChangeCouponOffer': {
        if (current.status === 'absent') throw new DomainError('not_found', COUPON_NOT_FOUND);
        const errors = termsErrors(command.data.changes);
        if (Object.keys(errors).length) throw DomainError.invalid(errors);
        const changes = Object.entries(cleanTerms(command.data.changes)).filter(([key, value]) => current.offer[key as keyof OfferTerms] !== value);
        return changes.length ? [{ type: 'CouponOfferChanged', data: { code, ...Object.fromEntries(changes), changedAt: at } }] : [];
      }
      case 'WithdrawCouponOffer':
        if (current.status === 'absent') throw new DomainError('not_found', COUPON_NOT_FOUND);
        return current.status === 'withdrawn' ? [] : [{ type: 'CouponOfferWithdrawn', data: { code, withdrawnAt: at } }];
      case 'RestoreCouponOffer':
        if (current.status === 'absent') throw new DomainError('not_found', COUPON_NOT_FOUND);
        return current.status === 'active' ? [] : [{ type: 'CouponOfferRestored', data: { code, restoredAt: at } }];
    }
  },
};
