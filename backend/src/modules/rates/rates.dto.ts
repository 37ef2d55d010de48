import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsNumber, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

const RATE_MESSAGE = { message: 'Current rate must be a number with at most 2 decimals' };

/** Add New Rate. Presence and allowed values are the decider's rules (spec 5 messages). */
export class AddRateDto {
  @ApiPropertyOptional({ example: 'Onion (Nashik Red)' })
  @IsOptional()
  @IsString({ message: 'Product name must be text' })
  @MaxLength(120, { message: 'Product name must be at most 120 characters' })
  productName?: string;

  @ApiPropertyOptional({ enum: ['fruits', 'vegetables', 'pulses', 'oils', 'coffee', 'spices'] })
  @IsOptional()
  @IsString({ message: 'Category is required' })
  category?: string;

  @ApiPropertyOptional({ description: 'Rupees per unit', example: 22000 })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, RATE_MESSAGE)
  currentRate?: number;

  @ApiPropertyOptional({ enum: ['piece', 'gm', 'kg', 'quintal', 'tonne'], default: 'tonne' })
  @IsOptional()
  @IsString({ message: 'Unit must be text' })
  unit?: string;
}

/** A new current rate. Other fields react-admin sends with the record are ignored. */
export class ChangeRateDto {
  @ApiProperty({ description: 'Rupees per unit', example: 23500 })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, RATE_MESSAGE)
  currentRate?: number;
}

export class DailyRateChangeDto extends ChangeRateDto {
  @ApiProperty()
  @IsString({ message: 'id is required' })
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
