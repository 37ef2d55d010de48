import { ReadStore } from '../../platform/read-store/read-store.port';
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
    bookable: service.listed && Boolean(provider?.available),
  };
}
