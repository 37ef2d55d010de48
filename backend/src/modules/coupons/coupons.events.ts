import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';

/** One wallet stream per customer holds every coupon they claimed and what became of it. */
export type CouponClaimed = DomainEvent<'CouponClaimed', { customerId: string; code: string; percent: number; firstOrderOnly: boolean; claimedAt: string; validUntil: string }>;
/** Taken by an order (the checkout process manager, after OrderPlaced). */
export type CouponRedeemed = DomainEvent<'CouponRedeemed', { customerId: string; code: string; orderId: string; redeemedAt: string }>;
/** The order that took it was cancelled before it was fulfilled: the coupon can be used again. */
export type CouponRedemptionReverted = DomainEvent<'CouponRedemptionReverted', { customerId: string; code: string; orderId: string; revertedAt: string }>;
export type CouponEvent = CouponClaimed | CouponRedeemed | CouponRedemptionReverted;

export const COUPON_EVENT_TYPES: EventTypeDefinition[] = (['CouponClaimed', 'CouponRedeemed', 'CouponRedemptionReverted'] as const).map((type) => ({
  type,
  context: 'coupons',
  schemaVersion: 1,
}));

export const couponWalletStream = (customerId: string) => `couponwallet-${customerId}`;
