import { Module } from '@nestjs/common';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { CouponsController } from './coupons.controller';
import { COUPON_EVENT_TYPES } from './coupons.events';
import { COUPON_HANDLERS } from './coupons.handlers';
import { customerCouponsProjection } from './coupons.projection';

@Module({ controllers: [CouponsController], providers: [...COUPON_HANDLERS] })
export class CouponsModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry) {
    catalog.register(...COUPON_EVENT_TYPES);
    projections.addInline(customerCouponsProjection);
  }
}
