import { deciderHandlers } from '../../platform/domain/decider-command';
import { COUPON_COMMANDS, COUPON_OFFER_COMMANDS } from './coupons.commands';
import { couponOfferDecider } from './coupon-offers.decider';
import { couponWalletDecider } from './coupons.decider';
import { couponOfferStream, couponWalletStream } from './coupons.events';

export const COUPON_HANDLERS = [...deciderHandlers(couponWalletDecider, couponWalletStream, COUPON_COMMANDS), ...deciderHandlers(couponOfferDecider, couponOfferStream, COUPON_OFFER_COMMANDS)];
