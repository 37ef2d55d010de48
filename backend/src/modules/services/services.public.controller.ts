import { SERVICE_CATEGORIES, serviceCategoryOf } from '@bazaar/common';
import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { CachedRead } from '../../platform/http/cached-read.interceptor';
import { toStoreFilter } from '../../platform/http/resource-query';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { Filter, READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { ReviewDoc, reviewsProjection, toPublicReview } from '../bookings/reviews.projection';
import { ServiceCountsQueryDto, ServiceListQueryDto } from './services.dto';
import { ServiceDoc, ServiceProviderDoc, serviceProvidersProjection, servicesProjection } from './services.projection';
import { servicesResource, toServiceRecord, presentServices } from './services.resource';

/** How many reviews the service page shows (newest first). */
const REVIEWS_SHOWN = 20;

/** The public face of a service: what the storefront lists and books. */
export function toPublicService(record: Awaited<ReturnType<typeof presentServices>>[number]) {
  const { id, name, category, description, price, duration, workingHours, cities, status, rating, reviewCount, providerId, providerName, providerVerified, image } = record;
  return { id, name, category, description, price, duration, workingHours, cities, status, rating, reviewCount, provider: { id: providerId, name: providerName, verified: providerVerified }, image };
}

/** Live services (approved, Available) of providers taking bookings (switch on, account active and still a provider); the site search uses it too. */
export async function listedServicesFilter(readStore: ReadStore): Promise<Filter> {
  const off = await readStore.collection<ServiceProviderDoc>(serviceProvidersProjection.collection).find({ available: false });
  return off.length ? { $and: [{ listed: true }, { providerId: { $nin: off.map((p) => p._id) } }] } : { listed: true };
}

/**
 * Spec 2.1 service pages: only live services (approved, Available) of providers whose
 * Availability switch is on and whose account is active and still a provider's. Both live in
 * other contexts, so they are applied here from this context's own read model of providers.
 */
@ApiTags('services')
@Controller('services')
export class ServicesPublicController {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly cipher: PersonalDataCipher,
  ) {}

  private get services() {
    return this.readStore.collection<ServiceDoc>(servicesProjection.collection);
  }

  private listedFilter(): Promise<Filter> {
    return listedServicesFilter(this.readStore);
  }

  @Public()
  @CachedRead()
  @Get()
  async list(@Query() query: ServiceListQueryDto) {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 24;
    const category = query.category === undefined ? undefined : serviceCategoryOf(query.category);
    if (query.category !== undefined && !category) throw DomainError.invalid({ category: `Category must be one of ${SERVICE_CATEGORIES.join(', ')}` });
    const parts: Filter[] = [await this.listedFilter(), toStoreFilter({ category, q: query.q }, servicesResource.fields, servicesResource.search)];
    if (query.city) parts.push({ cities: query.city });
    const filter = { $and: parts };
    const [docs, total] = await Promise.all([
      this.services.find(filter, { sort: { name: 1, _id: 1 }, skip: (page - 1) * perPage, limit: perPage }),
      this.services.count(filter),
    ]);
    const items = (await presentServices(docs.map(toServiceRecord), this.readStore)).map(toPublicService);
    return { items, total, page, perPage };
  }

  /** Live service counts per category for the nine landing cards (spec 2.1 /services), in one city when asked; shaped like /api/products/counts. */
  @Public()
  @CachedRead()
  @Get('counts')
  async counts(@Query() query: ServiceCountsQueryDto) {
    const listed = await this.listedFilter();
    const scope: Filter = query.city ? { $and: [listed, { cities: query.city }] } : listed;
    const counts = await Promise.all(SERVICE_CATEGORIES.map((category) => this.services.count({ $and: [scope, { category }] })));
    return { city: query.city ?? null, total: counts.reduce((a, b) => a + b, 0), categories: Object.fromEntries(SERVICE_CATEGORIES.map((id, i) => [id, counts[i]])) };
  }

  @Public()
  @CachedRead()
  @Get(':id')
  async one(@Param('id') id: string) {
    const doc = await this.services.findOne({ $and: [await this.listedFilter(), { _id: id }] });
    if (!doc) throw new DomainError('not_found', 'Service not found');
    const [record] = await presentServices([toServiceRecord(doc)], this.readStore);
    const reviews = await this.readStore.collection<ReviewDoc>(reviewsProjection.collection).find({ serviceId: id }, { sort: { postedAt: -1 }, limit: REVIEWS_SHOWN });
    return { ...toPublicService(record), reviews: reviews.map((review) => this.cipher.openDeep(toPublicReview(review))) };
  }
}
