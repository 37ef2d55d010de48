import { Inject, Injectable } from '@nestjs/common';
import { paiseToRupees } from '@bazaar/common';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { CatalogueQueries } from '../catalogue/catalogue.queries';
import { CatalogueVendorDoc, catalogueVendorsProjection, ProductDoc, productsProjection } from '../catalogue/catalogue.projection';
import { imageUrls } from '../catalogue/images/product-images';
import { vendorSummary } from '../catalogue/catalogue.records';
import { BY_ID, SearchCandidate, SearchSource } from './search-source';

/** Live products (the catalogue's own rule, CatalogueQueries.liveFilter), found by the catalogue read model's full-text index. */
@Injectable()
export class ProductSearchSource implements SearchSource {
  readonly kind = 'product';

  constructor(
    private readonly catalogue: CatalogueQueries,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  async candidates(words: readonly string[]): Promise<SearchCandidate[]> {
    const products = this.readStore.collection<ProductDoc>(productsProjection.collection);
    // One full-text query per word: a product matching any word is a candidate (the store's $text wants most of a query's trigrams).
    const found = words.length
      ? await Promise.all(words.map(async (word) => products.find(await this.catalogue.liveFilter([{ $text: { $search: word } }]), BY_ID)))
      : [await products.find(await this.catalogue.liveFilter())];
    const docs = [...new Map(found.flat().map((doc) => [doc._id, doc])).values()];
    return docs.map((doc) => ({
      kind: 'product',
      id: doc._id,
      name: doc.name,
      description: doc.description ?? '',
      group: doc.category,
      subcategory: doc.subcategory,
      cities: doc.cities,
      price: paiseToRupees(doc.pricePaise),
      createdAt: doc.listedAt,
      ref: doc,
    }));
  }

  async present(page: SearchCandidate[]): Promise<Record<string, unknown>[]> {
    const docs = page.map((c) => c.ref as ProductDoc);
    const ids = [...new Set(docs.map((d) => d.vendorId))];
    const vendors = new Map((ids.length ? await this.readStore.collection<CatalogueVendorDoc>(catalogueVendorsProjection.collection).find({ _id: { $in: ids } }) : []).map((v) => [v._id, v]));
    return docs.map((doc) => ({
      path: `/products/${doc.slug}`,
      slug: doc.slug,
      unit: doc.unit,
      stock: doc.stock,
      image: imageUrls(doc.imageId, doc.subcategory).thumb,
      vendor: vendorSummary(doc.vendorId, vendors.get(doc.vendorId)),
    }));
  }
}
