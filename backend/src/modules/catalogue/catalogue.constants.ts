/** The catalogue's vocabulary is shared with the front ends (@bazaar/common). */
export * from '@bazaar/common';

/** One stream per product (`product-<uuid>`); checkout appends its stock reservations here too. */
export const productStream = (productId: string) => `product-${productId}`;

/** Unique-key kind of product slugs (kinds are lower-case letters only: they sit inside a stream id). */
export const PRODUCT_SLUG_KEY = 'productslug';

/** Path segments under /api/products that are not products. */
const RESERVED_SLUGS = new Set(['counts']);

/** A product id as /api/products/:idOrSlug tells it from a slug. */
export const PRODUCT_ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A readable slug from a product name: lower-case ASCII words joined by dashes, at most 60
 * characters; never a route of its own, nor shaped like a product id (a product named after
 * another's id would be found by that id's lookup, never by its own slug).
 */
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
  return RESERVED_SLUGS.has(slug) || PRODUCT_ID_SHAPE.test(slug) ? `${slug}-product` : slug;
};
