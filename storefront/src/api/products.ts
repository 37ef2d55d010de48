import { IMAGE_SIZES } from '@bazaar/common';
import { api } from './client';

/**
 * The public catalogue (PRODUCT.md "Public API names"): GET /api/products and
 * GET /api/products/:idOrSlug. Money in rupees; only approved products ever come back.
 */
export type ProductKind = 'wholesale' | 'retail';

/** The widths the catalogue serves every image in. */
export const IMAGE_WIDTHS = IMAGE_SIZES;

export interface ProductImages {
  thumb: string;
  medium: string;
  large: string;
}

export interface Product {
  id: string;
  slug: string;
  name: string;
  category: ProductKind;
  subcategory: string;
  /** Rupees per `unit`; 0 for a wholesale product priced by quote ('Price N/A'). */
  price: number;
  stock: number;
  quantity: number;
  unit: string;
  description?: string;
  cities?: string[];
  showOnPages?: ProductKind[];
  /** name is null when the seller's account was erased. */
  vendor: { id: string; name: string | null; verified: boolean };
  images: ProductImages;
  status: string;
  createdAt: string;
}

export interface ProductList {
  items: Product[];
  total: number;
  page: number;
  perPage: number;
}

export const PRODUCT_SORTS = ['newest', 'price', '-price'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const isProductSort = (value: string | null): value is ProductSort => !!value && (PRODUCT_SORTS as readonly string[]).includes(value);

export interface ProductQuery {
  category?: ProductKind;
  subcategory?: string;
  city?: string;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  verified?: boolean;
  sort?: ProductSort;
  page?: number;
  perPage?: number;
}

export function fetchProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === false) continue;
    if (key === 'page' && value === 1) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return api<ProductList>(`/products${search ? `?${search}` : ''}`, { signal });
}

export function fetchProduct(idOrSlug: string, signal?: AbortSignal): Promise<Product> {
  return api<Product>(`/products/${encodeURIComponent(idOrSlug)}`, { signal });
}

/** GET /api/products/counts: live products per kind and subcategory, in one city when asked. */
export interface ProductCounts {
  city: string | null;
  total: number;
  categories: Record<ProductKind, number>;
  subcategories: Record<string, number>;
}

export function fetchProductCounts(city: string | undefined, signal?: AbortSignal): Promise<ProductCounts> {
  return api<ProductCounts>(`/products/counts${city ? `?${new URLSearchParams({ city })}` : ''}`, { signal });
}
