import { Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { CachedRead } from '../../platform/http/cached-read.interceptor';
import { ReplyHeaders } from '../../platform/http/reply-headers';
import { ID_OR_SLUG, ProductCountsQueryDto, ProductListQueryDto } from './catalogue.dto';
import { CatalogueQueries } from './catalogue.queries';
import { ProductImages } from './images/product-images';
import { PRODUCT_NOT_FOUND } from './product.decider';

/** The storefront's catalogue (spec 2.4, 2.5, PRODUCT.md): the same answer for everyone, so cached. */
@ApiTags('products')
@Controller('products')
export class CataloguePublicController {
  constructor(private readonly queries: CatalogueQueries) {}

  @Public()
  @CachedRead()
  @Get()
  @ApiOkResponse({ description: '{items, total, page, perPage}: live products only' })
  list(@Query() query: ProductListQueryDto) {
    return this.queries.list(query);
  }

  /** Live product counts per kind and subcategory (landing cards, home blocks), in one city when asked. */
  @Public()
  @CachedRead()
  @Get('counts')
  @ApiOkResponse({ description: '{city, total, categories: {wholesale, retail}, subcategories: {fruits: n, ...}}' })
  counts(@Query() query: ProductCountsQueryDto) {
    return this.queries.counts(query.city);
  }

  @Public()
  @CachedRead()
  @Get(':idOrSlug')
  one(@Param('idOrSlug') idOrSlug: string) {
    if (!ID_OR_SLUG.test(idOrSlug)) throw new DomainError('not_found', PRODUCT_NOT_FOUND);
    return this.queries.one(idOrSlug);
  }
}

/** Product images: immutable WebP files (a new upload gets a new id, so its URL never changes meaning). */
@ApiTags('products')
@Controller('images')
export class ProductImagesController {
  constructor(private readonly images: ProductImages) {}

  @Public()
  @Get(':name')
  async image(@Param('name') name: string, @Res({ passthrough: true }) reply: ReplyHeaders) {
    const content = await this.images.read(name);
    if (!content) throw new NotFoundException('Image not found');
    reply.header('Content-Type', 'image/webp');
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    reply.header('X-Content-Type-Options', 'nosniff');
    return content;
  }
}
