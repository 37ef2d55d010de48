import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ReplyHeaders } from '../../platform/http/reply-headers';
import { Roles } from '../../platform/auth/roles';
import { listResource, ListQuery } from '../../platform/http/simple-rest';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { RateChangeStatDoc } from './rate-change-stats.projection';
import { rateChangeStatsResource } from './analytics.resources';

@ApiTags('admin: analytics')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/rate-change-stats')
export class AnalyticsAdminController {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  @Get()
  list(@Query() query: ListQuery, @Res({ passthrough: true }) reply: ReplyHeaders) {
    return listResource(reply, rateChangeStatsResource, this.readStore.collection<RateChangeStatDoc>(rateChangeStatsResource.collection), query);
  }
}
