import { api } from './client';

/** The fields of a public product (GET /api/products/:idOrSlug, docs/api.md) the enquiry page shows. */
export interface EnquiryProduct {
  id: string;
  name: string;
  description?: string;
  category: 'wholesale' | 'retail';
  price: number;
  unit: string;
  vendor?: { id: string; name: string; verified: boolean };
  images?: { thumb: string; medium: string; large: string };
}

export type EnquiryStatus = 'pending' | 'answered' | 'quoted' | 'closed';

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
  quote: { quoteId: string; price: number; quantity: number; unit: string; total: number; quotedAt: string } | null;
  closedAt: string | null;
  submittedAt: string;
}

export function fetchEnquiryProduct(productId: string, signal?: AbortSignal) {
  return api<EnquiryProduct>(`/products/${encodeURIComponent(productId)}`, { signal });
}

export function submitEnquiry(input: { productId: string; quantity: number; message: string }) {
  return api<MyEnquiry>('/enquiries', { method: 'POST', body: input, auth: true });
}

export function fetchMyEnquiries(signal?: AbortSignal) {
  return api<{ items: MyEnquiry[]; total: number; page: number; perPage: number }>('/me/enquiries?perPage=50', { auth: true, signal });
}
