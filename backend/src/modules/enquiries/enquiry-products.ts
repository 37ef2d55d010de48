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

  async find(productId: string): Promise<EnquiryProduct | null> {
    const doc = await this.readStore.collection<ProductDoc>(productsProjection.collection).findOne({ _id: productId });
    if (!doc || doc.deleted) return null;
    const vendor = await this.readStore.collection<CatalogueVendorDoc>(catalogueVendorsProjection.collection).findOne({ _id: doc.vendorId });
    return {
      id: doc._id,
      name: doc.name,
      category: doc.category,
      approved: doc.live && (vendor?.active ?? false),
      vendorId: doc.vendorId,
      pricePaise: doc.pricePaise,
      unit: doc.unit,
      quantity: doc.quantity,
    };
  }
}
