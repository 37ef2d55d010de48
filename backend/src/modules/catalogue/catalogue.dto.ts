import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { AmountField, NoControlOrBidi, OptionalNotNull, QueryIntField } from '../../platform/http/fields';
import { CITIES, PRODUCT_KINDS, PRODUCT_VENDOR_STATUSES, RATE_CATEGORIES, RETAIL_CATEGORIES, WHOLESALE_SLUGS } from './catalogue.constants';
import { DESCRIPTION_MAX, NAME_MAX, REASON_MAX } from './product.decider';

/** Multipart fields arrive as text: a number written as text becomes that number (JSON numbers pass as they are). */
const NumberFromText = () =>
  Transform(({ value }) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value));
/** A repeated multipart field, one value, or a JSON list as text: always a list. */
const ListFromText = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    if (value.trim().startsWith('[')) {
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    }
    return value.trim() ? [value] : [];
  });

const PRICE = { format: 'Price must be a number with at most 2 decimals', tooLarge: 'Price must be at most ₹1,00,00,00,000' };
const SUBCATEGORY_VALUES = [...RATE_CATEGORIES, ...RETAIL_CATEGORIES, ...Object.values(WHOLESALE_SLUGS)];

/**
 * The product form (spec 3 camel-cased), as JSON or multipart (file field `image`). Which
 * fields are required, their ranges and the spec's defaults are the decider's rules; this
 * only checks types and lengths. Fields the server owns (id, slug, approval, vendor...) are dropped.
 */
export class ProductEditDto {
  // Left out: the decider's default, or as it was; sent, null included, the field's own rules
  // (only description may be null, for none).
  @ApiPropertyOptional({ example: 'Alphonso Mango (Ratnagiri)' })
  @OptionalNotNull()
  @IsString({ message: 'Name is required' })
  @MaxLength(NAME_MAX, { message: `Name must be at most ${NAME_MAX} characters` })
  @NoControlOrBidi('Name')
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Description must be text' })
  @MaxLength(DESCRIPTION_MAX, { message: `Description must be at most ${DESCRIPTION_MAX} characters` })
  @NoControlOrBidi('Description', { multiLine: true })
  description?: string | null;

  @ApiPropertyOptional({ enum: PRODUCT_KINDS, default: 'wholesale' })
  @OptionalNotNull()
  @IsString({ message: 'Category must be wholesale or retail' })
  @MaxLength(20, { message: 'Category must be wholesale or retail' })
  @NoControlOrBidi('Category')
  category?: string;

  @ApiPropertyOptional({ enum: SUBCATEGORY_VALUES })
  @OptionalNotNull()
  @IsString({ message: 'Subcategory is required' })
  @MaxLength(40, { message: 'Subcategory is not one of ours' })
  @NoControlOrBidi('Subcategory')
  subcategory?: string;

  @ApiPropertyOptional({ description: 'Rupees per unit; 0 for a wholesale product sold by quote', example: 1800 })
  @NumberFromText()
  @AmountField(PRICE)
  price?: number;

  @ApiPropertyOptional({ example: 40 })
  @OptionalNotNull()
  @NumberFromText()
  @IsNumber({}, { message: 'Stock must be a whole number' })
  stock?: number;

  @ApiPropertyOptional({ description: 'Wholesale: tonnes, 3 to 100 (default 3); retail: 1 to 1000', example: 3 })
  @OptionalNotNull()
  @NumberFromText()
  @IsNumber({}, { message: 'Quantity must be a whole number' })
  quantity?: number;

  @ApiPropertyOptional({ description: 'tonne for wholesale; kg (default), gm, piece, dozen, lb, unit, tonne for retail' })
  @OptionalNotNull()
  @IsString({ message: 'Unit must be text' })
  @MaxLength(20, { message: 'Unit must be at most 20 characters' })
  @NoControlOrBidi('Unit')
  unit?: string;

  @ApiPropertyOptional({ type: [String], enum: CITIES, description: 'Cities served; none = every city' })
  @OptionalNotNull()
  @ListFromText()
  @IsArray({ message: 'Cities must be a list' })
  @ArrayMaxSize(CITIES.length, { message: `At most ${CITIES.length} cities` })
  @IsString({ each: true, message: 'Cities must be names' })
  @MaxLength(40, { each: true, message: 'Cities must be names' })
  @NoControlOrBidi('Cities', { each: true })
  cities?: string[];

  @ApiPropertyOptional({ type: [String], enum: PRODUCT_KINDS })
  @OptionalNotNull()
  @ListFromText()
  @IsArray({ message: 'Pages must be a list' })
  @ArrayMaxSize(2, { message: 'Pages must be wholesale and/or retail' })
  @IsString({ each: true, message: 'Pages must be wholesale and/or retail' })
  @MaxLength(20, { each: true, message: 'Pages must be wholesale and/or retail' })
  @NoControlOrBidi('Pages', { each: true })
  showOnPages?: string[];

  @ApiPropertyOptional({ enum: PRODUCT_VENDOR_STATUSES, default: 'active' })
  @OptionalNotNull()
  @IsString({ message: 'Status must be text' })
  @MaxLength(20, { message: `Status must be one of ${PRODUCT_VENDOR_STATUSES.join(', ')}` })
  @NoControlOrBidi('Status')
  vendorStatus?: string;

  @ApiPropertyOptional({ description: "The goods' HSN code, 4, 6 or 8 digits, printed on the invoice and frozen on each order line; blank or null: the subcategory's", example: '0804' })
  @IsOptional()
  @IsString({ message: 'HSN code must be 4, 6 or 8 digits' })
  @MaxLength(20, { message: 'HSN code must be 4, 6 or 8 digits' })
  hsnCode?: string | null;
}

export class ProductCreateDto extends ProductEditDto {
  @ApiPropertyOptional({ description: 'Admins only: the vendor the product is listed for (a vendor always lists for themselves)' })
  @IsOptional()
  @IsString({ message: 'Vendor id must be text' })
  @MaxLength(64, { message: 'Vendor not found' })
  vendorId?: string;
}

export class RejectProductDto {
  @ApiProperty({ description: 'Shown to the vendor', example: 'The photo shows another product' })
  @IsOptional()
  @IsString({ message: 'Reason is required' })
  @MaxLength(REASON_MAX, { message: `Reason must be at most ${REASON_MAX} characters` })
  @NoControlOrBidi('Reason', { multiLine: true })
  reason?: string;
}

export class StockDto {
  @ApiProperty({ example: 40 })
  @IsOptional()
  @NumberFromText()
  @IsNumber({}, { message: 'Stock must be a whole number' })
  stock?: number;
}

/** Most products one bulk approval or rejection may name. */
export const MAX_BULK = 100;

export class BulkApproveDto {
  @ApiProperty({ type: [String] })
  @IsArray({ message: 'ids must be a list' })
  @ArrayMinSize(1, { message: 'Choose at least one product' })
  @ArrayMaxSize(MAX_BULK, { message: `At most ${MAX_BULK} products at once` })
  @ArrayUnique({ message: 'Each product may appear only once' })
  @IsString({ each: true, message: 'ids must be product ids' })
  @MaxLength(64, { each: true, message: 'ids must be product ids' })
  ids!: string[];
}

export class BulkRejectDto extends BulkApproveDto {
  @ApiProperty({ description: 'Shown to each vendor' })
  @IsOptional()
  @IsString({ message: 'Reason is required' })
  @MaxLength(REASON_MAX, { message: `Reason must be at most ${REASON_MAX} characters` })
  @NoControlOrBidi('Reason', { multiLine: true })
  reason?: string;
}

export const PRODUCT_SORTS = ['price', '-price', 'newest'] as const;
const BOOLEAN_TEXT = ['true', 'false'];

/** GET /api/products: the storefront's catalogue, filtered, sorted and paged on the server. */
export class ProductListQueryDto {
  @ApiPropertyOptional({ enum: PRODUCT_KINDS })
  @IsOptional()
  @IsIn(PRODUCT_KINDS as unknown as string[], { message: 'Category must be wholesale or retail' })
  category?: string;

  @ApiPropertyOptional({ enum: SUBCATEGORY_VALUES, description: 'A subcategory id or its storefront slug (pulses-cereals...)' })
  @IsOptional()
  @IsIn(SUBCATEGORY_VALUES, { message: `Subcategory must be one of ${SUBCATEGORY_VALUES.join(', ')}` })
  subcategory?: string;

  @ApiPropertyOptional({ enum: CITIES })
  @IsOptional()
  @IsIn(CITIES as unknown as string[], { message: `City must be one of ${CITIES.join(', ')}` })
  city?: string;

  @ApiPropertyOptional({ description: 'Words of a product name or description (typos tolerated)' })
  @IsOptional()
  @IsString({ message: 'Search must be text' })
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  @NoControlOrBidi('Search')
  q?: string;

  @ApiPropertyOptional({ description: 'Rupees' })
  @IsOptional()
  @NumberFromText()
  @IsNumber({}, { message: 'Minimum price must be a number' })
  @Min(0, { message: 'Minimum price must be 0 or more' })
  minPrice?: number;

  @ApiPropertyOptional({ description: 'Rupees' })
  @IsOptional()
  @NumberFromText()
  @IsNumber({}, { message: 'Maximum price must be a number' })
  @Min(0, { message: 'Maximum price must be 0 or more' })
  maxPrice?: number;

  @ApiPropertyOptional({ enum: BOOLEAN_TEXT })
  @IsOptional()
  @IsIn(BOOLEAN_TEXT, { message: 'inStock must be true or false' })
  inStock?: string;

  @ApiPropertyOptional({ enum: BOOLEAN_TEXT, description: 'Only products of verified vendors' })
  @IsOptional()
  @IsIn(BOOLEAN_TEXT, { message: 'verified must be true or false' })
  verified?: string;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: 'newest' })
  @IsOptional()
  @IsIn(PRODUCT_SORTS as unknown as string[], { message: `Sort must be one of ${PRODUCT_SORTS.join(', ')}` })
  sort?: string;

  @QueryIntField({ min: 1, max: 100_000, message: 'Page must be a whole number from 1 to 100000', example: 1 })
  page?: number;

  @QueryIntField({ min: 1, max: 100, message: 'Per page must be a whole number from 1 to 100', example: 24 })
  perPage?: number;
}

export class ProductCountsQueryDto {
  @ApiPropertyOptional({ enum: CITIES })
  @IsOptional()
  @IsIn(CITIES as unknown as string[], { message: `City must be one of ${CITIES.join(', ')}` })
  city?: string;
}

/** A product id (UUID) or its slug. */
export const ID_OR_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
