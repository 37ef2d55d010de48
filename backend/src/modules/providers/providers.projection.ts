import { defineProjection } from '../../platform/projections/projection';
import { ERASED } from '../../platform/personal-data/personal-data-cipher';
import { ProviderEvent } from './providers.events';

/** Spec 2.8 Profile: name, email, phone, service area, services offered, about; plus availability. */
export interface ProviderDoc {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  expertise: string;
  serviceArea: string;
  servicesOffered: string[];
  about: string;
  available: boolean;
  registeredAt: string;
  updatedAt: string;
}

export const providersProjection = defineProjection<ProviderDoc>({
  name: 'providers',
  version: 1,
  collection: 'providers',
  canHandle: ['ProviderRegistered', 'ProviderProfileUpdated', 'ProviderAvailabilityChanged', 'UserErased'],
  documentIds: (e) => [e.type === 'UserErased' ? (e.data as { userId: string }).userId : (e.data as ProviderEvent['data']).providerId],
  evolve(doc, recorded) {
    if (recorded.type === 'UserErased') return doc && { ...doc, name: ERASED, email: ERASED, phone: null, available: false };
    const event = recorded as unknown as ProviderEvent;
    switch (event.type) {
      case 'ProviderRegistered': {
        const { providerId, name, email, phone, expertise, registeredAt } = event.data;
        return { _id: providerId, name, email, phone, expertise, serviceArea: expertise, servicesOffered: [], about: '', available: true, registeredAt, updatedAt: registeredAt };
      }
      case 'ProviderProfileUpdated':
        return doc && { ...doc, ...event.data.changes, updatedAt: event.data.updatedAt };
      case 'ProviderAvailabilityChanged':
        return doc && { ...doc, available: event.data.available, updatedAt: event.data.changedAt };
    }
  },
});
