import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_ORDER_LINES, PAYMENT_METHODS, PaymentMethod, PINCODE_PATTERN } from '@bazaar/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { NameField, PhoneField, QueryIntField } from '../../platform/http/fields';
import { PERCENT_MESSAGE } from './commissions.decider';

export class AddressDto {
  @NameField()
  name!: string;

  @PhoneField()
  phone!: string;

  @ApiProperty()
  @MaxLength(200, { message: 'Address must be at most 200 characters' })
  @IsNotEmpty({ message: 'Address is required' })
  @IsString({ message: 'Address is required' })
  line1!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Address line 2 must be text' })
  @MaxLength(200, { message: 'Address must be at most 200 characters' })
  line2?: string | null;

  @ApiProperty()
  @MaxLength(80, { message: 'City must be at most 80 characters' })
  @IsNotEmpty({ message: 'City is required' })
  @IsString({ message: 'City is required' })
  city!: string;

  @ApiProperty()
  @MaxLength(80, { message: 'State must be at most 80 characters' })
  @IsNotEmpty({ message: 'State is required' })
  @IsString({ message: 'State is required' })
  state!: string;

  @ApiProperty({ example: '411001' })
  @Matches(PINCODE_PATTERN, { message: 'Please enter a valid 6-digit pincode' })
  @IsNotEmpty({ message: 'Pincode is required' })
  @IsString({ message: 'Pincode is required' })
  pincode!: string;
}

export class OrderItemDto {
  @ApiProperty()
  @MaxLength(64, { message: 'Product not found' })
  @IsNotEmpty({ message: 'Product is required' })
  @IsString({ message: 'Product is required' })
  productId!: string;

  @ApiProperty({ type: Number })
  @IsInt({ message: 'Quantity must be a whole number' })
  quantity!: number;

  @ApiPropertyOptional({ description: 'An accepted enquiry quote this wholesale line is bought at' })
  @IsOptional()
  @IsString({ message: 'Quote not found' })
  @MaxLength(64, { message: 'Quote not found' })
  enquiryId?: string;
}

export class CheckoutDto {
  @ApiProperty({ type: [OrderItemDto], description: `1 to ${MAX_ORDER_LINES} products; prices are the catalogue's` })
  @ValidateNested({ each: true })
  @Type(() => OrderItemDto)
  @ArrayMaxSize(MAX_ORDER_LINES, { message: `An order holds at most ${MAX_ORDER_LINES} products` })
  @IsArray({ message: 'Your cart is empty' })
  items!: OrderItemDto[];

  @ApiProperty({ type: AddressDto })
  @ValidateNested()
  @Type(() => AddressDto)
  @IsNotEmpty({ message: 'Shipping address is required' })
  shippingAddress!: AddressDto;

  @ApiPropertyOptional({ type: AddressDto, description: 'defaults to the shipping address' })
  @ValidateIf((_o, value) => value !== undefined && value !== null)
  @ValidateNested()
  @Type(() => AddressDto)
  billingAddress?: AddressDto | null;

  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsIn(PAYMENT_METHODS as unknown as string[], { message: 'Please choose a payment method' })
  paymentMethod!: PaymentMethod;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'This coupon code is not valid' })
  @MaxLength(32, { message: 'This coupon code is not valid' })
  couponCode?: string;
}

export class MyOrdersQueryDto {
  @QueryIntField({ min: 1, max: 10_000, message: 'Page must be a whole number from 1 to 10000', example: 1 })
  page?: number;

  @QueryIntField({ min: 1, max: 100, message: 'Per page must be a whole number from 1 to 100', example: 20 })
  perPage?: number;
}

export class FulfilmentStatusDto {
  @ApiProperty({ enum: ['processing', 'shipped', 'delivered', 'cancelled'] })
  @IsIn(['processing', 'shipped', 'delivered', 'cancelled'], { message: 'Status must be processing, shipped, delivered or cancelled' })
  status!: 'processing' | 'shipped' | 'delivered' | 'cancelled';

  @ApiPropertyOptional({ description: 'required for shipped' })
  @IsOptional()
  @IsString({ message: 'Tracking ID is required' })
  @Matches(/^[A-Za-z0-9-]{4,40}$/, { message: 'Tracking ID must be 4 to 40 letters, digits or dashes' })
  trackingId?: string;

  @ApiPropertyOptional({ description: 'required for shipped' })
  @IsOptional()
  @IsString({ message: 'Courier is required' })
  @MaxLength(60, { message: 'Courier must be at most 60 characters' })
  courierName?: string;

  @ApiPropertyOptional({ description: 'required for shipped; https' })
  @IsOptional()
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'Tracking URL must be an https address' })
  @MaxLength(500, { message: 'Tracking URL must be at most 500 characters' })
  trackingUrl?: string;
}

export class CommissionDto {
  @ApiProperty({ description: 'percent, 0 to 100, at most 2 decimals' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: PERCENT_MESSAGE })
  percent!: number;
}
