import { BOOKING_FIELDS_REQUIRED, CITIES, DATE_PATTERN } from '@bazaar/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { NoControlOrBidi, QueryIntField } from '../../platform/http/fields';
import { BOOKING_LIMITS, RATING_RULE } from './booking.decider';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Spec 5 service booking: date, time and location all required, one message for any missing; city when given is checked. */
export class BookingRequestDto {
  @ApiProperty() @IsString({ message: 'Service is required' }) @IsNotEmpty({ message: 'Service is required' }) @MaxLength(64, { message: 'Service not found' }) serviceId!: string;
  @ApiProperty({ example: '2026-11-24' })
  @IsString({ message: BOOKING_FIELDS_REQUIRED })
  @IsNotEmpty({ message: BOOKING_FIELDS_REQUIRED })
  @Matches(DATE_PATTERN, { message: 'Date must be a calendar date, YYYY-MM-DD' })
  date!: string;
  @ApiProperty({ example: '10:00', default: '10:00' })
  @IsString({ message: BOOKING_FIELDS_REQUIRED })
  @IsNotEmpty({ message: BOOKING_FIELDS_REQUIRED })
  @Matches(TIME_PATTERN, { message: 'Time must be HH:MM' })
  time!: string;
  @ApiProperty({ example: '14 MG Road, Pune' })
  @IsString({ message: BOOKING_FIELDS_REQUIRED })
  @Matches(/\S/, { message: BOOKING_FIELDS_REQUIRED })
  @MaxLength(300, { message: 'Location must be at most 300 characters' })
  @NoControlOrBidi('Location')
  location!: string;
  /**
   * Where the service is needed: one of the service's cities (checked against them when booked).
   * Optional on the API, whose published body is {serviceId, date, time, location}; the
   * storefront always sends it.
   */
  @ApiPropertyOptional({ enum: CITIES, example: 'Pune' })
  @IsOptional()
  @IsString({ message: `City must be one of ${CITIES.join(', ')}` })
  @IsIn(CITIES, { message: `City must be one of ${CITIES.join(', ')}` })
  city?: string;
}

export class SlotsQueryDto {
  @ApiProperty({ example: '2026-11-24' })
  @IsString({ message: 'Date is required' })
  @Matches(DATE_PATTERN, { message: 'Date must be a calendar date, YYYY-MM-DD' })
  date!: string;
}

export class ReviewDto {
  @ApiProperty({ minimum: 1, maximum: 5 })
  @IsInt({ message: RATING_RULE })
  @Min(1, { message: RATING_RULE })
  @Max(5, { message: RATING_RULE })
  rating!: number;
  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'Comment must be text' }) @MaxLength(BOOKING_LIMITS.comment, { message: `Comment must be at most ${BOOKING_LIMITS.comment} characters` }) @NoControlOrBidi('Comment', { multiLine: true }) comment?: string;
}

export class ReplyDto {
  @ApiProperty()
  @IsString({ message: 'Reply is required' })
  @Matches(/\S/, { message: 'Reply is required' })
  @MaxLength(BOOKING_LIMITS.reply, { message: `Reply must be at most ${BOOKING_LIMITS.reply} characters` })
  @NoControlOrBidi('Reply', { multiLine: true })
  reply!: string;
}

export class DeclineDto {
  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'Reason must be text' }) @MaxLength(BOOKING_LIMITS.reason, { message: `Reason must be at most ${BOOKING_LIMITS.reason} characters` }) @NoControlOrBidi('Reason', { multiLine: true }) reason?: string;
}

/** A provider's or an admin's cancel: the reason is told to the customer. */
export class CancelDto {
  @ApiProperty({ example: 'The van broke down' })
  @IsString({ message: 'Reason is required' })
  @Matches(/\S/, { message: 'Reason is required' })
  @MaxLength(BOOKING_LIMITS.reason, { message: `Reason must be at most ${BOOKING_LIMITS.reason} characters` })
  @NoControlOrBidi('Reason', { multiLine: true })
  reason!: string;
}

export class MessageDto {
  @ApiProperty()
  @IsString({ message: 'Message is required' })
  @Matches(/\S/, { message: 'Message is required' })
  @MaxLength(BOOKING_LIMITS.message, { message: `Message must be at most ${BOOKING_LIMITS.message} characters` })
  @NoControlOrBidi('Message', { multiLine: true })
  text!: string;
}

export class PageQueryDto {
  @QueryIntField({ min: 1, max: 1000, message: 'page must be a whole number from 1 to 1000', example: 1 })
  page?: number;
  @QueryIntField({ min: 1, max: 100, message: 'perPage must be a whole number from 1 to 100', example: 25 })
  perPage?: number;
}
