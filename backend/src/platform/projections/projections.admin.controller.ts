import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Query as Mingo } from 'mingo';
import { Roles } from '../auth/roles';
import { DomainError } from '../domain/domain-error';
import { ListQueryDto } from '../http/resource.controller';
import { field } from '../http/resource-fields';
import { parseListQuery } from '../http/resource-query';
import { ReplyHeaders } from '../http/reply-headers';
import { ProjectionRegistry } from './projection-registry';
import { PROJECTION_STATES, ProjectionRecord, ProjectionStates } from './projection-states';
import { RebuildJobs } from './rebuild-jobs';

const FIELDS = {
  id: field.id('id'),
  name: field.string('name'),
  version: field.integer('version'),
  state: field.enum('state', PROJECTION_STATES),
  position: field.integer('position'),
  lag: field.integer('lag'),
};

/**
 * The back office's `projections` list (ra-data-simple-rest shape): every registered read
 * model with its version, position, the log head, lag, state and, when parked, the event
 * that stopped it. States come from the shared read store, so it shows the workers' view
 * wherever they run. One record per registered projection: a handful, filtered in memory.
 */
@ApiTags('admin: projections')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/projections')
export class ProjectionsAdminController {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly states: ProjectionStates,
    private readonly jobs: RebuildJobs,
  ) {}

  /**
   * Rebuilds one read model beside the live one (blue/green): readers keep the live
   * collection, with no error and no empty list, until the new one has caught up with the
   * log and the name switches to it. Answers at once; the list shows progress and ETA.
   */
  @ApiConflictResponse({ description: 'This projection is being rebuilt already' })
  @Post(':name/rebuild')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'the projection record, state rebuilding' })
  async rebuild(@Param('name') name: string): Promise<ProjectionRecord> {
    const projection = this.registry.all().find((p) => p.name === name);
    if (!projection) throw new DomainError('not_found', 'Projection not found');
    if (await this.jobs.isRunning(name)) throw new DomainError('conflict', 'This projection is being rebuilt already');
    await this.jobs.start(projection);
    return (await this.states.records()).find((r) => r.name === name)!;
  }

  @Get()
  @ApiOkResponse({ description: '[{id, name, version, collection, position, head, lag, state, parkedEventId, parkedEventType, parkedPosition, parkedError, parkedAt}]' })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: ReplyHeaders): Promise<ProjectionRecord[]> {
    const parsed = parseListQuery(query, FIELDS, { defaultSort: { name: 1 } });
    const records = new Mingo(parsed.filter).find<ProjectionRecord>(await this.states.records()).sort(parsed.sort).all();
    const page = records.slice(parsed.skip, parsed.skip + parsed.limit);
    res.header('Content-Range', `projections ${parsed.skip}-${page.length ? parsed.skip + page.length - 1 : parsed.skip}/${records.length}`);
    return page;
  }

}
