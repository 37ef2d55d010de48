import { quoteExpired } from '@bazaar/common';
import { api } from './client';

export type EnquiryStatus = 'pending' | 'answered' | 'quoted' | 'ordered' | 'closed';

/** One of the customer's enquiries (GET /api/me/enquiries); `quote` is what checkout turns into an order. */
export interface MyEnquiry {
  id: string;
  productId: string;
  productName: string;
  quantity: number;
  unit: string;
  price: number;
  total: number;
  message: string;
  status: EnquiryStatus;
  answer: string | null;
  answeredAt: string | null;
  /** `validUntil`: it may be ordered until then (null: quoted before quotes had an end). */
  quote: { quoteId: string; price: number; quantity: number; unit: string; total: number; quotedAt: string; validUntil: string | null } | null;
  /** The order holding the quote: a quote is ordered once (free again if that order is cancelled). */
  order: { orderId: string; orderNumber: string; orderedAt: string } | null;
  closedAt: string | null;
  submittedAt: string;
  /** Whether the product may be ordered now (approved, listed, its vendor selling): a quote on one no longer on sale cannot be. */
  onSale: boolean;
}

export function submitEnquiry(input: { productId: string; quantity: number; message: string }) {
  return api<MyEnquiry>('/enquiries', { method: 'POST', body: input, auth: true });
}

/** One page of the customer's enquiries, newest first (the server pages them: `total` says how many there are). */
export function fetchMyEnquiries(page: number, perPage: number, signal?: AbortSignal) {
  return api<{ items: MyEnquiry[]; total: number; page: number; perPage: number }>(`/me/enquiries?page=${page}&perPage=${perPage}`, { auth: true, signal });
}

export function fetchMyEnquiry(id: string, signal?: AbortSignal) {
  return api<MyEnquiry>(`/me/enquiries/${encodeURIComponent(id)}`, { auth: true, signal });
}

/** A quote the customer can still order: the enquiry is quoted (not closed), no order holds it, its last day has not passed and its product is on sale. */
export const orderableQuote = (e: MyEnquiry, now = new Date()) => (e.status === 'quoted' && !e.order && e.quote && e.onSale && !quoteExpired(e.quote.validUntil, now) ? e.quote : null);
