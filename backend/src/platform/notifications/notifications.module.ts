import { Controller, Get, Global, Inject, Module } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/roles';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DevOutbox } from './dev-outbox';
import { GatewayNotifier, NOTIFIER, Notifier } from './notification.port';

/** Development only (left out in production): every e-mail and SMS the server sent, newest first. */
@ApiTags('dev')
@Controller('dev')
export class DevOutboxController {
  constructor(@Inject(NOTIFIER) private readonly notifier: Notifier) {}

  @Public()
  @Get('outbox')
  outbox() {
    return this.notifier instanceof DevOutbox ? this.notifier.list() : [];
  }
}

// The dev outbox endpoint does not exist in production (decided when the module loads).
const devOnly = process.env.NODE_ENV === 'production' ? [] : [DevOutboxController];

/**
 * The notification port for every context. Production: a gateway slot per channel, none
 * configured yet, so sending answers 503 (an e-mail or SMS provider plugs in here).
 */
@Global()
@Module({
  controllers: devOnly,
  providers: [{ provide: NOTIFIER, inject: [APP_CONFIG], useFactory: (config: AppConfig) => (config.production ? new GatewayNotifier({}) : new DevOutbox(config.production)) }],
  exports: [NOTIFIER],
})
export class NotificationsModule {}
