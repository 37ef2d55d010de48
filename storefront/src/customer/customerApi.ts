import type { CouponRecord } from '@bazaar/common';
import { api } from '../api/client';

export type Coupon = CouponRecord;

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
export const claimCoupon = (code: string) => api<Coupon>(`/api/me/coupons/${encodeURIComponent(code)}/claim`, { method: 'POST', body: {}, auth: true });

export const listTickets = () => api<{ items: Ticket[]; total: number }>('/api/me/tickets?perPage=50', { auth: true });
export const openTicket = (body: { subject: string; message: string; orderId?: string }) => api<Ticket>('/api/me/tickets', { method: 'POST', body, auth: true });
