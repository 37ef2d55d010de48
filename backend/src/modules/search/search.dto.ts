import { ApiPropertyOptional } from '@nestjs/swagger';
import { CITIES } from '@bazaar/common';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_SEARCH_LENGTH } from '../../platform/read-store/text-search';
import { NoControlOrBidi, QueryIntField } from '../../platform/http/fields';
import { PRICE_RANGE_VALUES } from './search.facets';
import { SEARCH_GROUPS } from './search-source';

/** GET /api/search: the words, and the facets chosen (each one of a fixed list, never a pattern). */
export class SearchQueryDto {
  @ApiPropertyOptional({ description: 'The words searched for (typo tolerant); empty lists everything, newest first', example: 'tomatos' })
  @IsOptional()
  @IsString({ message: 'Search must be text' })
  @MaxLength(MAX_SEARCH_LENGTH, { message: `Search must be at most ${MAX_SEARCH_LENGTH} characters` })
  @NoControlOrBidi('Search')
  q?: string;

  @ApiPropertyOptional({ enum: CITIES })
  @IsOptional()
  @IsIn(CITIES as unknown as string[], { message: `City must be one of ${CITIES.join(', ')}` })
  city?: string;

  @ApiPropertyOptional({ enum: SEARCH_GROUPS })
  @IsOptional()
  @IsIn(SEARCH_GROUPS as unknown as string[], { message: `Category must be one of ${SEARCH_GROUPS.join(', ')}` })
  category?: string;

  @ApiPropertyOptional({ enum: PRICE_RANGE_VALUES, description: 'A price range of the price facet' })
  @IsOptional()
  @IsIn(PRICE_RANGE_VALUES as unknown as string[], { message: `Price must be one of ${PRICE_RANGE_VALUES.join(', ')}` })
  price?: string;

  @QueryIntField({ min: 1, max: 1000, message: 'Page must be a whole number from 1 to 1000', example: 1 })
  page?: number;

  @QueryIntField({ min: 1, max: 50, message: 'Per page must be a whole number from 1 to 50', example: 20 })
  perPage?: number;
}
