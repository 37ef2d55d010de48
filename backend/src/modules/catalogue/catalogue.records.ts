import { countInEnglish, hsnCodeOf } from '@bazaar/common';
import { formatRupees, paiseToRupees, PRICE_NOT_AVAILABLE, stockStatusOf } from './catalogue.constants';
import { CatalogueVendorDoc, ProductDoc } from './catalogue.projection';
import { imageUrls } from './images/product-images';

/** The vendor as a product shows them (PRODUCT.md): name and whether verified. */
export type VendorSummary = { id: string; name: string | null; verified: boolean };

export const vendorSummary = (vendorId: string, vendor: CatalogueVendorDoc | undefined): VendorSummary => ({
  id: vendorId,
  name: vendor?.name ?? null,
  verified: vendor?.verified ?? false,
});

/** What the storefront shows of a live product (PRODUCT.md "Public API names"): rupees on the wire. */
export const toPublicProduct = (doc: ProductDoc, vendor: CatalogueVendorDoc | undefined) => ({
  id: doc._id,
  slug: doc.slug,
  name: doc.name,
  description: doc.description,
  category: doc.category,
  subcategory: doc.subcategory,
  price: paiseToRupees(doc.pricePaise),
  stock: doc.stock,
  status: stockStatusOf(doc.stock),
  quantity: doc.quantity,
  unit: doc.unit,
  cities: doc.cities,
  showOnPages: doc.showOnPages,
  vendor: vendorSummary(doc.vendorId, vendor),
  images: imageUrls(doc.imageId, doc.subcategory),
  createdAt: doc.listedAt,
});

export type PublicProduct = ReturnType<typeof toPublicProduct>;

/** Spec 2.9: a wholesale product priced 0 is sold by quote. */
export const priceLabel = (doc: Pick<ProductDoc, 'category' | 'pricePaise'>) =>
  doc.category === 'wholesale' && doc.pricePaise === 0 ? PRICE_NOT_AVAILABLE : formatRupees(paiseToRupees(doc.pricePaise));

/** The back office's product: the public fields plus approval, the vendor's status and the spec 2.9 columns. */
export const toAdminProduct = (doc: ProductDoc) => ({
  ...toPublicProduct(doc, undefined),
  vendorId: doc.vendorId,
  vendorName: null as string | null,
  vendorStatus: doc.vendorStatus,
  approval: doc.approval,
  approved: doc.approved,
  rejectionReason: doc.rejectionReason,
  live: doc.live,
  deleted: doc.deleted,
  priceLabel: priceLabel(doc),
  quantityWithUnit: countInEnglish(doc.quantity, doc.unit),
  imageId: doc.imageId,
  // The vendor's own HSN code (null: the invoice prints the subcategory's, `invoiceHsnCode`).
  hsnCode: doc.hsnCode ?? null,
  invoiceHsnCode: hsnCodeOf(doc),
  updatedAt: doc.updatedAt,
  approvedAt: doc.approvedAt,
});

export type AdminProduct = ReturnType<typeof toAdminProduct>;
