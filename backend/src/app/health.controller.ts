import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../platform/auth/roles';
import { EVENT_STORE, EventStore } from '../platform/event-store/event-store.port';
import { ReadYourWrites } from '../platform/projections/read-your-writes';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore, private readonly workers: ReadYourWrites) {}

  /** Log head and how far each worker has got (lag = head - position). */
  @Public()
  @Get()
  async health() {
    const workers = this.workers.status();
    return { status: workers?.lastError ? 'degraded' : 'ok', position: await this.store.headPosition(), workers };
  }
}
