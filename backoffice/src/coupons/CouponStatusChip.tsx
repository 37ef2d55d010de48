import type { CouponOfferRecord } from '@bazaar/common';
import { StatusChip } from '../common/StatusChip';

export const CouponStatusChip = ({ coupon }: { coupon: CouponOfferRecord }) =>
    coupon.status === 'withdrawn' ? <StatusChip label="Withdrawn" tone="grey" testId="coupon-status" /> : <StatusChip label="Active" tone="green" testId="coupon-status" />;

/** '30 days' after the claim. */
export const validityText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
