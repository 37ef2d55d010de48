import type { CustomerOrderAnswer, PaymentMethod } from '@bazaar/common';
import { api, apiFile } from '../api/client';

/** A cart line priced by the server from the catalogue (GET|PUT /api/me/cart). */
export interface ServerCartLine {
  productId: string;
  quantity: number;
  name: string | null;
  kind: 'wholesale' | 'retail' | null;
  subcategory: string | null;
  unit: string | null;
  /** The fewest the line takes: a wholesale product's minimum order (3-30 tonnes), retail 1. */
  minQuantity?: number;
  vendorId: string | null;
  /** The cities it is delivered to (empty: every city); checkout refuses an address elsewhere (deliversTo). */
  cities?: string[];
  price: number;
  lineTotal: number;
  inStock: number;
  available: boolean;
}
export interface ServerCart {
  items: ServerCartLine[];
  count: number;
  total: number;
}

export interface Address {
  name: string;
  phone: string;
  line1: string;
  line2?: string;
  city: string;
  state: string;
  pincode: string;
}

/** The billing address: a business buyer adds their GSTIN, printed on the order's invoices. */
export interface BillingAddress extends Address {
  gstin?: string;
}

export interface CheckoutAnswer {
  orderId: string;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  total: number;
  placedAt: string;
  paymentUrl?: string;
}

/** An order as the customer sees it (GET /api/me/orders, /:id): the shape shared with the back office and the server. */
export type CustomerOrder = CustomerOrderAnswer;

export const putServerCart = (items: { productId: string; quantity: number }[]) => api<ServerCart>('/api/me/cart', { method: 'PUT', body: { items }, auth: true });
export const mergeServerCart = (items: { productId: string; quantity: number }[]) => api<ServerCart>('/api/me/cart/merge', { method: 'POST', body: { items }, auth: true });

export const placeOrder = (
  body: { items: { productId: string; quantity: number; enquiryId?: string; quoteId?: string }[]; shippingAddress: Address; billingAddress?: BillingAddress; paymentMethod: PaymentMethod; couponCode?: string },
  idempotencyKey: string,
) => api<CheckoutAnswer>('/api/checkout', { method: 'POST', body, auth: true, headers: { 'Idempotency-Key': idempotencyKey } });

/** Saves one vendor's GST invoice (PDF) of the customer's own order, under the server's file name. */
export async function downloadInvoice(orderId: string, vendorId: string): Promise<void> {
  const { blob, filename } = await apiFile(`/api/me/orders/${encodeURIComponent(orderId)}/invoices/${encodeURIComponent(vendorId)}`, { auth: true });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename ?? 'invoice.pdf' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const listMyOrders = (page = 1, perPage = 10) => api<{ items: CustomerOrder[]; total: number; page: number; perPage: number }>(`/api/me/orders?page=${page}&perPage=${perPage}`, { auth: true });
export const getMyOrder = (id: string) => api<CustomerOrder>(`/api/me/orders/${encodeURIComponent(id)}`, { auth: true });

/** Cancels the customer's own order while no part has shipped (409 with the reason once one has). */
export const cancelMyOrder = (id: string) => api<CustomerOrder>(`/api/me/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST', auth: true });
