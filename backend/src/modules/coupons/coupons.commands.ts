import { DeciderCommand, InputOf } from '../../platform/domain/decider-command';
import { CouponCommand } from './coupons.decider';
import { CouponOfferCommand } from './coupon-offers.decider';
import { CouponEvent, CouponOfferEvent } from './coupons.events';

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

type OfferInput<T extends CouponOfferCommand['type']> = InputOf<CouponOfferCommand, T>;

/** Offer commands; `id` is the offer's code (its stream). */
export class CreateCouponOfferCommand extends DeciderCommand<'CreateCouponOffer', OfferInput<'CreateCouponOffer'>, CouponOfferEvent> {
  readonly type = 'CreateCouponOffer';
}
export class ChangeCouponOfferCommand extends DeciderCommand<'ChangeCouponOffer', OfferInput<'ChangeCouponOffer'>, CouponOfferEvent> {
  readonly type = 'ChangeCouponOffer';
}
export class WithdrawCouponOfferCommand extends DeciderCommand<'WithdrawCouponOffer', OfferInput<'WithdrawCouponOffer'>, CouponOfferEvent> {
  readonly type = 'WithdrawCouponOffer';
}
export class RestoreCouponOfferCommand extends DeciderCommand<'RestoreCouponOffer', OfferInput<'RestoreCouponOffer'>, CouponOfferEvent> {
  readonly type = 'RestoreCouponOffer';
}

export const COUPON_OFFER_COMMANDS = [CreateCouponOfferCommand, ChangeCouponOfferCommand, WithdrawCouponOfferCommand, RestoreCouponOfferCommand];
