import { Controller, Get, Param, Query, Res, Type } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CurrentUser } from '../auth/command-context.decorator';
import { AuthUser, Roles } from '../auth/roles';
import { ResourceDeclaration } from './resource';
import { ReplyHeaders } from './reply-headers';
import { ResourceReader } from './resource-reader';
import { ListQuery } from './resource-query';
import { historyCsv } from './resource-history';
import { AsOfQueryDto, HistoryQueryDto } from './time-queries.dto';
import { attachment } from './attachment';
import { CachedList } from './cached-list.interceptor';

/** ra-data-simple-rest's list query (each part JSON; checked per resource in resource-query.ts). */
export class ListQueryDto implements ListQuery {
  @ApiPropertyOptional({ example: '["id","ASC"]' })
  @IsOptional()
  @IsString({ message: 'sort must be JSON' })
  @MaxLength(200, { message: 'sort must be at most 200 characters' })
  sort?: string;

  @ApiPropertyOptional({ example: '[0,24]' })
  @IsOptional()
  @IsString({ message: 'range must be JSON' })
  @MaxLength(100, { message: 'range must be at most 100 characters' })
  range?: string;

  @ApiPropertyOptional({ example: '{"q":"dal"}' })
  @IsOptional()
  @IsString({ message: 'filter must be JSON' })
  @MaxLength(50_000, { message: 'filter must be at most 50000 characters' })
  filter?: string;
}

const className = (name: string) => `${name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}ResourceController`;

/**
 * The read side of one declared resource under /api/admin/<name>: list, getOne and (when
 * it declares streams) History. Its context's own controller keeps the commands.
 */
export function resourceController(resource: ResourceDeclaration<never, unknown>): Type<unknown> {
  @ApiTags(`admin: ${resource.name}`)
  @ApiBearerAuth()
  @Roles(...resource.roles)
  @Controller(`admin/${resource.name}`)
  class ResourceReadController {
    constructor(readonly reader: ResourceReader) {}

    @Get()
    @CachedList(resource.collection)
    list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: ReplyHeaders, @CurrentUser() user: AuthUser) {
      return this.reader.list(resource, query, res, user);
    }

    @Get(':id')
    one(@Param('id') id: string, @Query() query: AsOfQueryDto, @Res({ passthrough: true }) res: ReplyHeaders, @CurrentUser() user: AuthUser) {
      return this.reader.one(resource, id, res, user, query.asOf);
    }
  }
  let controller: Type<unknown> = ResourceReadController;
  if (resource.streams) {
    class ResourceWithHistoryController extends ResourceReadController {
      @Get(':id/history')
      @ApiOkResponse({ description: '[{eventId, type, occurredAt, actor: {kind, userId?, role?, name?, reason?}, causedBy?: {eventId, type, process}, changes: [{field, before, after}]}]; text/csv with format=csv' })
      async history(@Param('id') id: string, @Query() query: HistoryQueryDto, @Res({ passthrough: true }) res: ReplyHeaders, @CurrentUser() user: AuthUser) {
        const { format, ...filter } = query;
        const entries = await this.reader.history(resource, id, user, filter);
        if (format !== 'csv') return entries;
        return attachment(res, { content: Buffer.from(historyCsv(entries)), contentType: 'text/csv; charset=utf-8' }, `${resource.name}-${id}-history.csv`);
      }
    }
    controller = ResourceWithHistoryController;
  }
  Object.defineProperty(controller, 'name', { value: className(resource.name) });
  return controller;
}
