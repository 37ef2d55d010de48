import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NoControlOrBidi } from '../../platform/http/fields';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';

/** The gateway's webhook body (the sandbox's, shaped like the hosted-checkout gateways'). */
export class PaymentWebhookDto {
  @ApiProperty({ enum: ['payment.captured', 'payment.failed'] })
  @IsIn(['payment.captured', 'payment.failed'], { message: 'Unknown payment event' })
  event!: 'payment.captured' | 'payment.failed';

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Order not found' })
  orderId!: string;

  @ApiProperty()
  @IsString({ message: 'Payment id is required' })
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'Payment id is not valid' })
  paymentId!: string;

  @ApiProperty({ description: 'integer paise' })
  @IsInt({ message: 'Amount must be a whole number of paise' })
  @Min(1, { message: 'Amount must be a whole number of paise' })
  @Max(100_000_000_000, { message: 'Amount must be a whole number of paise' })
  amountPaise!: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Reason must be text' })
  @MaxLength(200, { message: 'Reason must be at most 200 characters' })
  @NoControlOrBidi('Reason')
  reason?: string;
}
