import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { QueryIntField } from '../../platform/http/fields';

export class NotificationListQueryDto {
  @QueryIntField({ min: 1, max: 10_000, message: 'Page must be a whole number from 1 to 10000', example: 1 })
  page?: number;

  @QueryIntField({ min: 1, max: 100, message: 'Per page must be a whole number from 1 to 100', example: 20 })
  perPage?: number;

  @ApiPropertyOptional({ enum: ['unread', 'read'] })
  @IsOptional()
  @IsIn(['unread', 'read'], { message: 'Status must be unread or read' })
  status?: 'unread' | 'read';
}
