import { Inject, Injectable } from '@nestjs/common';
import { paiseToRupees } from '@bazaar/common';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { ServiceDoc, servicesProjection } from '../services/services.projection';
import { listedServicesFilter } from '../services/services.public.controller';
import { providerNames, serviceRatings } from '../services/services.resource';
import { BY_ID, SearchCandidate, SearchSource } from './search-source';

/** Live services (the services context's own rule), found by its read model's full-text index. */
@Injectable()
export class ServiceSearchSource implements SearchSource {
  readonly kind = 'service';

  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async candidates(words: readonly string[]): Promise<SearchCandidate[]> {
    const services = this.readStore.collection<ServiceDoc>(servicesProjection.collection);
    const listed = await listedServicesFilter(this.readStore);
    const found = words.length ? await Promise.all(words.map((word) => services.find({ $and: [listed, { $text: { $search: word } }] }, BY_ID))) : [await services.find(listed)];
    const docs = [...new Map(found.flat().map((doc) => [doc._id, doc])).values()];
    return docs.map((doc) => ({
      kind: 'service',
      id: doc._id,
      name: doc.name,
      description: doc.description ?? '',
      group: 'services',
      subcategory: doc.category,
      cities: doc.cities,
      price: paiseToRupees(doc.pricePaise),
      createdAt: doc.offeredAt,
      ref: doc,
    }));
  }

  async present(page: SearchCandidate[]): Promise<Record<string, unknown>[]> {
    const docs = page.map((c) => c.ref as ServiceDoc);
    const [providers, ratings] = await Promise.all([providerNames(this.readStore, docs.map((d) => d.providerId)), serviceRatings(this.readStore, docs.map((d) => d._id))]);
    return docs.map((doc) => ({
      path: `/services/${doc.category}/${doc._id}`,
      duration: doc.duration,
      ...ratings.get(doc._id)!,
      provider: { id: doc.providerId, name: providers.get(doc.providerId)?.name ?? null, verified: providers.get(doc.providerId)?.verified ?? false },
    }));
  }
}
