import { Module } from '@nestjs/common';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { IdentityModule } from '../identity/identity.module';
import { ProvidersController } from './providers.controller';
import { fileStoreProvider } from '../../platform/uploads/file-store';
import { ProviderAccountsPolicy } from './provider-accounts.policy';
import { PROVIDER_HANDLERS } from './providers.handlers';
import { PROVIDER_EVENT_TYPES, ProviderDocumentSubmitted } from './providers.events';
import { UploadReferences } from '../../platform/uploads/uploads-janitor';
import { providersProjection } from './providers.projection';

@Module({ imports: [IdentityModule], controllers: [ProvidersController], providers: [ProviderAccountsPolicy, ...PROVIDER_HANDLERS, fileStoreProvider] })
export class ProvidersModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry, uploads: UploadReferences) {
    catalog.register(...PROVIDER_EVENT_TYPES);
    // Their documents are deleted with them on erasure, and kept by the start-up sweep; a new one replaces the last.
    uploads.add({ eventType: 'ProviderDocumentSubmitted', slot: 'provider-document', refs: (d: ProviderDocumentSubmitted['data']) => ({ ownerId: d.providerId, fileIds: [d.documentId] }) });
    projections.addInline(providersProjection);
  }
}
