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
  /** Spec: professionals are checked before they are listed, like vendors. */
  status: 'Pending' | 'Verified';
  /** Stored file id of the proof document (never sent to the client; see hasDocument). */
  documentId: string | null;
  registeredAt: string;
  updatedAt: string;
}

export const providersProjection = defineProjection<ProviderDoc>({
  name: 'providers',
  version: 2,
  collection: 'providers',
  indexes: [{ fields: { registeredAt: -1 } }],
  search: ['name', 'expertise', 'serviceArea'],
  canHandle: ['ProviderRegistered', 'ProviderProfileUpdated', 'ProviderAvailabilityChanged', 'ProviderDocumentSubmitted', 'ProviderVerified', 'UserErased'],
  documentIds: (e) => [e.type === 'UserErased' ? (e.data as { userId: string }).userId : (e.data as ProviderEvent['data']).providerId],
  evolve(doc, recorded) {
    if (recorded.type === 'UserErased') return doc && { ...doc, name: ERASED, email: ERASED, phone: null, available: false, documentId: null };
    const event = recorded as unknown as ProviderEvent;
    switch (event.type) {
      case 'ProviderRegistered': {
        const { providerId, name, email, phone, expertise, registeredAt } = event.data;
        // Service area is the provider's own answer, not a copy of the expertise text.
        return { _id: providerId, name, email, phone, expertise, serviceArea: '', servicesOffered: [], about: '', available: true, status: 'Pending', documentId: null, registeredAt, updatedAt: registeredAt };
      }
      case 'ProviderProfileUpdated':
        return doc && { ...doc, ...event.data.changes, updatedAt: event.data.updatedAt };
      case 'ProviderAvailabilityChanged':
        return doc && { ...doc, available: event.data.available, updatedAt: event.data.changedAt };
      case 'ProviderDocumentSubmitted':
        return doc && { ...doc, documentId: event.data.documentId, updatedAt: event.data.submittedAt };
      case 'ProviderVerified':
        return doc && { ...doc, status: 'Verified', updatedAt: event.data.verifiedAt };
    }
  },
});
