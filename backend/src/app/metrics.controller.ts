import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../platform/auth/roles';
import { ReplyHeaders } from '../platform/http/reply-headers';
import { Metrics } from '../platform/metrics/metrics';
import { ProjectionStates } from '../platform/projections/projection-states';

/**
 * Prometheus text: projection lag and state, rebuild progress, commands (rate = the
 * counter's rate) with latency, event-store append latency. Public like /api/health: it
 * holds counts and timings, never data (run it behind the proxy's own rules if need be).
 */
@ApiTags('health')
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    private readonly states: ProjectionStates,
  ) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: 'Prometheus text format 0.0.4' })
  async scrape(@Res({ passthrough: true }) res: ReplyHeaders): Promise<string> {
    const records = await this.states.records();
    res.header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8');
    const head = records[0]?.head ?? 0;
    return this.metrics.render([
      { name: 'bazaar_log_head_position', help: 'Position of the last event in the log.', samples: [{ value: head }] },
      { name: 'bazaar_projection_position', help: 'Log position each read model has reached.', samples: records.map((r) => ({ labels: { projection: r.name }, value: r.position })) },
      { name: 'bazaar_projection_lag_events', help: 'Events a read model is behind the log head.', samples: records.map((r) => ({ labels: { projection: r.name }, value: r.lag })) },
      {
        name: 'bazaar_projection_up',
        help: '1 when a read model is live (rebuilding counts: it serves meanwhile), 0 when building, parked or superseded.',
        samples: records.map((r) => ({ labels: { projection: r.name, state: r.state }, value: r.state === 'live' || r.state === 'rebuilding' ? 1 : 0 })),
      },
      {
        name: 'bazaar_projection_rebuild_progress_ratio',
        help: 'Progress of the last on-demand rebuild (1 when done).',
        samples: records.filter((r) => r.rebuild).map((r) => ({ labels: { projection: r.name, state: r.rebuild!.state }, value: r.rebuild!.percent / 100 })),
      },
    ]);
  }
}
