import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { RoleGuard } from '../platform/auth/auth.guard';
import { EventCatalog } from '../platform/event-store/event-catalog';
import { PlatformModule } from '../platform/platform.module';
import { AnalyticsModule } from '../modules/analytics/analytics.module';
import { CurrencyModule } from '../modules/currency/currency.module';
import { EnquiriesModule } from '../modules/enquiries/enquiries.module';
import { EngagementModule } from '../modules/engagement/engagement.module';
import { IdentityModule } from '../modules/identity/identity.module';
import { RatesModule } from '../modules/rates/rates.module';
import { VendorsModule } from '../modules/vendors/vendors.module';
import { ProvidersModule } from '../modules/providers/providers.module';
import { SiteModule } from '../modules/site/site.module';
import { CouponsModule } from '../modules/coupons/coupons.module';
import { OrdersModule } from '../modules/orders/orders.module';
import { CartModule } from '../modules/cart/cart.module';
import { InboxModule } from '../modules/notifications/notifications.module';
import { RevenueModule } from '../modules/revenue/revenue.module';
import { ServicesModule } from '../modules/services/services.module';
import { BookingsModule } from '../modules/bookings/bookings.module';
import { CatalogueModule } from '../modules/catalogue/catalogue.module';
import { LedgerModule } from '../modules/ledger/ledger.module';
import { TicketsModule } from '../modules/tickets/tickets.module';
import { SearchModule } from '../modules/search/search.module';
import { AdminResourcesModule } from './admin-resources.module';
import { HealthController } from './health.controller';
import { MetricsController } from './metrics.controller';
import { SEED_EVENT_TYPES } from './seed/seed-data.service';
import { SEED_PROVIDERS } from './seed/demo-seed-parts';
import { PROCESS_MANAGER_EVENT_TYPES } from '../platform/domain/process-manager';
import { SCHEDULER_EVENT_TYPES } from '../platform/domain/scheduler';

@Module({
  imports: [CqrsModule.forRoot(), PlatformModule, IdentityModule, VendorsModule, ProvidersModule, RatesModule, CatalogueModule, CurrencyModule, EngagementModule, EnquiriesModule, AnalyticsModule, SiteModule, CouponsModule, OrdersModule, CartModule, InboxModule, RevenueModule, ServicesModule, BookingsModule, LedgerModule, TicketsModule, SearchModule, AdminResourcesModule],
  controllers: [HealthController, MetricsController],
  providers: [{ provide: APP_GUARD, useClass: RoleGuard }, ...SEED_PROVIDERS],
})
export class AppModule {
  constructor(catalog: EventCatalog) {
    catalog.register(...SEED_EVENT_TYPES, ...PROCESS_MANAGER_EVENT_TYPES, ...SCHEDULER_EVENT_TYPES);
  }
}
