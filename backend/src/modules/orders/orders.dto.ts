import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_ORDER_LINES, PAYMENT_METHODS, PaymentMethod, PINCODE_PATTERN } from '@bazaar/common';
import {
  ArrayMaxSize,
  ArrayMinSize,
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
} from 'class-validator';
import { NameField, NestedObject, NoControlOrBidi, NestedObjects, OptionalGstinField, PhoneField, QueryIntField, RequiredTextField, Trimmed } from '../../platform/http/fields';
import { PERCENT_MESSAGE } from './commissions.decider';

const ADD_A_PRODUCT = 'Add at least one product';
const ITEM_MESSAGE = 'Each item must be an object with productId and quantity';

/** Every text field is trimmed before it is checked: an address of spaces is a missing address. */
export class AddressDto {
  @Trimmed()
  @NameField()
  name!: string;

  @Trimmed()
  @PhoneField()
  phone!: string;

  @RequiredTextField('Address', 200)
  line1!: string;

  @ApiPropertyOptional()
  @Trimmed()
  @IsOptional()
  @IsString({ message: 'Address line 2 must be text' })
  @MaxLength(200, { message: 'Address line 2 must be at most 200 characters' })
  @NoControlOrBidi('Address line 2')
  line2?: string | null;

  @RequiredTextField('City', 80)
  city!: string;

  @RequiredTextField('State', 80)
  state!: string;

  @ApiProperty({ example: '411001' })
  @Trimmed()
  @IsString({ message: 'Pincode is required' })
  @IsNotEmpty({ message: 'Pincode is required' })
  @Matches(PINCODE_PATTERN, { message: 'Please enter a valid 6-digit pincode' })
  pincode!: string;
}

/** The billing party's address: a business buyer adds their GSTIN, printed on the order's invoices so they can claim the tax (ADR 0065). */
export class BillingAddressDto extends AddressDto {
  @OptionalGstinField("The buyer's GSTIN, for a business purchase (blank: none)")
  gstin?: string | null;
}

export class OrderItemDto {
  @ApiProperty()
  @Trimmed()
  @IsString({ message: 'Product is required' })
  @IsNotEmpty({ message: 'Product is required' })
  @MaxLength(64, { message: 'Product not found' })
  productId!: string;

  @ApiProperty({ type: Number })
  @IsInt({ message: 'Quantity must be a whole number' })
  quantity!: number;

  @ApiPropertyOptional({ description: 'An accepted enquiry quote this wholesale line is bought at' })
  @IsOptional()
  @IsString({ message: 'Quote not found' })
  @MaxLength(64, { message: 'Quote not found' })
  enquiryId?: string;

  @ApiPropertyOptional({ description: "With enquiryId, required: the quote the customer read (the enquiry's quote.quoteId); 409 when the vendor has quoted again since" })
  @IsOptional()
  @IsString({ message: 'Quote not found' })
  @MaxLength(64, { message: 'Quote not found' })
  quoteId?: string;
}

/** A shown message is the first-written failing rule's (see validation.ts): "required" rules come first. */
export class CheckoutDto {
  @ApiProperty({ type: [OrderItemDto], description: `1 to ${MAX_ORDER_LINES} products; prices are the catalogue's` })
  @IsArray({ message: ADD_A_PRODUCT })
  @ArrayMinSize(1, { message: ADD_A_PRODUCT })
  @ArrayMaxSize(MAX_ORDER_LINES, { message: `An order holds at most ${MAX_ORDER_LINES} products` })
  @NestedObjects(() => OrderItemDto, ITEM_MESSAGE)
  items!: OrderItemDto[];

  @ApiProperty({ type: AddressDto })
  @NestedObject(() => AddressDto, 'Shipping address is required')
  shippingAddress!: AddressDto;

  @ApiPropertyOptional({ type: BillingAddressDto, description: 'defaults to the shipping address; with the buyer\'s GSTIN for a business purchase' })
  @ValidateIf((_o, value) => value !== undefined && value !== null)
  @NestedObject(() => BillingAddressDto, 'Billing address must be an address, or left out to use the shipping address')
  billingAddress?: BillingAddressDto | null;

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

/** Tracking details are checked when shipping, or when sent at all. */
const shippedOrGiven = (dto: { status?: string }, value: unknown) => dto.status === 'shipped' || value != null;

export class FulfilmentStatusDto {
  @ApiProperty({ enum: ['processing', 'shipped', 'delivered', 'cancelled'] })
  @IsIn(['processing', 'shipped', 'delivered', 'cancelled'], { message: 'Status must be processing, shipped, delivered or cancelled' })
  status!: 'processing' | 'shipped' | 'delivered' | 'cancelled';

  // Shipped needs all three: an empty or missing one is named with the others in one answer
  // (spaces are none); for another status they are not asked for.
  @ApiPropertyOptional({ description: 'required for shipped' })
  @Trimmed()
  @ValidateIf(shippedOrGiven)
  @IsNotEmpty({ message: 'Tracking ID is required' })
  @IsString({ message: 'Tracking ID is required' })
  @Matches(/^[A-Za-z0-9-]{4,40}$/, { message: 'Tracking ID must be 4 to 40 letters, digits or dashes' })
  trackingId?: string;

  @ApiPropertyOptional({ description: 'required for shipped' })
  @Trimmed()
  @ValidateIf(shippedOrGiven)
  @IsNotEmpty({ message: 'Courier is required' })
  @IsString({ message: 'Courier is required' })
  @MaxLength(60, { message: 'Courier must be at most 60 characters' })
  @NoControlOrBidi('Courier')
  courierName?: string;

  @ApiPropertyOptional({ description: 'required for shipped; https' })
  @Trimmed()
  @ValidateIf(shippedOrGiven)
  @IsNotEmpty({ message: 'Tracking URL is required' })
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'Tracking URL must be an https address' })
  @MaxLength(500, { message: 'Tracking URL must be at most 500 characters' })
  trackingUrl?: string;

  @ApiPropertyOptional({ description: 'with cancelled: why, shown to the customer (at most 500 characters)' })
  @Trimmed()
  @IsOptional()
  @IsString({ message: 'Reason must be text' })
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  @NoControlOrBidi('Reason', { multiLine: true })
  reason?: string;
}

export class CommissionDto {
  @ApiProperty({ description: 'percent, 0 to 100, at most 2 decimals' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: PERCENT_MESSAGE })
  percent!: number;
}
