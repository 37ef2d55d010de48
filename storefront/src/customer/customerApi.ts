import { api } from '../api/client';

export interface Coupon {
  code: string;
  percent: number;
  description: string;
  validDays: number;
  firstOrderOnly: boolean;
  status: 'available' | 'claimed' | 'redeemed' | 'expired';
  claimedAt: string | null;
  validUntil: string | null;
  orderId: string | null;
  /** Claimed and applicable to an order now (a first-order coupon is not once an order stands). */
  usable: boolean;
}

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
