import { Module } from '@nestjs/common';
import { ACTOR_NAMES, ResourceReader } from '../platform/http/resource-reader';
import { resourceController } from '../platform/http/resource.controller';
import { READ_STORE, ReadStore } from '../platform/read-store/read-store.port';
import { EVENT_STORE, EventStore } from '../platform/event-store/event-store.port';
import { rateChangeStatsResource } from '../modules/analytics/analytics.resources';
import { eventCauses } from '../modules/audit/audit.causes';
import { eventsResource } from '../modules/audit/audit.resource';
import { EVENT_CAUSES } from '../platform/http/resource-history';
import { currencyRatesResource } from '../modules/currency/currency.resource';
import { contactMessagesResource, newsletterResource } from '../modules/engagement/engagement.resources';
import { enquiriesResource } from '../modules/enquiries/enquiries.resource';
import { invitationsResource } from '../modules/identity/invitations.resource';
import { actorNames } from '../modules/identity/users.read-model';
import { usersResource } from '../modules/identity/users.resource';
import { providersResource } from '../modules/providers/providers.resource';
import { rateHistoryResource, ratesResource } from '../modules/rates/rates.resources';
import { vendorsResource } from '../modules/vendors/vendors.resource';
import { productsResource } from '../modules/catalogue/catalogue.resource';
import { ticketsResource } from '../modules/tickets/tickets.resource';
import { ResourceDeclaration } from '../platform/http/resource';
import { servicesResource } from '../modules/services/services.resource';
import { bookingsResource, reviewsResource } from '../modules/bookings/bookings.resources';
import { payoutDetailsResource, payoutsResource } from '../modules/ledger/ledger.resource';
import { commissionsResource, fulfilmentsResource, ordersResource } from '../modules/orders/orders.resources';
import { notificationsResource } from '../modules/notifications/notifications.resource';
import { couponsResource } from '../modules/coupons/coupons.resource';

/** Every back-office resource: its list, getOne and History are served from its declaration. */
export const ADMIN_RESOURCES = [
  ratesResource,
  rateHistoryResource,
  usersResource,
  invitationsResource,
  vendorsResource,
  providersResource,
  eventsResource,
  newsletterResource,
  contactMessagesResource,
  enquiriesResource,
  currencyRatesResource,
  rateChangeStatsResource,
  servicesResource,
  bookingsResource,
  reviewsResource,
  productsResource,
  payoutsResource,
  payoutDetailsResource,
  ticketsResource,
  ordersResource,
  fulfilmentsResource,
  commissionsResource,
  notificationsResource,
  couponsResource,
] as unknown as ResourceDeclaration<never, unknown>[];

@Module({
  controllers: ADMIN_RESOURCES.map(resourceController),
  providers: [
    ResourceReader,
    { provide: ACTOR_NAMES, useFactory: (readStore: ReadStore) => actorNames.bind(null, readStore), inject: [READ_STORE] },
    { provide: EVENT_CAUSES, useFactory: (store: EventStore) => eventCauses.bind(null, store), inject: [EVENT_STORE] },
  ],
  // Command controllers answer with the record as the resource shows it.
  exports: [ResourceReader],
})
export class AdminResourcesModule {}
