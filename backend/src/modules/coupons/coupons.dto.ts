import { COUPON_LIMITS } from '@bazaar/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CODE_RULE } from './coupon-offers.decider';

/**
 * An offer's terms as the back office sends them: the rules (presence, ranges, the text rule)
 * are the decider's, each 400 naming its field. Undeclared fields are dropped, as everywhere:
 * react-admin sends the whole record back (id, status, claims...), never applied.
 */
export class CouponTermsDto {
  @ApiPropertyOptional({ minimum: COUPON_LIMITS.percentMin, maximum: COUPON_LIMITS.percentMax, example: 15, description: 'whole percent off the goods' })
  @Allow()
  percent?: unknown;

  @ApiPropertyOptional({ maxLength: COUPON_LIMITS.description, example: '15% off for the festive season' })
  @Allow()
  description?: unknown;

  @ApiPropertyOptional({ minimum: COUPON_LIMITS.validDaysMin, maximum: COUPON_LIMITS.validDaysMax, example: 10, description: 'days a claim stays valid' })
  @Allow()
  validDays?: unknown;

  @ApiPropertyOptional({ example: false })
  @Allow()
  firstOrderOnly?: unknown;
}

/** Create: the terms and the code, which cannot change afterwards (a PUT ignores it). */
export class CreateCouponDto extends CouponTermsDto {
  @ApiProperty({ example: 'FESTIVE15', description: '3 to 20 letters A-Z or digits, any case; stored upper case' })
  @IsString({ message: 'Code is required' })
  @IsNotEmpty({ message: 'Code is required' })
  @MaxLength(40, { message: CODE_RULE })
  code!: string;
}
