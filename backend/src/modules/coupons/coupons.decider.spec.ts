import { deciderSpec } from '../../platform/domain/decider.testing';
import { COUPON_EXPIRED, COUPON_USED, couponWalletDecider, FIRST_ORDER_ONLY, NOT_CLAIMED, UNKNOWN_COUPON } from './coupons.decider';
import { CouponClaimed, CouponRedeemed } from './coupons.events';

const spec = deciderSpec(couponWalletDecider);
const customerId = 'c1';
const now = new Date('2026-05-01T10:00:00Z');
const claimed = (code: string, validUntil: string, firstOrderOnly = false, percent = 10): CouponClaimed => ({
  type: 'CouponClaimed',
  data: { customerId, code, percent, firstOrderOnly, claimedAt: '2026-04-30T10:00:00.000Z', validUntil },
});
const redeemed = (code: string, orderId: string): CouponRedeemed => ({ type: 'CouponRedeemed', data: { customerId, code, orderId, redeemedAt: '2026-04-30T11:00:00.000Z' } });
const redeem = (code: string, orderId = 'o1', otherOrders = 0) => ({ type: 'RedeemCoupon' as const, data: { customerId, code, orderId, otherOrders, now } });

describe('coupon wallet decider', () => {
  it('claims a coupon once, valid for its days from the claim (case-blind code)', () => {
    spec
      .given([])
      .when({ type: 'ClaimCoupon', data: { customerId, code: 'welcome20', now } })
      .then([{ type: 'CouponClaimed', data: { customerId, code: 'WELCOME20', percent: 20, firstOrderOnly: true, claimedAt: now.toISOString(), validUntil: '2026-05-31T10:00:00.000Z' } }]);
    spec.given([]).when({ type: 'ClaimCoupon', data: { customerId, code: 'SUMMER10', now } }).then([
      { type: 'CouponClaimed', data: { customerId, code: 'SUMMER10', percent: 10, firstOrderOnly: false, claimedAt: now.toISOString(), validUntil: '2026-05-16T10:00:00.000Z' } },
    ]);
    spec.given([claimed('SUMMER10', '2026-05-16T10:00:00.000Z')]).when({ type: 'ClaimCoupon', data: { customerId, code: 'SUMMER10', now } }).thenThrows('conflict');
    spec.given([]).when({ type: 'ClaimCoupon', data: { customerId, code: 'FREE100', now } }).thenThrows('invalid', { code: UNKNOWN_COUPON });
  });

  it('redeems a claimed, unexpired coupon on one order; the same order again changes nothing', () => {
    const history = [claimed('SUMMER10', '2026-05-16T10:00:00.000Z')];
    spec.given(history).when(redeem('SUMMER10')).then([{ type: 'CouponRedeemed', data: { customerId, code: 'SUMMER10', orderId: 'o1', redeemedAt: now.toISOString() } }]);
    spec.given([...history, redeemed('SUMMER10', 'o1')]).when(redeem('SUMMER10')).then([]);
    spec.given([...history, redeemed('SUMMER10', 'o1')]).when(redeem('SUMMER10', 'o2')).thenThrows('invalid', { couponCode: COUPON_USED });
  });

  it('refuses a coupon not claimed, expired, or WELCOME20 after a first order', () => {
    spec.given([]).when(redeem('SUMMER10')).thenThrows('invalid', { couponCode: NOT_CLAIMED });
    spec.given([claimed('SUMMER10', '2026-05-01T10:00:00.000Z')]).when(redeem('SUMMER10')).thenThrows('invalid', { couponCode: COUPON_EXPIRED });
    spec.given([claimed('WELCOME20', '2026-05-31T10:00:00.000Z', true, 20)]).when(redeem('WELCOME20', 'o1', 1)).thenThrows('invalid', { couponCode: FIRST_ORDER_ONLY });
  });

  it('gives the coupon back only for the order that took it', () => {
    const history = [claimed('SUMMER10', '2026-05-16T10:00:00.000Z'), redeemed('SUMMER10', 'o1')];
    spec.given(history).when({ type: 'RevertCouponRedemption', data: { customerId, code: 'SUMMER10', orderId: 'o2', now } }).then([]);
    spec
      .given(history)
      .when({ type: 'RevertCouponRedemption', data: { customerId, code: 'SUMMER10', orderId: 'o1', now } })
      .then([{ type: 'CouponRedemptionReverted', data: { customerId, code: 'SUMMER10', orderId: 'o1', revertedAt: now.toISOString() } }]);
  });
});
