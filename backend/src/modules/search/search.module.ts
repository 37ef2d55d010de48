import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ProductSearchSource } from './product.search-source';
import { SearchController } from './search.controller';
import { ServiceSearchSource } from './service.search-source';
import { SearchService } from './search.service';
import { SEARCH_SOURCE_LIST, SearchSource } from './search-source';

/** What the search looks through: one source per context, each reading its own context's read model. */
const SEARCH_SOURCES = [ProductSearchSource, ServiceSearchSource];

@Module({
  imports: [CatalogueModule],
  controllers: [SearchController],
  providers: [...SEARCH_SOURCES, { provide: SEARCH_SOURCE_LIST, useFactory: (...sources: SearchSource[]) => sources, inject: SEARCH_SOURCES }, SearchService],
})
export class SearchModule {}
