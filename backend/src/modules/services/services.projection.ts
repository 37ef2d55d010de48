import { ERASED } from '../../platform/personal-data/personal-data-cipher';
import { defineProjection } from '../../platform/projections/projection';
import { ServiceEvent, ServiceFacts } from './services.events';

export type ServiceApproval = 'pending' | 'approved' | 'rejected' | 'withdrawn';

/** Spec 3 Service and 2.9 Services table; `listed` = approved and Available (the provider's switch is applied when read). */
export interface ServiceDoc extends ServiceFacts {
  _id: string;
  providerId: string;
  approval: ServiceApproval;
  rejectionReason: string | null;
  listed: boolean;
  /** The picture in the catalogue's image store, or none (the storefront draws the category's). */
  imageId: string | null;
  offeredAt: string;
  updatedAt: string;
}

/** The review fields this read model needs (bookings context, ReviewPosted). */
interface ReviewPostedData {
  serviceId: string;
  rating: number;
  postedAt: string;
}

const listedOf = (doc: Pick<ServiceDoc, 'approval' | 'status'>) => doc.approval === 'approved' && doc.status === 'Available';
export const averageOf = (total: number, count: number) => (count ? Math.round((total / count) * 10) / 10 : null);

export const servicesProjection = defineProjection<ServiceDoc>({
  name: 'services',
  version: 3,
  collection: 'services',
  indexes: [
    { fields: { listed: 1, category: 1, name: 1 } },
    { fields: { listed: 1, name: 1 } },
    { fields: { providerId: 1, offeredAt: -1 } },
    { fields: { offeredAt: -1 } },
  ],
  search: ['name', 'description'],
  // Only the service's own stream: its record as of any time is that stream replayed (reviews are service-ratings').
  canHandle: ['ServiceOffered', 'ServiceUpdated', 'ServiceApproved', 'ServiceRejected', 'ServiceWithdrawn'],
  documentIds: (e) => [(e.data as { serviceId: string }).serviceId],
  evolve(doc, recorded) {
    const event = recorded as unknown as ServiceEvent;
    switch (event.type) {
      case 'ServiceOffered': {
        const { serviceId, offeredAt, ...facts } = event.data;
        const approval: ServiceApproval = 'pending';
        return { _id: serviceId, ...facts, approval, rejectionReason: null, listed: false, imageId: null, offeredAt, updatedAt: offeredAt };
      }
      case 'ServiceUpdated': {
        if (!doc) return doc;
        const next = { ...doc, ...event.data.changes, updatedAt: event.data.updatedAt, ...(event.data.resubmitted && { approval: 'pending' as const, rejectionReason: null }) };
        return { ...next, listed: listedOf(next) };
      }
      case 'ServiceApproved':
        return doc && { ...doc, approval: 'approved', listed: listedOf({ ...doc, approval: 'approved' }), updatedAt: event.data.approvedAt };
      case 'ServiceRejected':
        return doc && { ...doc, approval: 'rejected', rejectionReason: event.data.reason, listed: false, updatedAt: event.data.rejectedAt };
      case 'ServiceWithdrawn':
        return doc && { ...doc, approval: 'withdrawn', listed: false, updatedAt: event.data.withdrawnAt };
    }
  },
});

/** A service's reviews (bookings context, ReviewPosted): its average and count, joined when a service is shown. */
export interface ServiceRatingDoc {
  _id: string;
  reviewCount: number;
  ratingTotal: number;
}

export const serviceRatingsProjection = defineProjection<ServiceRatingDoc>({
  name: 'service-ratings',
  version: 1,
  collection: 'service_ratings',
  canHandle: ['ReviewPosted'],
  documentIds: (e) => [(e.data as ReviewPostedData).serviceId],
  evolve(doc, event) {
    const { serviceId, rating } = event.data as ReviewPostedData;
    return { _id: serviceId, reviewCount: (doc?.reviewCount ?? 0) + 1, ratingTotal: (doc?.ratingTotal ?? 0) + rating };
  },
});

/** A provider as the service lists show them: display name and the Availability switch (providers context events). */
export interface ServiceProviderDoc {
  _id: string;
  name: string;
  available: boolean;
  /** An admin checked their document (ProviderVerified): services show the Verified badge. */
  verified: boolean;
  /** Over the reviews of all their bookings (spec 2.8 Reviews: average rating with review count). */
  reviewCount: number;
  ratingTotal: number;
}

export const serviceProvidersProjection = defineProjection<ServiceProviderDoc>({
  name: 'service-providers',
  version: 3,
  collection: 'service_providers',
  indexes: [{ fields: { available: 1 } }],
  canHandle: ['ProviderRegistered', 'ProviderProfileUpdated', 'ProviderAvailabilityChanged', 'ProviderVerified', 'UserErased', 'ReviewPosted'],
  documentIds: (e) => [e.type === 'UserErased' ? (e.data as { userId: string }).userId : (e.data as { providerId: string }).providerId],
  evolve(doc, event) {
    const data = event.data as { providerId: string; name?: string; available?: boolean; changes?: { name?: string } };
    switch (event.type) {
      case 'ProviderRegistered':
        return { _id: data.providerId, name: data.name ?? '', available: true, verified: false, reviewCount: 0, ratingTotal: 0 };
      case 'ReviewPosted':
        return doc && { ...doc, reviewCount: doc.reviewCount + 1, ratingTotal: doc.ratingTotal + (event.data as ReviewPostedData).rating };
      case 'ProviderProfileUpdated':
        return doc && (data.changes?.name !== undefined ? { ...doc, name: data.changes.name } : doc);
      case 'ProviderAvailabilityChanged':
        return doc && { ...doc, available: Boolean(data.available) };
      case 'ProviderVerified':
        return doc && { ...doc, verified: true };
      case 'UserErased':
        return doc && { ...doc, name: ERASED, available: false };
      default:
        return doc;
    }
  },
});
