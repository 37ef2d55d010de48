import { ENQUIRY_MESSAGE_MAX, ENQUIRY_MESSAGES, QUOTE_VALID_DAYS, QUOTE_VALID_DAYS_MESSAGE, WHOLESALE_ORDER_QUANTITY } from '@bazaar/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';
import { AmountField, NoControlOrBidi, QueryIntField } from '../../platform/http/fields';
import { MAX_ENQUIRY_ANSWER } from './enquiries.decider';

/** Types and sizes only: quantity range, product and message rules are the decider's (spec 2.5). */
export class SubmitEnquiryDto {
  @ApiProperty({ description: 'An approved wholesale product' })
  @IsString({ message: 'Product is required' })
  @IsNotEmpty({ message: 'Product is required' })
  @MaxLength(100, { message: ENQUIRY_MESSAGES.productNotFound })
  productId!: string;

  @ApiProperty({ minimum: WHOLESALE_ORDER_QUANTITY.min, maximum: WHOLESALE_ORDER_QUANTITY.max, description: "Tonnes, a whole number from the product's minimum order (3-30) to 30" })
  // Its type too is the decider's: only it knows the product's range, which the message names (text such as '12' included).
  @IsOptional()
  quantity?: number;

  @ApiPropertyOptional({ maxLength: ENQUIRY_MESSAGE_MAX })
  @IsOptional()
  @IsString({ message: 'Message must be text' })
  @MaxLength(ENQUIRY_MESSAGE_MAX, { message: ENQUIRY_MESSAGES.message })
  @NoControlOrBidi('Message', { multiLine: true })
  message?: string;
}

export class AnswerEnquiryDto {
  @ApiProperty({ description: 'The reply the customer reads in their dashboard' })
  @IsString({ message: 'Answer is required' })
  @IsNotEmpty({ message: 'Answer is required' })
  @MaxLength(MAX_ENQUIRY_ANSWER, { message: `Answer must be at most ${MAX_ENQUIRY_ANSWER} characters` })
  @NoControlOrBidi('Answer', { multiLine: true })
  answer!: string;
}

export class QuoteEnquiryDto {
  @ApiProperty({ description: 'Rupees per tonne', example: 240000 })
  @AmountField({ format: 'Price per tonne must be a number with at most 2 decimals', tooLarge: 'Price per tonne must be at most ₹1,00,00,00,000' })
  price?: number;

  @ApiPropertyOptional({ minimum: WHOLESALE_ORDER_QUANTITY.min, maximum: WHOLESALE_ORDER_QUANTITY.max, description: 'Tonnes; default: the enquiry quantity' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: ENQUIRY_MESSAGES.quantity })
  quantity?: number;

  @ApiPropertyOptional({ minimum: QUOTE_VALID_DAYS.min, maximum: QUOTE_VALID_DAYS.max, default: QUOTE_VALID_DAYS.default, description: 'Days the customer may order it, through the end of the last (India time)' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: QUOTE_VALID_DAYS_MESSAGE })
  validDays?: number;
}

export class MyEnquiriesQueryDto {
  @QueryIntField({ min: 1, max: 100_000, message: 'Page must be a whole number from 1 to 100000', example: 1 })
  page?: number;

  @QueryIntField({ min: 1, max: 100, message: 'Per page must be a whole number from 1 to 100', example: 25 })
  perPage?: number;
}
