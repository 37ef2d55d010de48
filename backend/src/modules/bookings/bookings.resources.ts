import { paiseToRupees, rupeesToPaise, SERVICE_CATEGORIES, SERVICE_CATEGORY_ALIASES } from '@bazaar/common';
import { AuthUser } from '../../platform/auth/roles';
import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { Filter } from '../../platform/read-store/read-store.port';
import { bookingStream } from './bookings.events';
import { bookingsProjection } from './bookings.projection';
import { presentBookings, toBookingRecord, toReviewRecord } from './bookings.records';
import { reviewsProjection } from './reviews.projection';

/** A provider sees the bookings of their own services; an admin all. */
const providersOwn = (user: AuthUser): Filter | null => (user.role === 'admin' ? null : { providerId: user.userId });

const STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;

/** Spec 2.8 Bookings (Upcoming = pending or confirmed, Completed, Cancelled) and 2.9 Service Bookings. */
export const bookingsResource = defineResource({
  name: 'bookings',
  collection: bookingsProjection.collection,
  roles: ['admin', 'provider'],
  fields: {
    id: field.id(),
    serviceId: field.id('serviceId'),
    service: field.string('serviceName'),
    category: field.enum('category', SERVICE_CATEGORIES, { aliases: SERVICE_CATEGORY_ALIASES }),
    providerId: field.id('providerId'),
    customerId: field.id('customerId'),
    date: field.date('date'),
    startsAt: field.date('startsAt'),
    status: field.enum('status', STATUSES),
    closedBy: field.enum('closedBy', ['provider', 'customer', 'admin', 'timeout']),
    price: field.number('pricePaise', { toStored: rupeesToPaise }),
    requestedAt: field.date('requestedAt'),
    updatedAt: field.date('updatedAt'),
  },
  search: ['serviceName'],
  defaultSort: { startsAt: -1 },
  scope: providersOwn,
  notFound: 'Booking not found',
  streams: (id) => [bookingStream(id)],
  historyFields: { pricePaise: { name: 'price', toApi: (paise) => paiseToRupees(paise as number) }, times: null },
  toRecord: toBookingRecord,
  enrich: (records, services) => presentBookings(records, services),
});

/** Spec 2.8 Reviews: a provider's own, an admin all; the provider answers through bookings/:id/reply. */
export const reviewsResource = defineResource({
  name: 'reviews',
  collection: reviewsProjection.collection,
  roles: ['admin', 'provider'],
  fields: {
    id: field.id(),
    serviceId: field.id('serviceId'),
    service: field.string('serviceName'),
    providerId: field.id('providerId'),
    rating: field.integer('rating'),
    date: field.date('postedAt'),
    repliedAt: field.date('repliedAt'),
  },
  search: ['serviceName', 'comment'],
  defaultSort: { postedAt: -1 },
  scope: providersOwn,
  notFound: 'Review not found',
  streams: (id) => [bookingStream(id)],
  toRecord: toReviewRecord,
  enrich: async (records, { cipher }) => records.map((r) => cipher.openDeep(r)),
});
