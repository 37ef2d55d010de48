import { deciderHandlers } from '../../platform/domain/decider-command';
import { COUPON_COMMANDS } from './coupons.commands';
import { couponWalletDecider } from './coupons.decider';
import { couponWalletStream } from './coupons.events';

export const COUPON_HANDLERS = deciderHandlers(couponWalletDecider, couponWalletStream, COUPON_COMMANDS);
