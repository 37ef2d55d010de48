import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';

/** One wallet stream per customer holds every coupon they claimed and what became of it. */
export type CouponClaimed = DomainEvent<'CouponClaimed', { customerId: string; code: string; percent: number; firstOrderOnly: boolean; claimedAt: string; validUntil: string }>;
/** Taken by an order (the checkout process manager, after OrderPlaced). */
export type CouponRedeemed = DomainEvent<'CouponRedeemed', { customerId: string; code: string; orderId: string; redeemedAt: string }>;
/** The order that took it was cancelled before it was fulfilled: the coupon can be used again. */
export type CouponRedemptionReverted = DomainEvent<'CouponRedemptionReverted', { customerId: string; code: string; orderId: string; revertedAt: string }>;
export type CouponEvent = CouponClaimed | CouponRedeemed | CouponRedemptionReverted;

/** One stream per offer code (`coupon-<CODE>`); a built-in offer's stream with no events is the built-in offer (ADR 0063). */
export type CouponOfferCreated = DomainEvent<'CouponOfferCreated', { code: string; percent: number; description: string; validDays: number; firstOrderOnly: boolean; createdAt: string }>;
/** Only the fields that changed; claims made before keep the terms they were made on. */
export type CouponOfferChanged = DomainEvent<'CouponOfferChanged', { code: string; percent?: number; description?: string; validDays?: number; firstOrderOnly?: boolean; changedAt: string }>;
/** No longer offered nor claimable; claims already made stay usable until their own validUntil. */
export type CouponOfferWithdrawn = DomainEvent<'CouponOfferWithdrawn', { code: string; withdrawnAt: string }>;
export type CouponOfferRestored = DomainEvent<'CouponOfferRestored', { code: string; restoredAt: string }>;
export type CouponOfferEvent = CouponOfferCreated | CouponOfferChanged | CouponOfferWithdrawn | CouponOfferRestored;
export const COUPON_OFFER_EVENTS = ['CouponOfferCreated', 'CouponOfferChanged', 'CouponOfferWithdrawn', 'CouponOfferRestored'] as const;

export const COUPON_EVENT_TYPES: EventTypeDefinition[] = (['CouponClaimed', 'CouponRedeemed', 'CouponRedemptionReverted', ...COUPON_OFFER_EVENTS] as const).map((type) => ({
  type,
  context: 'coupons',
  schemaVersion: 1,
}));

export const couponWalletStream = (customerId: string) => `couponwallet-${customerId}`;
export const couponOfferStream = (code: string) => `coupon-${code}`;
