import { DeciderCommand, InputOf } from '../../platform/domain/decider-command';
import { CouponCommand } from './coupons.decider';
import { CouponEvent } from './coupons.events';

type Input<T extends CouponCommand['type']> = InputOf<CouponCommand, T>;

/** Coupon commands for the CommandBus; `id` is the customer id (their wallet stream). */
export class ClaimCouponCommand extends DeciderCommand<'ClaimCoupon', Input<'ClaimCoupon'>, CouponEvent> {
  readonly type = 'ClaimCoupon';
}
export class RedeemCouponCommand extends DeciderCommand<'RedeemCoupon', Input<'RedeemCoupon'>, CouponEvent> {
  readonly type = 'RedeemCoupon';
}
export class RevertCouponRedemptionCommand extends DeciderCommand<'RevertCouponRedemption', Input<'RevertCouponRedemption'>, CouponEvent> {
  readonly type = 'RevertCouponRedemption';
}

export const COUPON_COMMANDS = [ClaimCouponCommand, RedeemCouponCommand, RevertCouponRedemptionCommand];
