/** A coupon as its customer sees it (GET /api/me/coupons). */
export interface CouponRecord {
  code: string;
  percent: number;
  description: string;
  validDays: number;
  firstOrderOnly: boolean;
  /** available: not claimed yet; claimed: usable until validUntil; redeemed: used on orderId; expired. */
  status: 'available' | 'claimed' | 'redeemed' | 'expired';
  claimedAt: string | null;
  validUntil: string | null;
  orderId: string | null;
  /**
   * Claimed and applicable to the next order now: not used, not expired and, for a first-order
   * coupon, no order of this customer stands (one not cancelled). Checkout offers only these, so it
   * never shows a discount that placing the order then refuses.
   */
  usable: boolean;
}

/** An offer's code: 3 to 20 letters A-Z and digits, typed in any case and kept upper case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
export const COUPON_LIMITS = { percentMin: 1, percentMax: 90, validDaysMin: 1, validDaysMax: 365, description: 120 } as const;
export const COUPON_OFFER_STATUSES = ['active', 'withdrawn'] as const;
export type CouponOfferStatus = (typeof COUPON_OFFER_STATUSES)[number];

/** A coupon offer as the back office shows it (GET /api/admin/coupons). */
export interface CouponOfferRecord {
  /** The code. */
  id: string;
  code: string;
  percent: number;
  description: string;
  validDays: number;
  firstOrderOnly: boolean;
  status: CouponOfferStatus;
  /** Customers who claimed it. */
  claims: number;
  /** Orders that took it, less those that gave it back. */
  redemptions: number;
  /** Null for a built-in offer (WELCOME20, SUMMER10) no admin has created. */
  createdAt: string | null;
  updatedAt: string | null;
}
