/** The catalogue's vocabulary is shared with the front ends (@bazaar/common). */
export * from '@bazaar/common';

/** One stream per product (`product-<uuid>`); checkout appends its stock reservations here too. */
export const productStream = (productId: string) => `product-${productId}`;

/** Unique-key kind of product slugs (kinds are lower-case letters only: they sit inside a stream id). */
export const PRODUCT_SLUG_KEY = 'productslug';

/** Path segments under /api/products that are not products. */
const RESERVED_SLUGS = new Set(['counts']);

/** A readable slug from a product name: lower-case ASCII words joined by dashes, at most 60 characters. */
export const slugify = (name: string): string => {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'product';
  return RESERVED_SLUGS.has(slug) ? `${slug}-product` : slug;
};
