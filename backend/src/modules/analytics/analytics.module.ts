import { Module } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { rateChangeStatsProjection } from './rate-change-stats.projection';

/** Analytics read models are fed by the bus, never by request handlers. */
@Module({})
export class AnalyticsModule {
  constructor(projections: ProjectionRegistry) {
    projections.addBus(rateChangeStatsProjection, 'market.rates.>');
  }
}
