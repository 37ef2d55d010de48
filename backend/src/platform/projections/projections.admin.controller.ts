import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Query as Mingo } from 'mingo';
import { Roles } from '../auth/roles';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { ListQueryDto } from '../http/resource.controller';
import { field } from '../http/resource-fields';
import { parseListQuery } from '../http/resource-query';
import { ReplyHeaders } from '../http/reply-headers';
import { READ_STORE, ReadStore } from '../read-store/read-store.port';
import { PROJECTION_STATUS, ProjectionStatusDoc } from './projection-lanes';
import { physicalName } from './projection';
import { ProjectionRegistry } from './projection-registry';
import { ReadYourWrites } from './read-your-writes';

const STATES = ['building', 'live', 'parked', 'superseded'] as const;
const FIELDS = {
  id: field.id('id'),
  name: field.string('name'),
  version: field.integer('version'),
  state: field.enum('state', STATES),
  position: field.integer('position'),
  lag: field.integer('lag'),
};

export interface ProjectionRecord {
  id: string;
  name: string;
  version: number;
  /** Physical collection the projection writes (its version, and generation after a rebuild). */
  collection: string;
  position: number;
  head: number;
  lag: number;
  state: (typeof STATES)[number];
  parkedEventId: string | null;
  parkedEventType: string | null;
  parkedPosition: number | null;
  parkedError: string | null;
  parkedAt: string | null;
}

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
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly registry: ProjectionRegistry,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  @Get()
  @ApiOkResponse({ description: '[{id, name, version, collection, position, head, lag, state, parkedEventId, parkedEventType, parkedPosition, parkedError, parkedAt}]' })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: ReplyHeaders): Promise<ProjectionRecord[]> {
    const parsed = parseListQuery(query, FIELDS, { defaultSort: { name: 1 } });
    const records = new Mingo(parsed.filter).find<ProjectionRecord>(await this.records()).sort(parsed.sort).all();
    const page = records.slice(parsed.skip, parsed.skip + parsed.limit);
    res.header('Content-Range', `projections ${parsed.skip}-${page.length ? parsed.skip + page.length - 1 : parsed.skip}/${records.length}`);
    return page;
  }

  private async records(): Promise<ProjectionRecord[]> {
    const head = await this.store.headPosition();
    const local = new Map(((await this.readYourWrites.status(head))?.states ?? []).map((s) => [s.name, s.position]));
    const statuses = this.readStore.collection<ProjectionStatusDoc>(PROJECTION_STATUS);
    return Promise.all(
      this.registry.all().map(async (projection): Promise<ProjectionRecord> => {
        const status = await statuses.findOne({ _id: projection.name });
        const collection = status?.collection ?? physicalName(projection);
        const position = Math.max(local.get(projection.name) ?? 0, (await this.readStore.getCheckpoint(collection)) ?? 0);
        const parked = status?.state === 'parked' ? status.parked : null;
        return {
          id: projection.name,
          name: projection.name,
          version: projection.version,
          collection,
          position,
          head,
          lag: Math.max(0, head - position),
          state: status?.state ?? 'building',
          parkedEventId: parked?.eventId ?? null,
          parkedEventType: parked?.type ?? null,
          parkedPosition: parked?.position ?? null,
          parkedError: parked?.error ?? null,
          parkedAt: parked?.at ?? null,
        };
      }),
    );
  }
}
