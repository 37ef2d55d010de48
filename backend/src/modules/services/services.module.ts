import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ServicesAdminController } from './services.admin.controller';
import { SERVICE_EVENT_TYPES } from './services.events';
import { SERVICE_HANDLERS } from './services.handlers';
import { serviceProvidersProjection, serviceRatingsProjection, servicesProjection } from './services.projection';
import { ServicesPublicController } from './services.public.controller';

@Module({
  imports: [CatalogueModule],
  controllers: [ServicesPublicController, ServicesAdminController],
  providers: [...SERVICE_HANDLERS],
})
export class ServicesModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry) {
    catalog.register(...SERVICE_EVENT_TYPES);
    projections.addInline(servicesProjection, serviceProvidersProjection, serviceRatingsProjection);
  }
}
