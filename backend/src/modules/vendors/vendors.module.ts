import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { FILE_STORE, LocalFileStore } from '../../platform/uploads/file-store';
import { IdentityModule } from '../identity/identity.module';
import { SuppliersController } from './suppliers.controller';
import { VendorsAdminController } from './vendors.admin.controller';
import { VENDOR_EVENT_TYPES } from './vendors.events';
import { vendorsProjection } from './vendors.projection';
import { VendorsService } from './vendors.service';
import { VendorAccountsPolicy } from './vendor-accounts.policy';

@Module({
  imports: [IdentityModule],
  controllers: [SuppliersController, VendorsAdminController],
  providers: [VendorsService, VendorAccountsPolicy, { provide: FILE_STORE, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new LocalFileStore(c.dataDir) }],
})
export class VendorsModule {
  constructor(catalog: EventCatalog, projections: ProjectionRegistry) {
    catalog.register(...VENDOR_EVENT_TYPES);
    projections.addInline(vendorsProjection);
  }
}
