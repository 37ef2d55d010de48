import { CITIES, SERVICE_CATEGORIES, SERVICE_DURATIONS, WEEKDAYS } from '@bazaar/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { AmountField, NoControlOrBidi, OptionalNotNull, QueryIntField } from '../../platform/http/fields';
import { LIMITS, PRICE_TOO_LARGE } from './services.decider';

const PRICE = { format: 'Price must be a number with at most 2 decimals', tooLarge: PRICE_TOO_LARGE, max: LIMITS.maxPaise / 100 };

const WORKING_HOURS_SHAPE = 'Working hours must be days, from and to, e.g. { "days": ["mon"], "from": "08:00", "to": "17:00" }';

export class WorkingHoursDto {
  @ApiPropertyOptional({ enum: WEEKDAYS, isArray: true, example: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] })
  @IsArray({ message: 'Working days must be a list' })
  @ArrayMaxSize(7, { message: 'Working days may list at most 7 days' })
  @IsIn(WEEKDAYS, { each: true, message: `Working days must be some of ${WEEKDAYS.join(', ')}` })
  days!: string[];

  @ApiPropertyOptional({ example: '08:00', description: 'first slot start' })
  @IsString({ message: 'Working hours are whole hours, HH:00' })
  @MaxLength(5, { message: 'Working hours are whole hours, HH:00' })
  from!: string;

  @ApiPropertyOptional({ example: '17:00', description: 'last slot start' })
  @IsString({ message: 'Working hours are whole hours, HH:00' })
  @MaxLength(5, { message: 'Working hours are whole hours, HH:00' })
  to!: string;
}

/**
 * Add Service / edit form (PRODUCT.md `services` resource): presence and allowed values are
 * the decider's rules; here only types and sizes. Price in rupees.
 */
export class ServiceBodyDto {
  @ApiPropertyOptional({ example: 'Home shifting within the city' })
  @OptionalNotNull()
  @IsString({ message: 'Name is required' })
  @MaxLength(LIMITS.name, { message: `Name must be at most ${LIMITS.name} characters` })
  @NoControlOrBidi('Name')
  name?: string;

  @ApiPropertyOptional({ enum: SERVICE_CATEGORIES })
  @OptionalNotNull()
  @IsString({ message: 'Category is required' })
  @MaxLength(30, { message: 'Category is required' })
  @NoControlOrBidi('Category')
  category?: string;

  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsString({ message: 'Description is required' })
  @MaxLength(LIMITS.description, { message: `Description must be at most ${LIMITS.description} characters` })
  @NoControlOrBidi('Description', { multiLine: true })
  description?: string;

  @ApiPropertyOptional({ description: 'rupees', example: 999 })
  @AmountField(PRICE)
  price?: number;

  @ApiPropertyOptional({ enum: SERVICE_DURATIONS })
  @OptionalNotNull()
  @IsString({ message: 'Duration is required' })
  @MaxLength(20, { message: `Duration must be one of ${SERVICE_DURATIONS.join(', ')}` })
  @NoControlOrBidi('Duration')
  duration?: string;

  @ApiPropertyOptional({ enum: CITIES, isArray: true })
  @OptionalNotNull()
  @IsArray({ message: 'Cities must be a list' })
  @ArrayMaxSize(CITIES.length, { message: `Cities may list at most ${CITIES.length}` })
  @IsString({ each: true, message: `Cities must be among ${CITIES.join(', ')}` })
  @MaxLength(40, { each: true, message: `Cities must be among ${CITIES.join(', ')}` })
  @NoControlOrBidi('Cities', { each: true })
  cities?: string[];

  @ApiPropertyOptional({ type: WorkingHoursDto })
  @OptionalNotNull()
  @IsObject({ message: WORKING_HOURS_SHAPE })
  @ValidateNested({ message: WORKING_HOURS_SHAPE })
  @Type(() => WorkingHoursDto)
  workingHours?: WorkingHoursDto;

  @ApiPropertyOptional({ enum: ['Available', 'Unavailable'] })
  @OptionalNotNull()
  @IsIn(['Available', 'Unavailable'], { message: 'Status must be Available or Unavailable' })
  status?: string;

  @ApiPropertyOptional({ description: 'admin only: the provider offering it (a provider offers their own)' })
  @IsOptional()
  @IsString({ message: 'Provider is required' })
  @MaxLength(64, { message: 'Provider not found' })
  providerId?: string;
}

export class RejectServiceDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Reason must be text' })
  @MaxLength(LIMITS.reason, { message: `Reason must be at most ${LIMITS.reason} characters` })
  @NoControlOrBidi('Reason', { multiLine: true })
  reason?: string;
}

/** Public list (PRODUCT.md): `page` from 1, `perPage` at most 100. */
export class ServiceListQueryDto {
  @ApiPropertyOptional({ enum: [...SERVICE_CATEGORIES, 'e-services'] })
  @IsOptional()
  @IsString()
  @MaxLength(30, { message: 'Unknown category' })
  category?: string;

  @ApiPropertyOptional({ enum: CITIES })
  @IsOptional()
  @IsIn(CITIES, { message: `City must be one of ${CITIES.join(', ')}` })
  city?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  @NoControlOrBidi('Search')
  q?: string;

  @QueryIntField({ min: 1, max: 1000, message: 'page must be a whole number from 1 to 1000', example: 1 })
  page?: number;

  @QueryIntField({ min: 1, max: 100, message: 'perPage must be a whole number from 1 to 100', example: 24 })
  perPage?: number;
}


export class ServiceCountsQueryDto {
  @ApiPropertyOptional({ enum: CITIES })
  @IsOptional()
  @IsIn(CITIES, { message: `City must be one of ${CITIES.join(', ')}` })
  city?: string;
}
