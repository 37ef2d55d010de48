import { ApiProperty } from '@nestjs/swagger';
import { MAX_ORDER_LINES } from '@bazaar/common';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NestedObjects, Trimmed } from '../../platform/http/fields';

export class CartItemDto {
  @ApiProperty()
  @Trimmed()
  @IsString({ message: 'Product is required' })
  @IsNotEmpty({ message: 'Product is required' })
  @MaxLength(64, { message: 'Product not found' })
  productId!: string;

  @ApiProperty({ type: Number, description: '0 removes the line' })
  @IsInt({ message: 'Quantity must be a whole number' })
  quantity!: number;
}

/** PUT /api/me/cart and POST /api/me/cart/merge: `{items: [{productId, quantity}]}`, prices never sent. */
export class CartDto {
  @ApiProperty({ type: [CartItemDto] })
  @IsArray({ message: 'Items must be a list' }) // first written: the message shown when items is missing (validation.ts)
  @ArrayMaxSize(MAX_ORDER_LINES * 2, { message: `A cart holds at most ${MAX_ORDER_LINES} products` })
  @NestedObjects(() => CartItemDto, 'Each item must be an object with productId and quantity')
  items!: CartItemDto[];
}
