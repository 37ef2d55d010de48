import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsIn, IsOptional } from 'class-validator';
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

/** The back office's edit of a notice: marking it read is the only change a reader makes (other fields of the record sent back are dropped). */
export class NotificationEditDto {
  @ApiProperty({ enum: [true], description: 'true: mark the notice read (it is never marked unread)' })
  @Equals(true, { message: 'Read must be true: a notice is marked read, never unread' })
  read!: true;
}
