import { defineProjection } from '../../platform/projections/projection';
import { CouponEvent } from './coupons.events';

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
