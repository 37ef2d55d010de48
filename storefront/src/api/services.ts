import type { ServiceCategory, ServiceDuration, WorkingHours } from '@bazaar/common';
import { api } from './client';
import type { ProductImages } from './products';

export type ServiceCategoryId = ServiceCategory;

/** One service as GET /api/services and /api/services/:id answer it; money in rupees. */
export interface Service {
  id: string;
  name: string;
  category: ServiceCategoryId;
  description: string;
  price: number;
  duration: ServiceDuration;
  workingHours: WorkingHours;
  cities: string[];
  /** `verified`: an admin checked the provider's document (the Verified badge). */
  provider: { id: string; name: string; verified: boolean };
  rating: number | null;
  reviewCount: number;
  status: string;
  /** The provider's picture in three widths, or null (none uploaded). */
  image: ProductImages | null;
}

/** GET /api/services/:id adds the newest reviews. */
export interface ServiceWithReviews extends Service {
  reviews: ServiceReview[];
}

export interface ServicePage {
  items: Service[];
  total: number;
  page: number;
  perPage: number;
}

export interface ServiceReview {
  id: string;
  customerName: string;
  rating: number;
  comment: string;
  date: string;
  reply: string | null;
  repliedAt: string | null;
}

export interface Slot {
  time: string;
  free: boolean;
}

export interface SlotDay {
  date: string;
  slots: Slot[];
}

/** One page of a service list (the server's default; at most 100). */
export const SERVICES_PER_PAGE = 24;

export interface ServiceQuery {
  category?: ServiceCategoryId;
  city?: string;
  q?: string;
  page?: number;
}

export function fetchServices(query: ServiceQuery, signal?: AbortSignal): Promise<ServicePage> {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.city) params.set('city', query.city);
  if (query.q?.trim()) params.set('q', query.q.trim().slice(0, 100));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  params.set('perPage', String(SERVICES_PER_PAGE));
  return api<ServicePage>(`/services?${params}`, { signal });
}

/** GET /api/services/counts?city=: the live services of each category (in the city), for the /services cards. */
export function fetchServiceCounts(city: string, signal?: AbortSignal): Promise<{ city: string | null; total: number; categories: Record<ServiceCategoryId, number> }> {
  return api<{ city: string | null; total: number; categories: Record<ServiceCategoryId, number> }>(`/services/counts?city=${encodeURIComponent(city)}`, { signal });
}

export function fetchService(id: string, signal?: AbortSignal): Promise<ServiceWithReviews> {
  return api<ServiceWithReviews>(`/services/${encodeURIComponent(id)}`, { signal });
}

/** GET /api/services/:id/slots?date=YYYY-MM-DD (Asia/Kolkata hours). */
export function fetchSlots(id: string, date: string, signal?: AbortSignal): Promise<SlotDay> {
  return api<SlotDay>(`/services/${encodeURIComponent(id)}/slots?date=${encodeURIComponent(date)}`, { signal });
}

/**
 * GET /api/services/:id/slots/first-free: the first day from today (Asia/Kolkata) within the
 * booking window with a free slot, and its slots; `date` null when there is none.
 */
export function fetchFirstFreeDay(id: string, signal?: AbortSignal): Promise<{ date: string | null; slots: Slot[] }> {
  return api<{ date: string | null; slots: Slot[] }>(`/services/${encodeURIComponent(id)}/slots/first-free`, { signal });
}
