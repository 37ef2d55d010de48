import { deciderSpec } from '../../platform/domain/decider.testing';
import { COUPON_OFFERS, CouponOffer } from '@bazaar/common';
import { COUPON_EXPIRED, COUPON_USED, couponRefusal, couponWalletDecider, FIRST_ORDER_ONLY, NOT_CLAIMED, UNKNOWN_COUPON } from './coupons.decider';
import { CouponClaimed, CouponRedeemed } from './coupons.events';

const spec = deciderSpec(couponWalletDecider);
const customerId = 'c1';
const now = new Date('2026-05-01T10:00:00Z');
const claimed = (code: string, validUntil: string, firstOrderOnly = false, percent = 10): CouponClaimed => ({
  type: 'CouponClaimed',
  data: { customerId, code, percent, firstOrderOnly, claimedAt: '2026-04-30T10:00:00.000Z', validUntil },
});
const redeemed = (code: string, orderId: string): CouponRedeemed => ({ type: 'CouponRedeemed', data: { customerId, code, orderId, redeemedAt: '2026-04-30T11:00:00.000Z' } });
const offer = (code: string): CouponOffer => COUPON_OFFERS.find((o) => o.code === code)!;
const claim = (terms: CouponOffer) => ({ type: 'ClaimCoupon' as const, data: { customerId, offer: terms, now } });
const redeem = (code: string, orderId = 'o1', otherOrders = 0) => ({ type: 'RedeemCoupon' as const, data: { customerId, code, orderId, otherOrders, now } });

describe('coupon wallet decider', () => {
  it('claims an offer once, on its terms as they are now, valid for its days from the claim', () => {
    spec
      .given([])
      .when(claim(offer('WELCOME20')))
      .then([{ type: 'CouponClaimed', data: { customerId, code: 'WELCOME20', percent: 20, firstOrderOnly: true, claimedAt: now.toISOString(), validUntil: '2026-05-31T10:00:00.000Z' } }]);
    spec.given([]).when(claim(offer('SUMMER10'))).then([
      { type: 'CouponClaimed', data: { customerId, code: 'SUMMER10', percent: 10, firstOrderOnly: false, claimedAt: now.toISOString(), validUntil: '2026-05-16T10:00:00.000Z' } },
    ]);
    // An admin-made offer, or a built-in one an admin changed: the claim freezes the terms it is made on.
    spec.given([]).when(claim({ code: 'FESTIVE15', percent: 15, validDays: 10, firstOrderOnly: false, description: 'Festive' })).then([
      { type: 'CouponClaimed', data: { customerId, code: 'FESTIVE15', percent: 15, firstOrderOnly: false, claimedAt: now.toISOString(), validUntil: '2026-05-11T10:00:00.000Z' } },
    ]);
    spec.given([claimed('SUMMER10', '2026-05-16T10:00:00.000Z')]).when(claim(offer('SUMMER10'))).thenThrows('conflict');
  });

  it('takes the percent of the claim, not of the offer: a code never claimed is refused as unknown when it is no offer', () => {
    const wallet = [claimed('FESTIVE15', '2026-05-11T10:00:00.000Z', false, 15)].reduce(couponWalletDecider.evolve, couponWalletDecider.initialState());
    expect(wallet.claims.FESTIVE15.percent).toBe(15);
    expect(couponRefusal(wallet, 'festive15', 'o1', 0, now, false)).toBeNull();
    expect(couponRefusal(wallet, 'FREE100', 'o1', 0, now, false)).toBe(UNKNOWN_COUPON);
    expect(couponRefusal(wallet, 'SUMMER10', 'o1', 0, now, true)).toBe(NOT_CLAIMED);
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
