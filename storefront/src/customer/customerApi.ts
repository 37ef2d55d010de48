import { COUPON_OFFERS, type CouponRecord } from '@bazaar/common';
import { api, ApiError } from '../api/client';

export type Coupon = CouponRecord;

/**
 * What an offer says in its admin's own words, or null for a built-in offer still worded as
 * shipped: its percent and terms lines are already in the reader's language.
 */
export const couponWords = (coupon: Pick<Coupon, 'code' | 'description'>): string | null =>
  COUPON_OFFERS.some((o) => o.code === coupon.code && o.description === coupon.description) ? null : coupon.description;

export interface Ticket {
  id: string;
  reference: string;
  subject: string;
  message: string;
  orderId: string | null;
  status: 'open' | 'answered';
  answer: string | null;
  answeredAt: string | null;
  openedAt: string;
}

export const listCoupons = () => api<{ items: Coupon[] }>('/api/me/coupons', { auth: true });
/**
 * Claims a coupon. One the customer holds already (their first claim's answer was lost, or
 * another tab claimed it) is answered as it stands, not as the server's 409.
 */
export const claimCoupon = async (code: string): Promise<Coupon> => {
  try {
    return await api<Coupon>(`/api/me/coupons/${encodeURIComponent(code)}/claim`, { method: 'POST', body: {}, auth: true });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    const held = (await listCoupons()).items.find((c) => c.code === code && c.status !== 'available');
    if (!held) throw error;
    return held;
  }
};

export const listTickets = () => api<{ items: Ticket[]; total: number }>('/api/me/tickets?perPage=50', { auth: true });
export const openTicket = (body: { subject: string; message: string; orderId?: string }) => api<Ticket>('/api/me/tickets', { method: 'POST', body, auth: true });
