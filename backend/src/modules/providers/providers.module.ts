import { Module } from '@nestjs/common';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { IdentityModule } from '../identity/identity.module';
import { ProvidersController } from './providers.controller';
import { fileStoreProvider } from '../../platform/uploads/file-store';
import { ProviderAccountsPolicy } from './provider-accounts.policy';
import { PROVIDER_HANDLERS } from './providers.handlers';
import { PROVIDER_EVENT_TYPES } from './providers.events';
import { providersProjection } from './providers.projection';

@Module({ imports: [IdentityModule], controllers: [ProvidersController], providers: [ProviderAccountsPolicy, ...PROVIDER_HANDLERS, fileStoreProvider] })
export class ProvidersModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry) {
    catalog.register(...PROVIDER_EVENT_TYPES);
    projections.addInline(providersProjection);
  }
}
