import { RecordedEvent } from '../../platform/event-store/event';
import { ERASED } from '../../platform/personal-data/personal-data-cipher';
import { defineProjection } from '../../platform/projections/projection';
import { UserErased, UserRoleChanged } from '../identity/identity.events';
import { VendorEvent } from '../vendors/vendors.events';
import { ProductApproval, ProductKind, StockStatus, stockStatusOf } from './catalogue.constants';
import { PRODUCT_EVENT_TYPES, ProductEvent, ProductFacts } from './catalogue.events';

/** One document per product: the back office list and the storefront's catalogue. */
export interface ProductDoc extends ProductFacts {
  _id: string;
  slug: string;
  vendorId: string;
  inStock: boolean;
  /** Spec 3: In Stock, or Out of Stock at 0 (the admin table's Status column). */
  stockStatus: StockStatus;
  approval: ProductApproval;
  approved: boolean;
  rejectionReason: string | null;
  deleted: boolean;
  /** Approved, not deleted and set active by its vendor: what the storefront may show (the vendor's account is checked at read time). */
  live: boolean;
  /** Listed on the storefront's wholesale pages and tab (`showOnPages`), as an indexed field of its own. */
  onWholesalePages: boolean;
  /** Listed on the storefront's retail pages and tab (`showOnPages`). */
  onRetailPages: boolean;
  listedAt: string;
  updatedAt: string;
  approvedAt: string | null;
}

const withLive = (doc: ProductDoc): ProductDoc => ({
  ...doc,
  inStock: doc.stock > 0,
  stockStatus: stockStatusOf(doc.stock),
  live: doc.approval === 'approved' && !doc.deleted && doc.vendorStatus === 'active',
  onWholesalePages: doc.showOnPages.includes('wholesale'),
  onRetailPages: doc.showOnPages.includes('retail'),
});

/** The field that says whether a product is listed on the pages of `kind` (the storefront's `category` filter). */
export const onPagesOf = (kind: ProductKind): 'onWholesalePages' | 'onRetailPages' => (kind === 'wholesale' ? 'onWholesalePages' : 'onRetailPages');

export const productsProjection = defineProjection<ProductDoc>({
  name: 'products',
  version: 3,
  collection: 'products',
  // Storefront pages (live, by the kind pages a product shows on or by subcategory, by price or newest), slug lookups, a vendor's own list.
  indexes: [
    { fields: { live: 1, subcategory: 1, pricePaise: 1 } },
    { fields: { live: 1, subcategory: 1, listedAt: -1 } },
    { fields: { live: 1, onWholesalePages: 1, pricePaise: 1 } },
    { fields: { live: 1, onWholesalePages: 1, listedAt: -1 } },
    { fields: { live: 1, onRetailPages: 1, pricePaise: 1 } },
    { fields: { live: 1, onRetailPages: 1, listedAt: -1 } },
    { fields: { live: 1, listedAt: -1 } },
    { fields: { slug: 1 } },
    { fields: { vendorId: 1, listedAt: -1 } },
    { fields: { deleted: 1, listedAt: -1 } },
  ],
  search: ['name', 'description'],
  canHandle: PRODUCT_EVENT_TYPES.map((definition) => definition.type),
  documentIds: (event) => [(event.data as ProductEvent['data']).productId],
  evolve(doc, recorded) {
    const event = recorded as unknown as ProductEvent;
    if (event.type === 'ProductListed') {
      const { productId, listedAt, ...facts } = event.data;
      return withLive({ _id: productId, ...facts, inStock: false, stockStatus: 'Out of Stock', approval: 'pending', approved: false, rejectionReason: null, deleted: false, live: false, onWholesalePages: false, onRetailPages: false, listedAt, updatedAt: listedAt, approvedAt: null });
    }
    if (!doc) return null;
    switch (event.type) {
      case 'ProductUpdated':
        return withLive({ ...doc, ...event.data.changes, ...(event.data.resubmitted && { approval: 'pending', approved: false, rejectionReason: null }), updatedAt: event.data.updatedAt });
      case 'ProductPriceChanged':
        return { ...doc, pricePaise: event.data.pricePaise, updatedAt: event.data.changedAt };
      case 'ProductStockAdjusted':
        return withLive({ ...doc, stock: event.data.stock, updatedAt: event.data.adjustedAt });
      case 'StockReserved':
      case 'StockReleased':
        return withLive({ ...doc, stock: event.data.stock });
      case 'ProductApproved':
        return withLive({ ...doc, approval: 'approved', approved: true, rejectionReason: null, approvedAt: event.data.approvedAt, updatedAt: event.data.approvedAt });
      case 'ProductRejected':
        return withLive({ ...doc, approval: 'rejected', approved: false, rejectionReason: event.data.reason, updatedAt: event.data.rejectedAt });
      case 'ProductDelisted':
        return withLive({ ...doc, deleted: true, updatedAt: event.data.delistedAt });
      default:
        return doc;
    }
  },
});

/**
 * What the catalogue shows of each vendor (spec 2.4 "verified vendors"): the name, whether
 * verified, and whether their account may sell (not deactivated, erased or moved to another
 * role). Products are not rewritten when a vendor changes: readers join through this small
 * collection (ADR 0018), so listings follow a verification or deactivation at once.
 */
export interface CatalogueVendorDoc {
  _id: string;
  name: string | null;
  verified: boolean;
  deactivated: boolean;
  erased: boolean;
  /** False once the account's role is no longer vendor. */
  vendorRole: boolean;
  /** May sell: neither deactivated, erased, nor moved to another role. */
  active: boolean;
}

const withActive = (doc: CatalogueVendorDoc): CatalogueVendorDoc => ({ ...doc, active: !doc.deactivated && !doc.erased && doc.vendorRole });

export const catalogueVendorsProjection = defineProjection<CatalogueVendorDoc>({
  name: 'catalogue-vendors',
  version: 1,
  collection: 'catalogue_vendors',
  indexes: [{ fields: { active: 1 } }, { fields: { verified: 1 } }],
  canHandle: ['VendorRegistered', 'VendorVerified', 'VendorProfileUpdated', 'UserDeactivated', 'UserReactivated', 'UserRoleChanged', 'UserErased'],
  documentIds: (event: RecordedEvent) => [(event.data as { vendorId?: string; userId?: string }).vendorId ?? (event.data as { userId: string }).userId],
  evolve(doc, recorded) {
    const event = recorded as unknown as VendorEvent | UserErased | UserRoleChanged | RecordedEvent;
    if (event.type === 'VendorRegistered') {
      const { vendorId, companyName } = (event as Extract<VendorEvent, { type: 'VendorRegistered' }>).data;
      return withActive({ _id: vendorId, verified: false, deactivated: false, erased: false, vendorRole: true, active: true, ...doc, name: companyName || null });
    }
    // Accounts that never were vendors have no document here.
    if (!doc) return null;
    switch (event.type) {
      case 'VendorVerified':
        return { ...doc, verified: true };
      case 'VendorProfileUpdated': {
        const name = (event as Extract<VendorEvent, { type: 'VendorProfileUpdated' }>).data.changes.companyName;
        return name === undefined ? doc : { ...doc, name };
      }
      case 'UserDeactivated':
        return withActive({ ...doc, deactivated: true });
      case 'UserReactivated':
        return withActive({ ...doc, deactivated: false });
      case 'UserRoleChanged':
        return withActive({ ...doc, vendorRole: (event as UserRoleChanged).data.role === 'vendor' });
      case 'UserErased':
        return withActive({ ...doc, name: ERASED, erased: true });
      default:
        return doc;
    }
  },
});
