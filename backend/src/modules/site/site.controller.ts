import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/auth/roles';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';

/** Public facts about the operator that every storefront page shows (the footer). */
@ApiTags('site')
@Controller('site')
export class SiteController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** `{company: {gstin?, pan?, iec?}}`: only the registrations the operator configured. */
  @Public()
  @Get()
  site() {
    return { company: { ...this.config.company } };
  }
}
