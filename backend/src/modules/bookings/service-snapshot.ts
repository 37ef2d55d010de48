import { Inject, Injectable } from '@nestjs/common';
import { ReadModelCache, ReadModelCaches } from '../../platform/projections/read-model-cache';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { ServiceDoc, ServiceProviderDoc, serviceProvidersProjection, servicesProjection } from '../services/services.projection';
import { ServiceSnapshot } from './booking.decider';

/**
 * The service as a booking sees it, from the services context's read models: the price,
 * duration and hours charged and held are the server's, never the client's.
 */
export async function serviceSnapshot(readStore: ReadStore, serviceId: string): Promise<ServiceSnapshot | null> {
  const service = await readStore.collection<ServiceDoc>(servicesProjection.collection).findOne({ _id: serviceId });
  if (!service) return null;
  const provider = await readStore.collection<ServiceProviderDoc>(serviceProvidersProjection.collection).findOne({ _id: service.providerId });
  return {
    serviceId,
    providerId: service.providerId,
    name: service.name,
    category: service.category,
    pricePaise: service.pricePaise,
    duration: service.duration,
    workingHours: service.workingHours,
    cities: service.cities,
    bookable: service.listed && Boolean(provider?.available),
  };
}

/**
 * serviceSnapshot for the booking paths (every request and every free-slot lookup reads
 * one), kept until the services or the service-providers read model changes: an edit, an
 * approval or a provider's availability switch acknowledged to them applies to the next booking.
 */
@Injectable()
export class ServiceSnapshots {
  private readonly cache: ReadModelCache<ServiceSnapshot>;

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    caches: ReadModelCaches,
  ) {
    this.cache = caches.add(new ReadModelCache<ServiceSnapshot>([servicesProjection.name, serviceProvidersProjection.name]));
  }

  get(serviceId: string): Promise<ServiceSnapshot | null> {
    return this.cache.get(serviceId, () => serviceSnapshot(this.readStore, serviceId));
  }
}
