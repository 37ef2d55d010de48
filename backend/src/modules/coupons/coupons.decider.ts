import { CouponOffer } from '@bazaar/common';
import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { CouponEvent } from './coupons.events';

const DAY_MS = 24 * 60 * 60 * 1000;

export type CouponClaim = { code: string; percent: number; firstOrderOnly: boolean; claimedAt: string; validUntil: string; redeemedBy: string | null };
export type CouponWalletState = { claims: Record<string, CouponClaim> };

export type CouponCommand =
  /** `offer`: the offer as it stands now (only an active one is claimed); the claim keeps its terms. */
  | { type: 'ClaimCoupon'; data: { customerId: string; offer: CouponOffer; now: Date } }
  /** `otherOrders`: the customer's orders other than this one that were not cancelled (WELCOME20's rule). */
  | { type: 'RedeemCoupon'; data: { customerId: string; code: string; orderId: string; otherOrders: number; now: Date } }
  | { type: 'RevertCouponRedemption'; data: { customerId: string; code: string; orderId: string; now: Date } };

export const UNKNOWN_COUPON = 'This coupon code is not valid';
export const NOT_CLAIMED = 'Claim this coupon before using it';
export const COUPON_EXPIRED = 'This coupon has expired';
export const COUPON_USED = 'This coupon has already been used';
export const FIRST_ORDER_ONLY = 'This coupon is for your first order only';

/**
 * Why this customer cannot use `code` (as typed, case-blind) on an order now, or null when they can
 * (also used to check a checkout before placing it). The claim decides, with the terms it was made on
 * (ADR 0063); `offered`: whether the code is an offer one could claim now, which only picks the
 * message for a code this customer never claimed.
 */
export function couponRefusal(state: CouponWalletState, code: string, orderId: string, otherOrders: number, now: Date, offered = true): string | null {
  const claim = state.claims[code.trim().toUpperCase()];
  if (!claim) return offered ? NOT_CLAIMED : UNKNOWN_COUPON;
  if (claim.redeemedBy === orderId) return null;
  if (claim.redeemedBy) return COUPON_USED;
  if (claim.validUntil <= now.toISOString()) return COUPON_EXPIRED;
  if (claim.firstOrderOnly && otherOrders > 0) return FIRST_ORDER_ONLY;
  return null;
}

export const couponWalletDecider: Decider<CouponWalletState, CouponCommand, CouponEvent> = {
  initialState: () => ({ claims: {} }),
  evolve(state, event) {
    const { code } = event.data;
    switch (event.type) {
      case 'CouponClaimed': {
        const { percent, firstOrderOnly, claimedAt, validUntil } = event.data;
        return { claims: { ...state.claims, [code]: { code, percent, firstOrderOnly, claimedAt, validUntil, redeemedBy: null } } };
      }
      case 'CouponRedeemed':
        return { claims: { ...state.claims, [code]: { ...state.claims[code], redeemedBy: event.data.orderId } } };
      case 'CouponRedemptionReverted':
        return { claims: { ...state.claims, [code]: { ...state.claims[code], redeemedBy: null } } };
    }
  },
  decide(command, state) {
    const at = command.data.now.toISOString();
    const { customerId } = command.data;
    const code = (command.type === 'ClaimCoupon' ? command.data.offer.code : command.data.code).trim().toUpperCase();
    switch (command.type) {
      case 'ClaimCoupon': {
        const { offer } = command.data;
        // Each coupon once per customer; its validity runs from the claim.
        if (state.claims[code]) throw new DomainError('conflict', 'You have already claimed this coupon', { code: 'You have already claimed this coupon' });
        const validUntil = new Date(command.data.now.getTime() + offer.validDays * DAY_MS).toISOString();
        return [{ type: 'CouponClaimed', data: { customerId, code, percent: offer.percent, firstOrderOnly: offer.firstOrderOnly, claimedAt: at, validUntil } }];
      }
      case 'RedeemCoupon': {
        const { orderId, otherOrders } = command.data;
        const refusal = couponRefusal(state, code, orderId, otherOrders, command.data.now);
        if (refusal) throw DomainError.invalid({ couponCode: refusal });
        return state.claims[code].redeemedBy === orderId ? [] : [{ type: 'CouponRedeemed', data: { customerId, code, orderId, redeemedAt: at } }];
      }
      case 'RevertCouponRedemption':
        // Only the order that took it gives it back; anything else changes nothing (idempotent).
        if (state.claims[code]?.redeemedBy !== command.data.orderId) return [];
        return [{ type: 'CouponRedemptionReverted', data: { customerId, code, orderId: command.data.orderId, revertedAt: at } }];
    }
  },
};
