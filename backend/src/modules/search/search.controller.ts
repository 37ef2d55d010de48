import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/auth/roles';
import { CachedRead } from '../../platform/http/cached-read.interceptor';
import { SearchQueryDto } from './search.dto';
import { PriceRange } from './search.facets';
import { SearchGroup } from './search-source';
import { SearchService } from './search.service';

/** The site search (spec 2.1 /search?q=): the same answer for everyone, so cached. */
@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Public()
  @CachedRead()
  @Get()
  @ApiOkResponse({ description: "{items: [{kind: 'product'|'service', id, name, highlight: {name, description}, ...}], facets: {category, city, price}, total, page, perPage}" })
  find(@Query() query: SearchQueryDto) {
    const filters = { city: query.city, category: query.category as SearchGroup | undefined, price: query.price as PriceRange | undefined };
    return this.search.search(query.q ?? '', filters, query.page ?? 1, query.perPage ?? 20);
  }
}
