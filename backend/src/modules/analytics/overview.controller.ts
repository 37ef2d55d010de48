import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../platform/auth/roles';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { USERS_COLLECTION } from '../identity/users.read-model';
import { providersProjection } from '../providers/providers.projection';
import { VENDORS_COLLECTION } from '../vendors/vendors.projection';
import { RevenueService } from '../revenue/revenue.service';

/**
 * The admin dashboard's Overview cards (spec 2.9), counted in the read models the
 * contexts project from their events; revenue (rupees) and orders from the revenue projection.
 */
@ApiTags('admin: analytics')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/overview')
export class OverviewController {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly revenue: RevenueService,
  ) {}

  @Get()
  async overview() {
    const count = (collection: string, filter: Record<string, string>) => this.readStore.collection(collection).count(filter);
    const [totals, activeUsers, activeVendors, pendingVendors, pendingProviders] = await Promise.all([
      this.revenue.totals(),
      count(USERS_COLLECTION, { status: 'Active' }),
      count(VENDORS_COLLECTION, { status: 'Verified' }),
      count(VENDORS_COLLECTION, { status: 'Pending' }),
      count(providersProjection.collection, { status: 'Pending' }),
    ]);
    return { totalRevenue: totals.revenue, orders: totals.orders, activeUsers, activeVendors, pendingVendors, pendingProviders };
  }
}
