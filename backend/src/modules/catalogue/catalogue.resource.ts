import { paiseToRupees, rupeesToPaise } from '@bazaar/common';
import { AuthUser } from '../../platform/auth/roles';
import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { Filter } from '../../platform/read-store/read-store.port';
import { PRODUCT_APPROVALS, PRODUCT_KINDS, PRODUCT_VENDOR_STATUSES, productStream, RATE_CATEGORIES, RETAIL_CATEGORIES, STOCK_STATUSES } from './catalogue.constants';
import { CatalogueVendorDoc, catalogueVendorsProjection, ProductDoc, productsProjection } from './catalogue.projection';
import { AdminProduct, toAdminProduct, vendorSummary } from './catalogue.records';

/** Admins see every product; a vendor only their own. Deleted products leave the lists (their History stays in the log). */
const ownProductsOnly = (user: AuthUser): Filter => (user.role === 'admin' ? { deleted: false } : { deleted: false, vendorId: user.userId });

export const productsResource = defineResource({
  name: 'products',
  collection: productsProjection.collection,
  roles: ['admin', 'vendor'],
  fields: {
    id: field.id(),
    name: field.string('name'),
    category: field.enum('category', PRODUCT_KINDS),
    subcategory: field.enum('subcategory', [...RATE_CATEGORIES, ...RETAIL_CATEGORIES]),
    price: field.number('pricePaise', { toStored: rupeesToPaise }),
    stock: field.integer('stock'),
    inStock: field.boolean('inStock'),
    status: field.enum('stockStatus', STOCK_STATUSES),
    quantity: field.integer('quantity'),
    unit: field.string('unit'),
    vendorStatus: field.enum('vendorStatus', PRODUCT_VENDOR_STATUSES),
    approval: field.enum('approval', PRODUCT_APPROVALS),
    approved: field.boolean('approved'),
    vendorId: field.id('vendorId'),
    slug: field.string('slug'),
    createdAt: field.date('listedAt'),
    updatedAt: field.date('updatedAt'),
  },
  search: productsProjection.search,
  defaultSort: { listedAt: -1 },
  scope: ownProductsOnly,
  notFound: 'Product not found.',
  streams: (id) => [productStream(id)],
  historyFields: {
    pricePaise: { name: 'price', toApi: (paise) => paiseToRupees(paise as number) },
    previousPaise: null,
    previousStock: null,
    productId: null,
    vendorId: null,
  },
  toRecord: (doc: ProductDoc) => toAdminProduct(doc),
  /** The vendor's name and verification, from the catalogue's vendor read model. */
  async enrich(records: AdminProduct[], { readStore }) {
    const ids = [...new Set(records.map((r) => r.vendorId))];
    const vendors = new Map((await readStore.collection<CatalogueVendorDoc>(catalogueVendorsProjection.collection).find({ _id: { $in: ids } })).map((v) => [v._id, v]));
    return records.map((r) => {
      const vendor = vendors.get(r.vendorId);
      return { ...r, vendor: vendorSummary(r.vendorId, vendor), vendorName: vendor?.name ?? null };
    });
  },
});
