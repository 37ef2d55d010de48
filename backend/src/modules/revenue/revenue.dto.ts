import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches, ValidateBy } from 'class-validator';
import { endOfBusinessDay } from '../../platform/domain/business-day';
import { REVENUE_INTERVALS, RevenueInterval } from './revenue-periods';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** The shape alone lets 2026-02-30 through (read later as March 2nd). */
const CalendarDay = (message: string) => ValidateBy({ name: 'isCalendarDay', validator: { validate: (value) => typeof value === 'string' && endOfBusinessDay(value) !== null } }, { message });

export class RevenueQueryDto {
  @ApiPropertyOptional({ enum: REVENUE_INTERVALS, default: 'day' })
  @IsOptional()
  @IsIn(REVENUE_INTERVALS as unknown as string[], { message: 'Interval must be day, week or month' })
  interval?: RevenueInterval;

  @ApiPropertyOptional({ description: 'First India business day, YYYY-MM-DD', example: '2026-11-01' })
  @IsOptional()
  @CalendarDay('From must be a date as YYYY-MM-DD')
  @Matches(DAY, { message: 'From must be a date as YYYY-MM-DD' })
  from?: string;

  @ApiPropertyOptional({ description: 'Last India business day, YYYY-MM-DD (default today)', example: '2026-11-30' })
  @IsOptional()
  @CalendarDay('To must be a date as YYYY-MM-DD')
  @Matches(DAY, { message: 'To must be a date as YYYY-MM-DD' })
  to?: string;
}
