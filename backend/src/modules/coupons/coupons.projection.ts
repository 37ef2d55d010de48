import { COUPON_OFFERS, type CouponOfferRecord } from '@bazaar/common';
import { defineProjection } from '../../platform/projections/projection';
import { couponOfferStart } from './coupon-offers.decider';
import { COUPON_OFFER_EVENTS, CouponEvent, CouponOfferEvent } from './coupons.events';

/** One document per claimed coupon of a customer: the Claim Coupons section and checkout's coupon box. */
export interface CustomerCouponDoc {
  _id: string;
  customerId: string;
  code: string;
  percent: number;
  firstOrderOnly: boolean;
  claimedAt: string;
  validUntil: string;
  /** The order it is used on, null while free. */
  orderId: string | null;
  redeemedAt: string | null;
}

export const customerCouponId = (customerId: string, code: string) => `${customerId}:${code}`;

export const customerCouponsProjection = defineProjection<CustomerCouponDoc>({
  name: 'customer-coupons',
  version: 1,
  collection: 'customer_coupons',
  indexes: [{ fields: { customerId: 1 } }],
  canHandle: ['CouponClaimed', 'CouponRedeemed', 'CouponRedemptionReverted'],
  documentIds: (e) => {
    const { customerId, code } = (e as unknown as CouponEvent).data;
    return [customerCouponId(customerId, code)];
  },
  evolve: (doc, recorded) => {
    const event = recorded as unknown as CouponEvent;
    switch (event.type) {
      case 'CouponClaimed': {
        const { customerId, code, percent, firstOrderOnly, claimedAt, validUntil } = event.data;
        return { _id: customerCouponId(customerId, code), customerId, code, percent, firstOrderOnly, claimedAt, validUntil, orderId: null, redeemedAt: null };
      }
      case 'CouponRedeemed':
        return doc && { ...doc, orderId: event.data.orderId, redeemedAt: event.data.redeemedAt };
      case 'CouponRedemptionReverted':
        return doc && { ...doc, orderId: null, redeemedAt: null };
    }
  },
});

/**
 * One document per offer: its terms and status (offer events) and how often it was claimed and
 * used (wallet events); the record the back office reads, keyed by its code.
 */
export type CouponOfferDoc = Omit<CouponOfferRecord, 'id'> & { _id: string };

/** A built-in offer's document before any event of it: what its stream with no events folds to (ADR 0063). */
export function builtInOfferDoc(code: string): CouponOfferDoc | null {
  const start = couponOfferStart(code);
  if (start.status === 'absent') return null;
  const { offer } = start;
  return { _id: code, code, percent: offer.percent, description: offer.description, validDays: offer.validDays, firstOrderOnly: offer.firstOrderOnly, status: start.status, claims: 0, redemptions: 0, createdAt: null, updatedAt: null };
}

/** Every built-in offer's document as shipped. */
export const builtInOfferDocs = (): CouponOfferDoc[] => COUPON_OFFERS.map((offer) => builtInOfferDoc(offer.code)!);

export const couponOffersProjection = defineProjection<CouponOfferDoc>({
  name: 'coupon-offers',
  version: 1,
  collection: 'coupon_offers',
  canHandle: [...COUPON_OFFER_EVENTS, 'CouponClaimed', 'CouponRedeemed', 'CouponRedemptionReverted'],
  documentIds: (e) => [(e.data as { code: string }).code],
  evolve: (stored, recorded) => {
    const event = recorded as unknown as CouponEvent | CouponOfferEvent;
    const doc = stored ?? builtInOfferDoc(event.data.code);
    switch (event.type) {
      case 'CouponOfferCreated': {
        const { code, percent, description, validDays, firstOrderOnly, createdAt } = event.data;
        return { _id: code, code, percent, description, validDays, firstOrderOnly, status: 'active', claims: doc?.claims ?? 0, redemptions: doc?.redemptions ?? 0, createdAt, updatedAt: createdAt };
      }
      case 'CouponOfferChanged': {
        const { code: _code, changedAt, ...changes } = event.data;
        return doc && { ...doc, ...changes, updatedAt: changedAt };
      }
      case 'CouponOfferWithdrawn':
        return doc && { ...doc, status: 'withdrawn', updatedAt: event.data.withdrawnAt };
      case 'CouponOfferRestored':
        return doc && { ...doc, status: 'active', updatedAt: event.data.restoredAt };
      case 'CouponClaimed':
        return doc && { ...doc, claims: doc.claims + 1 };
      case 'CouponRedeemed':
        return doc && { ...doc, redemptions: doc.redemptions + 1 };
      case 'CouponRedemptionReverted':
        return doc && { ...doc, redemptions: Math.max(0, doc.redemptions - 1) };
    }
  },
});
