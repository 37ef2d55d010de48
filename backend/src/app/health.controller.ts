import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../platform/auth/roles';
import { EVENT_STORE, EventStore } from '../platform/event-store/event-store.port';
import { ReadYourWrites } from '../platform/projections/read-your-writes';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore, private readonly workers: ReadYourWrites) {}

  /**
   * Log head and how far each worker has got (lag = head - position; a bus consumer counts
   * events it does not consume as seen, so idle means 0). Degraded while a worker fails or a
   * projection is parked on a poison event (named in `workers.parked`).
   */
  @Public()
  @Get()
  async health() {
    const position = await this.store.headPosition();
    const workers = await this.workers.status(position);
    return { status: workers?.lastError || workers?.parked.length ? 'degraded' : 'ok', position, workers };
  }
}
