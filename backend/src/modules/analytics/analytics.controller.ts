import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { attachment } from '../../platform/http/attachment';
import { ReplyHeaders } from '../../platform/http/reply-headers';
import { reportCsv, reportParams, runReport } from '../../platform/replay/report';
import { ReportQueryDto } from './analytics.dto';
import { loadReports } from './reports';

/**
 * The back office's Analytics: each report replayed from the log for the asked period
 * (never from the live read models), as JSON rows or a CSV download. Admins only.
 */
@ApiTags('admin: analytics')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/analytics')
export class AnalyticsController {
  private readonly reports = loadReports();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly catalog: EventCatalog,
  ) {}

  @Get()
  @ApiOkResponse({ description: '[{name, description, columns}]' })
  list() {
    return [...this.reports.values()].map(({ name, description, columns }) => ({ name, description, columns }));
  }

  @Get(':report')
  @ApiOkResponse({ description: '{report, from, to, interval, events, rows: [...]}; text/csv with format=csv' })
  async run(@Param('report') name: string, @Query() query: ReportQueryDto, @Res({ passthrough: true }) res: ReplyHeaders) {
    const report = this.reports.get(name);
    if (!report) throw new DomainError('not_found', 'Report not found');
    const params = reportParams(query);
    const result = await runReport({ store: this.store, catalog: this.catalog }, report, params);
    if (query.format === 'csv') {
      return attachment(res, { content: Buffer.from(reportCsv(report, result.rows)), contentType: 'text/csv; charset=utf-8' }, `${name}-${params.from}-${params.to}-${params.interval}.csv`);
    }
    return { report: name, ...params, events: result.processed, columns: report.columns, rows: result.rows };
  }
}
