import { Module } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { RevenueController } from './revenue.controller';
import { revenueProjection } from './revenue.projection';
import { RevenueService } from './revenue.service';

/** Revenue is fed by the bus from the orders context's events, apart from any request handler. */
@Module({ controllers: [RevenueController], providers: [RevenueService], exports: [RevenueService] })
export class RevenueModule {
  constructor(projections: ProjectionRegistry) {
    projections.addBus(revenueProjection, 'market.orders.>');
  }
}
