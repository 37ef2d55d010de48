import { paiseToRupees, rupeesToPaise, SERVICE_CATEGORIES, SERVICE_CATEGORY_ALIASES, SERVICE_DURATIONS } from '@bazaar/common';
import { AuthUser } from '../../platform/auth/roles';
import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { withoutBookkeeping } from '../../platform/projections/apply-event';
import { Filter, ReadStore } from '../../platform/read-store/read-store.port';
import { imageUrls } from '../catalogue/images/product-images';
import { serviceStream } from './services.events';
import { averageOf, ServiceDoc, ServiceProviderDoc, serviceProvidersProjection, ServiceRatingDoc, serviceRatingsProjection, servicesProjection } from './services.projection';

const APPROVALS = ['pending', 'approved', 'rejected', 'withdrawn'] as const;

/** A service as the back office and the storefront show it (rupees, provider named). */
export function toServiceRecord(doc: ServiceDoc) {
  const { _id, pricePaise, imageId, durationRank, ...rest } = withoutBookkeeping(doc);
  return { id: _id, ...rest, price: paiseToRupees(pricePaise), image: imageId ? imageUrls(imageId, '') : null };
}
export type ServiceRecord = ReturnType<typeof toServiceRecord>;

/** Display names of providers, from this context's own read model of them. */
export async function providerNames(readStore: ReadStore, providerIds: string[]): Promise<Map<string, ServiceProviderDoc>> {
  const ids = [...new Set(providerIds)];
  if (!ids.length) return new Map();
  const docs = await readStore.collection<ServiceProviderDoc>(serviceProvidersProjection.collection).find({ _id: { $in: ids } });
  return new Map(docs.map((d) => [d._id, d]));
}

/** The average (1 decimal, null before the first review) and count of each service's reviews, from service-ratings. */
export async function serviceRatings(readStore: ReadStore, serviceIds: string[]): Promise<Map<string, { rating: number | null; reviewCount: number }>> {
  const docs = serviceIds.length ? await readStore.collection<ServiceRatingDoc>(serviceRatingsProjection.collection).find({ _id: { $in: [...new Set(serviceIds)] } }) : [];
  const byService = new Map(docs.map((d) => [d._id, d]));
  return new Map(serviceIds.map((id) => [id, { rating: averageOf(byService.get(id)?.ratingTotal ?? 0, byService.get(id)?.reviewCount ?? 0), reviewCount: byService.get(id)?.reviewCount ?? 0 }]));
}

/** Records as shown: the provider's name and the rating of the service's reviews joined (other read models). */
export async function presentServices(records: ServiceRecord[], readStore: ReadStore) {
  const [providers, ratings] = await Promise.all([providerNames(readStore, records.map((r) => r.providerId)), serviceRatings(readStore, records.map((r) => r.id))]);
  return records.map((r) => ({ ...r, providerName: providers.get(r.providerId)?.name ?? '', providerVerified: providers.get(r.providerId)?.verified ?? false, ...ratings.get(r.id)! }));
}

/** Providers see and manage only their own services; admins all (spec 2.8 Profile, 2.9 Services). */
const ownServicesOnly = (user: AuthUser): Filter | null => (user.role === 'admin' ? null : { providerId: user.userId });

export const servicesResource = defineResource({
  name: 'services',
  collection: servicesProjection.collection,
  roles: ['admin', 'provider'],
  fields: {
    id: field.id(),
    name: field.string('name'),
    category: field.enum('category', SERVICE_CATEGORIES, { aliases: SERVICE_CATEGORY_ALIASES }),
    providerId: field.id('providerId'),
    price: field.number('pricePaise', { toStored: rupeesToPaise }),
    duration: field.enum('duration', SERVICE_DURATIONS, { sortBy: (direction) => ({ durationRank: direction }) }),
    status: field.enum('status', ['Available', 'Unavailable']),
    approval: field.enum('approval', APPROVALS),
    listed: field.boolean('listed'),
    offeredAt: field.date('offeredAt'),
    updatedAt: field.date('updatedAt'),
  },
  search: ['name', 'description'],
  defaultSort: { offeredAt: -1 },
  scope: ownServicesOnly,
  notFound: 'Service not found',
  streams: (id) => [serviceStream(id)],
  // The rating folds review events of the booking streams: as of a time replays those too.
  asOfFrom: 'log',
  historyFields: { pricePaise: { name: 'price', toApi: (paise) => paiseToRupees(paise as number) } },
  toRecord: toServiceRecord,
  enrich: (records, { readStore }) => presentServices(records, readStore),
});
