import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const ISO = 'must be an ISO-8601 date-time';

/** `?asOf=` on a back-office record: the record as it stood at that time. */
export class AsOfQueryDto {
  @ApiPropertyOptional({ example: '2026-11-20T18:30:00Z', description: 'the record as it stood at this time' })
  @IsOptional()
  @MaxLength(40, { message: `asOf ${ISO}` })
  @IsISO8601({ strict: true }, { message: `asOf ${ISO}` })
  asOf?: string;
}

/** Filters of a record's History, and `format=csv` for the export. */
export class HistoryQueryDto {
  @ApiPropertyOptional({ description: "the acting user's id, or 'system'" })
  @IsOptional()
  @IsString({ message: 'actor must be a user id or system' })
  @Matches(/^(system|[0-9a-zA-Z-]{1,64})$/, { message: 'actor must be a user id or system' })
  actor?: string;

  @ApiPropertyOptional({ example: 'RateChanged' })
  @IsOptional()
  @IsString({ message: 'type must be an event type' })
  @Matches(/^[A-Za-z]{1,80}$/, { message: 'type must be an event type' })
  type?: string;

  @ApiPropertyOptional({ example: '2026-11-01T00:00:00Z' })
  @IsOptional()
  @MaxLength(40, { message: `from ${ISO}` })
  @IsISO8601({ strict: true }, { message: `from ${ISO}` })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30T23:59:59Z' })
  @IsOptional()
  @MaxLength(40, { message: `to ${ISO}` })
  @IsISO8601({ strict: true }, { message: `to ${ISO}` })
  to?: string;

  @ApiPropertyOptional({ enum: ['json', 'csv'] })
  @IsOptional()
  @IsIn(['json', 'csv'], { message: 'format must be json or csv' })
  format?: 'json' | 'csv';
}
