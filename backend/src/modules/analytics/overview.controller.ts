import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../platform/auth/roles';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { USERS_COLLECTION } from '../identity/users.read-model';
import { providersProjection } from '../providers/providers.projection';
import { VENDORS_COLLECTION } from '../vendors/vendors.projection';

/**
 * The admin dashboard's Overview cards (spec 2.9), counted in the read models the
 * contexts project from their events. Revenue and orders are real zeros until orders
 * exist (no order context yet); they are part of the answer so the cards need no change then.
 */
@ApiTags('admin: analytics')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/overview')
export class OverviewController {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  @Get()
  async overview() {
    const count = (collection: string, filter: Record<string, string>) => this.readStore.collection(collection).count(filter);
    const [activeUsers, activeVendors, pendingVendors, pendingProviders] = await Promise.all([
      count(USERS_COLLECTION, { status: 'Active' }),
      count(VENDORS_COLLECTION, { status: 'Verified' }),
      count(VENDORS_COLLECTION, { status: 'Pending' }),
      count(providersProjection.collection, { status: 'Pending' }),
    ]);
    return { totalRevenue: 0, orders: 0, activeUsers, activeVendors, pendingVendors, pendingProviders };
  }
}
