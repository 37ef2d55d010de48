import { Module } from '@nestjs/common';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { fileStoreProvider } from '../../platform/uploads/file-store';
import { IdentityModule } from '../identity/identity.module';
import { SuppliersController } from './suppliers.controller';
import { VendorsAdminController } from './vendors.admin.controller';
import { VENDOR_EVENT_TYPES, VendorRegistered } from './vendors.events';
import { vendorsProjection } from './vendors.projection';
import { VendorsService } from './vendors.service';
import { VendorAccountsPolicy } from './vendor-accounts.policy';
import { VENDOR_HANDLERS } from './vendors.handlers';
import { UploadReferences } from '../../platform/uploads/uploads-janitor';

@Module({
  imports: [IdentityModule],
  controllers: [SuppliersController, VendorsAdminController],
  providers: [VendorsService, VendorAccountsPolicy, ...VENDOR_HANDLERS, fileStoreProvider],
})
export class VendorsModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry, uploads: UploadReferences) {
    catalog.register(...VENDOR_EVENT_TYPES);
    uploads.add({ eventType: 'VendorRegistered', refs: (d: VendorRegistered['data']) => ({ ownerId: d.vendorId, fileIds: [d.documentId] }) });
    projections.addInline(vendorsProjection);
  }
}
