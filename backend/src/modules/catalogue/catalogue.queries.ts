import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/domain/domain-error';
import { Filter, READ_STORE, ReadStore, Sort } from '../../platform/read-store/read-store.port';
import { PRODUCT_ID_SHAPE, PRODUCT_KINDS, PRODUCT_SUBCATEGORIES, ProductKind, rupeesToPaise, subcategoryFromSlug } from './catalogue.constants';
import { ProductListQueryDto } from './catalogue.dto';
import { CatalogueVendorDoc, catalogueVendorsProjection, onPagesOf, ProductDoc, productsProjection } from './catalogue.projection';
import { PublicProduct, toPublicProduct } from './catalogue.records';
import { PRODUCT_NOT_FOUND } from './product.decider';

const SORTS: Record<string, Sort> = {
  price: { pricePaise: 1, _id: 1 },
  '-price': { pricePaise: -1, _id: 1 },
  newest: { listedAt: -1, _id: 1 },
};


const allOf = (parts: Filter[]): Filter => (parts.length === 1 ? parts[0] : { $and: parts });

/** A product serves a city when it names it, or names none (every city). */
const servesCity = (city: string): Filter => ({ $or: [{ cities: city }, { cities: { $size: 0 } }] });

/**
 * The storefront's catalogue: only live products (approved, not deleted, active) of vendors
 * whose account may sell. Vendor facts are joined from `catalogue_vendors` at read time, so a
 * verification or deactivation shows on the next read without rewriting any product.
 */
@Injectable()
export class CatalogueQueries {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  private get products() {
    return this.readStore.collection<ProductDoc>(productsProjection.collection);
  }

  private get vendors() {
    return this.readStore.collection<CatalogueVendorDoc>(catalogueVendorsProjection.collection);
  }

  /** Live products, minus those of vendors who may not sell (usually none, so the list is short). */
  async liveFilter(extra: Filter[] = []): Promise<Filter> {
    return allOf([...(await this.liveParts()), ...extra]);
  }

  private async liveParts(): Promise<Filter[]> {
    const barred = (await this.vendors.find({ active: false })).map((v) => v._id);
    return [{ live: true }, ...(barred.length ? [{ vendorId: { $nin: barred } }] : [])];
  }

  async list(query: ProductListQueryDto): Promise<{ items: PublicProduct[]; total: number; page: number; perPage: number }> {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 24;
    const extra: Filter[] = [];
    // The wholesale or retail pages: the products that show there (showOnPages), of either kind.
    if (query.category) extra.push({ [onPagesOf(query.category as ProductKind)]: true });
    if (query.subcategory) extra.push({ subcategory: subcategoryFromSlug(query.subcategory) });
    if (query.minPrice !== undefined) extra.push({ pricePaise: { $gte: rupeesToPaise(query.minPrice) } });
    if (query.maxPrice !== undefined) extra.push({ pricePaise: { $lte: rupeesToPaise(query.maxPrice) } });
    if (query.inStock !== undefined) extra.push({ inStock: query.inStock === 'true' });
    if (query.verified === 'true') extra.push({ vendorId: { $in: (await this.vendors.find({ verified: true })).map((v) => v._id) } });
    if (query.city) extra.push(servesCity(query.city));
    if (query.q?.trim()) extra.push({ $text: { $search: query.q.trim() } });
    const filter = await this.liveFilter(extra);
    // A search without a chosen order comes best match first.
    const sort = query.sort ? SORTS[query.sort] : query.q?.trim() ? undefined : SORTS.newest;
    const [docs, total] = await Promise.all([this.products.find(filter, { sort, skip: (page - 1) * perPage, limit: perPage }), this.products.count(filter)]);
    return { items: await this.present(docs), total, page, perPage };
  }

  /** One live product by id or slug; anything else is 'Product not found.'. */
  async one(idOrSlug: string): Promise<PublicProduct> {
    const filter = await this.liveFilter([PRODUCT_ID_SHAPE.test(idOrSlug) ? { _id: idOrSlug } : { slug: idOrSlug }]);
    const [doc] = await this.products.find(filter, { limit: 1 });
    if (!doc) throw new DomainError('not_found', PRODUCT_NOT_FOUND);
    return (await this.present([doc]))[0];
  }

  /**
   * Live product counts, optionally in one city: per kind, what its pages list (showOnPages,
   * either kind); per subcategory (every one listed, zeros included), what its page lists: the
   * products of that subcategory that show on their own kind's pages.
   */
  async counts(city?: string) {
    const live = [...(await this.liveParts()), ...(city ? [servesCity(city)] : [])];
    const onPages = (kind: ProductKind): Filter => ({ [onPagesOf(kind)]: true });
    const onOwnPages: Filter = { $or: PRODUCT_KINDS.map((kind) => ({ category: kind, ...onPages(kind) })) };
    const [grouped, wholesale, retail, total] = await Promise.all([
      this.products.aggregate<{ _id: string; count: number }>([{ $match: allOf([...live, onOwnPages]) }, { $group: { _id: '$subcategory', count: { $sum: 1 } } }]),
      this.products.count(allOf([...live, onPages('wholesale')])),
      this.products.count(allOf([...live, onPages('retail')])),
      this.products.count(allOf([...live, { $or: PRODUCT_KINDS.map(onPages) }])),
    ]);
    const bySubcategory = new Map(grouped.map((g) => [g._id, g.count]));
    const count = (kind: ProductKind) => Object.fromEntries(PRODUCT_SUBCATEGORIES[kind].map((s) => [s, bySubcategory.get(s) ?? 0]));
    return { city: city ?? null, total, categories: { wholesale, retail }, subcategories: { ...count('wholesale'), ...count('retail') } };
  }

  private async present(docs: ProductDoc[]): Promise<PublicProduct[]> {
    const ids = [...new Set(docs.map((d) => d.vendorId))];
    const vendors = new Map((ids.length ? await this.vendors.find({ _id: { $in: ids } }) : []).map((v) => [v._id, v]));
    return docs.map((doc) => toPublicProduct(doc, vendors.get(doc.vendorId)));
  }
}
