import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../platform/auth/roles';
import { RevenueQueryDto } from './revenue.dto';
import { RevenueService } from './revenue.service';

/** The Overview revenue chart: by day, week or month, with the category and city breakdowns. */
@ApiTags('admin: analytics')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/revenue')
export class RevenueController {
  constructor(private readonly revenue: RevenueService) {}

  @Get()
  series(@Query() query: RevenueQueryDto) {
    return this.revenue.series(query, new Date());
  }
}
