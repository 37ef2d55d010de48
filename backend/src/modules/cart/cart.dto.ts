import { ApiProperty } from '@nestjs/swagger';
import { MAX_ORDER_LINES } from '@bazaar/common';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsString, MaxLength, ValidateNested } from 'class-validator';

export class CartItemDto {
  @ApiProperty()
  @MaxLength(64, { message: 'Product not found' })
  @IsNotEmpty({ message: 'Product is required' })
  @IsString({ message: 'Product is required' })
  productId!: string;

  @ApiProperty({ type: Number, description: '0 removes the line' })
  @IsInt({ message: 'Quantity must be a whole number' })
  quantity!: number;
}

/** PUT /api/me/cart and POST /api/me/cart/merge: `{items: [{productId, quantity}]}`, prices never sent. */
export class CartDto {
  @ApiProperty({ type: [CartItemDto] })
  @ValidateNested({ each: true })
  @Type(() => CartItemDto)
  @ArrayMaxSize(MAX_ORDER_LINES * 2, { message: `A cart holds at most ${MAX_ORDER_LINES} products` })
  @IsArray({ message: 'Items must be a list' })
  items!: CartItemDto[];
}
