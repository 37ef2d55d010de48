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
