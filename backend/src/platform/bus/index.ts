import type { Bus } from './bus.port';
import { InProcessBus } from './in-process-bus';

export * from './bus.port';
export { InProcessBus } from './in-process-bus';

export interface BusConfig {
  /** NATS_URL: use NATS JetStream; without it the bus runs in-process. */
  natsUrl?: string;
  /** JetStream stream name; default 'MARKET'. */
  natsStream?: string;
}

/** NATS JetStream when a URL is configured (its client loaded only then), else the in-process bus. */
export async function createBus(config: BusConfig): Promise<Bus> {
  if (!config.natsUrl) return new InProcessBus();
  const { NatsBus } = require('./nats-bus') as typeof import('./nats-bus');
  return NatsBus.connect({ url: config.natsUrl, stream: config.natsStream });
}
