import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { INTERVALS } from '../../platform/replay/report';

/** A replay's period and bucket width (checked as days in reportParams), and the export format. */
export class ReportQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'first India business day (default: 29 days before `to`)' })
  @IsOptional()
  @IsString({ message: 'from must be a day written YYYY-MM-DD' })
  @MaxLength(10, { message: 'from must be a day written YYYY-MM-DD' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'last India business day (default: today)' })
  @IsOptional()
  @IsString({ message: 'to must be a day written YYYY-MM-DD' })
  @MaxLength(10, { message: 'to must be a day written YYYY-MM-DD' })
  to?: string;

  @ApiPropertyOptional({ enum: INTERVALS })
  @IsOptional()
  @IsIn(INTERVALS as unknown as string[], { message: 'interval must be day, week or month' })
  interval?: string;

  @ApiPropertyOptional({ enum: ['json', 'csv'] })
  @IsOptional()
  @IsIn(['json', 'csv'], { message: 'format must be json or csv' })
  format?: 'json' | 'csv';
}
