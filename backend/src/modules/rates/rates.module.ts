import { Module } from '@nestjs/common';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { RatesAdminController } from './rates.admin.controller';
import { RATE_HANDLERS } from './rates.handlers';
import { RatesPublicController } from './rates.public.controller';
import { RATE_EVENT_TYPES } from './rates.events';
import { ratesProjection } from './rates.projection';

@Module({
  controllers: [RatesPublicController, RatesAdminController],
  providers: [...RATE_HANDLERS],
})
export class RatesModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry) {
    catalog.register(...RATE_EVENT_TYPES);
    projections.addInline(ratesProjection);
  }
}
