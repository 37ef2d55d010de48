import type { Service, ServiceCategoryId } from '../api/services';

/** The storefront path segment of a category: the menus spell e-services with an s (both work). */
export function categoryPath(category: ServiceCategoryId): string {
  return `/services/${category}`;
}

export function servicePath(service: Pick<Service, 'id' | 'category'>): string {
  return `/services/${service.category}/${encodeURIComponent(service.id)}`;
}

