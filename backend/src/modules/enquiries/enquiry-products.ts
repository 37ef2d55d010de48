import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { CatalogueVendorDoc, catalogueVendorsProjection, ProductDoc, productsProjection } from '../catalogue/catalogue.projection';
import { EnquiryProduct } from './enquiries.decider';

/**
 * The product an enquiry is about, read from the catalogue's read models when the enquiry
 * is decided: the vendor, name, unit and price come from here, never from the client. It
 * counts as approved only while the storefront may show it (approved, not deleted, set
 * active by its vendor, whose account may sell).
 */
@Injectable()
export class EnquiryProducts {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  private get products() {
    return this.readStore.collection<ProductDoc>(productsProjection.collection);
  }

  private get vendors() {
    return this.readStore.collection<CatalogueVendorDoc>(catalogueVendorsProjection.collection);
  }

  async find(productId: string): Promise<EnquiryProduct | null> {
    const doc = await this.products.findOne({ _id: productId });
    if (!doc || doc.deleted) return null;
    return enquiryProductOf(doc, await this.vendors.findOne({ _id: doc.vendorId }));
  }

  /**
   * Several products by id (a page of My Enquiries), those not found or deleted left out: one
   * read of the products and one of their vendors, whatever the number, instead of two per product.
   */
  async findMany(productIds: string[]): Promise<Map<string, EnquiryProduct>> {
    const ids = [...new Set(productIds)];
    const docs = (ids.length ? await this.products.find({ _id: { $in: ids } }) : []).filter((doc) => !doc.deleted);
    const vendorIds = [...new Set(docs.map((doc) => doc.vendorId))];
    const vendors = new Map((vendorIds.length ? await this.vendors.find({ _id: { $in: vendorIds } }) : []).map((v) => [v._id, v]));
    return new Map(docs.map((doc) => [doc._id, enquiryProductOf(doc, vendors.get(doc.vendorId) ?? null)]));
  }
}

const enquiryProductOf = (doc: ProductDoc, vendor: CatalogueVendorDoc | null): EnquiryProduct => ({
  id: doc._id,
  name: doc.name,
  category: doc.category,
  approved: doc.live && (vendor?.active ?? false),
  vendorId: doc.vendorId,
  pricePaise: doc.pricePaise,
  unit: doc.unit,
  quantity: doc.quantity,
});
