import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { AmountField, NoControlOrBidi, OptionalNotNull, QueryIntField } from '../../platform/http/fields';
import { RATE_CATEGORIES } from './rates.constants';

/** A category or unit is one word of a fixed list (the decider names the list); nothing longer is read. */
const RATE_WORD_MAX = 40;
const RATE_MESSAGES = { format: 'Current rate must be a number with at most 2 decimals', tooLarge: 'Current rate must be at most ₹1,00,00,00,000' };

/** Add New Rate. Presence and allowed values are the decider's rules (spec 5 messages). */
export class AddRateDto {
  @ApiPropertyOptional({ example: 'Onion (Nashik Red)' })
  @OptionalNotNull()
  @IsString({ message: 'Product name is required' })
  @MaxLength(120, { message: 'Product name must be at most 120 characters' })
  @NoControlOrBidi('Product name')
  productName?: string;

  @ApiPropertyOptional({ enum: ['fruits', 'vegetables', 'pulses', 'oils', 'coffee', 'spices'] })
  @OptionalNotNull()
  @IsString({ message: 'Category is required' })
  @MaxLength(RATE_WORD_MAX, { message: `Category must be at most ${RATE_WORD_MAX} characters` })
  @NoControlOrBidi('Category')
  category?: string;

  @ApiPropertyOptional({ description: 'Rupees per unit', example: 22000 })
  @AmountField(RATE_MESSAGES)
  currentRate?: number;

  @ApiPropertyOptional({ enum: ['piece', 'gm', 'kg', 'quintal', 'tonne'], default: 'tonne' })
  @OptionalNotNull()
  @IsString({ message: 'Unit must be text' })
  @MaxLength(RATE_WORD_MAX, { message: `Unit must be at most ${RATE_WORD_MAX} characters` })
  @NoControlOrBidi('Unit')
  unit?: string;
}

/** A new current rate (one line of Update Daily Rates). */
export class ChangeRateDto {
  @ApiProperty({ description: 'Rupees per unit', example: 23500 })
  @AmountField(RATE_MESSAGES)
  currentRate?: number;
}

/**
 * The rate edit form: a new name, category, unit or current rate, each optional. Fields the
 * server computes (previous rate, trend, dates) that react-admin sends back are dropped.
 */
export class EditRateDto extends ChangeRateDto {
  @ApiPropertyOptional({ example: 'Onion (Nashik Red)' })
  @OptionalNotNull()
  @IsString({ message: 'Product name is required' })
  @MaxLength(120, { message: 'Product name must be at most 120 characters' })
  @NoControlOrBidi('Product name')
  productName?: string;

  @ApiPropertyOptional({ enum: RATE_CATEGORIES })
  @OptionalNotNull()
  @IsString({ message: 'Category must be text' })
  @MaxLength(RATE_WORD_MAX, { message: `Category must be at most ${RATE_WORD_MAX} characters` })
  @NoControlOrBidi('Category')
  category?: string;

  @ApiPropertyOptional({ enum: ['piece', 'gm', 'kg', 'quintal', 'tonne'] })
  @OptionalNotNull()
  @IsString({ message: 'Unit must be text' })
  @MaxLength(RATE_WORD_MAX, { message: `Unit must be at most ${RATE_WORD_MAX} characters` })
  @NoControlOrBidi('Unit')
  unit?: string;
}

export class DailyRateChangeDto extends ChangeRateDto {
  @ApiProperty()
  @IsString({ message: 'id is required' })
  @MaxLength(64, { message: 'id is not a rate' })
  id!: string;
}

export class DailyRatesDto {
  @ApiProperty({ type: [DailyRateChangeDto] })
  @IsArray({ message: 'changes must be a list' })
  @ArrayMinSize(1, { message: 'Enter at least one new rate' })
  @ArrayMaxSize(1000, { message: 'At most 1000 rates at once' })
  @ValidateNested({ each: true })
  @Type(() => DailyRateChangeDto)
  changes!: DailyRateChangeDto[];
}

export const RATE_SORTS = ['productName', 'category', 'currentRate', 'change', 'updatedAt'] as const;
const SORT_PATTERN = new RegExp(`^-?(${RATE_SORTS.join('|')})$`);

/** GET /api/rates: the public list, filtered, searched, sorted and paged on the server. */
export class RateListQueryDto {
  @ApiPropertyOptional({ enum: RATE_CATEGORIES })
  @IsOptional()
  @IsIn(RATE_CATEGORIES as unknown as string[], { message: `Category must be one of ${RATE_CATEGORIES.join(', ')}` })
  category?: string;

  @ApiPropertyOptional({ description: 'Part of a product name' })
  @IsOptional()
  @IsString({ message: 'Search must be text' })
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  @NoControlOrBidi('Search')
  q?: string;

  @QueryIntField({ min: 1, max: 100_000, message: 'Page must be a whole number from 1 to 100000', example: 1 })
  page?: number;

  @QueryIntField({ min: 1, max: 100, message: 'Per page must be a whole number from 1 to 100', example: 25 })
  perPage?: number;

  @ApiPropertyOptional({ description: `One of ${RATE_SORTS.join(', ')}; a leading - sorts descending`, example: '-change' })
  @IsOptional()
  @Matches(SORT_PATTERN, { message: `Sort must be one of ${RATE_SORTS.join(', ')}, with a leading - for descending` })
  sort?: string;

  @ApiPropertyOptional({ description: 'The list as it stood at the end of this India business day (Asia/Kolkata)', example: '2026-11-20' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be a day written YYYY-MM-DD' })
  date?: string;
}
