import { SERVICE_DURATIONS, ServiceDuration } from '@bazaar/common';
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
  /** The duration's place among SERVICE_DURATIONS (30 mins first, Full day last): what a sort on Duration orders by, not its text. */
  durationRank: number;
}

/** The review fields this read model needs (bookings context, ReviewPosted). */
interface ReviewPostedData {
  serviceId: string;
  rating: number;
  postedAt: string;
}

const durationRankOf = (duration: ServiceDuration) => SERVICE_DURATIONS.indexOf(duration);
const listedOf = (doc: Pick<ServiceDoc, 'approval' | 'status'>) => doc.approval === 'approved' && doc.status === 'Available';
export const averageOf = (total: number, count: number) => (count ? Math.round((total / count) * 10) / 10 : null);

export const servicesProjection = defineProjection<ServiceDoc>({
  name: 'services',
  // 4: durationRank, so Duration sorts 30 mins, 1 hour, … Full day (its text put 30 mins after 3 hours).
  version: 4,
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
        return { _id: serviceId, ...facts, approval, rejectionReason: null, listed: false, imageId: null, offeredAt, updatedAt: offeredAt, durationRank: durationRankOf(facts.duration) };
      }
      case 'ServiceUpdated': {
        if (!doc) return doc;
        const next = { ...doc, ...event.data.changes, updatedAt: event.data.updatedAt, ...(event.data.resubmitted && { approval: 'pending' as const, rejectionReason: null }) };
        return { ...next, listed: listedOf(next), durationRank: durationRankOf(next.duration) };
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

/**
 * A provider as the service lists show them: display name, and whether they take bookings.
 * Services are not rewritten when their provider's account changes: readers join through
 * `available` here (as products join catalogue-vendors, ADR 0018).
 */
export interface ServiceProviderDoc {
  _id: string;
  name: string;
  /**
   * Takes bookings: verified by an admin, their Availability switch on, and the account neither
   * deactivated, erased nor moved to another role. A provider awaiting verification is kept off
   * the storefront and takes no bookings, as a vendor's products wait for approval (ADR 0018).
   */
  available: boolean;
  /** The provider's own Availability switch (ProviderAvailabilityChanged). */
  switchedOn: boolean;
  deactivated: boolean;
  erased: boolean;
  /** False once the account's role is no longer provider. */
  providerRole: boolean;
  /** An admin checked their document (ProviderVerified): only then are their services listed and bookable. */
  verified: boolean;
  /** Over the reviews of all their bookings (spec 2.8 Reviews: average rating with review count). */
  reviewCount: number;
  ratingTotal: number;
}

const withAvailable = (doc: ServiceProviderDoc): ServiceProviderDoc => ({ ...doc, available: doc.verified && doc.switchedOn && !doc.deactivated && !doc.erased && doc.providerRole });

/** The account events (identity context) name the provider as `userId`. */
const ACCOUNT_EVENTS = ['UserDeactivated', 'UserReactivated', 'UserRoleChanged', 'UserErased'];

export const serviceProvidersProjection = defineProjection<ServiceProviderDoc>({
  name: 'service-providers',
  // 4: follows the provider's account (deactivated, reactivated, role changed), rebuilt on start.
  // 5: `available` only once verified (a provider awaiting verification took bookings).
  version: 5,
  collection: 'service_providers',
  indexes: [{ fields: { available: 1 } }],
  canHandle: ['ProviderRegistered', 'ProviderProfileUpdated', 'ProviderAvailabilityChanged', 'ProviderVerified', 'ReviewPosted', ...ACCOUNT_EVENTS],
  documentIds: (e) => [ACCOUNT_EVENTS.includes(e.type) ? (e.data as { userId: string }).userId : (e.data as { providerId: string }).providerId],
  evolve(doc, event) {
    const data = event.data as { providerId: string; name?: string; available?: boolean; changes?: { name?: string }; role?: string };
    if (event.type === 'ProviderRegistered')
      return { _id: data.providerId, name: data.name ?? '', available: false, switchedOn: true, deactivated: false, erased: false, providerRole: true, verified: false, reviewCount: 0, ratingTotal: 0 };
    // Accounts that never were providers have no document here.
    if (!doc) return doc;
    switch (event.type) {
      case 'ReviewPosted':
        return { ...doc, reviewCount: doc.reviewCount + 1, ratingTotal: doc.ratingTotal + (event.data as ReviewPostedData).rating };
      case 'ProviderProfileUpdated':
        return data.changes?.name !== undefined ? { ...doc, name: data.changes.name } : doc;
      case 'ProviderAvailabilityChanged':
        return withAvailable({ ...doc, switchedOn: Boolean(data.available) });
      case 'ProviderVerified':
        return withAvailable({ ...doc, verified: true });
      case 'UserDeactivated':
        return withAvailable({ ...doc, deactivated: true });
      case 'UserReactivated':
        return withAvailable({ ...doc, deactivated: false });
      case 'UserRoleChanged':
        return withAvailable({ ...doc, providerRole: data.role === 'provider' });
      case 'UserErased':
        return withAvailable({ ...doc, name: ERASED, erased: true });
      default:
        return doc;
    }
  },
});
