import { Module } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { RevenueModule } from '../revenue/revenue.module';
import { AnalyticsController } from './analytics.controller';
import { OverviewController } from './overview.controller';
import { rateChangeStatsProjection } from './rate-change-stats.projection';

/** Analytics read models are fed by the bus, never by request handlers; the Overview counts the contexts' read models. */
@Module({ imports: [RevenueModule], controllers: [OverviewController, AnalyticsController] })
export class AnalyticsModule {
  constructor(projections: ProjectionRegistry) {
    projections.addBus(rateChangeStatsProjection, 'market.rates.>');
  }
}
