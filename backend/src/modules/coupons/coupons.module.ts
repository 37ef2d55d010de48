import { Module } from '@nestjs/common';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { CouponsController } from './coupons.controller';
import { COUPON_EVENT_TYPES } from './coupons.events';
import { COUPON_HANDLERS } from './coupons.handlers';
import { couponOffersProjection, customerCouponsProjection } from './coupons.projection';
import { AdminResourcesModule } from '../../app/admin-resources.module';
import { CouponOffers } from './coupon-offers';
import { CouponsAdminController } from './coupons.admin.controller';

@Module({ imports: [AdminResourcesModule], controllers: [CouponsController, CouponsAdminController], providers: [...COUPON_HANDLERS, CouponOffers], exports: [CouponOffers] })
export class CouponsModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry) {
    catalog.register(...COUPON_EVENT_TYPES);
    projections.addInline(customerCouponsProjection);
    projections.addInline(couponOffersProjection);
  }
}
