import type { Bus } from './bus.port';
import { InProcessBus } from './in-process-bus';
import { NatsBus } from './nats-bus';

export * from './bus.port';
export { InProcessBus } from './in-process-bus';

export interface BusConfig {
  /** NATS_URL: use NATS JetStream; without it the bus runs in-process. */
  natsUrl?: string;
  /** JetStream stream name; default 'MARKET'. */
  natsStream?: string;
}

export async function createBus(config: BusConfig): Promise<Bus> {
  return config.natsUrl ? NatsBus.connect({ url: config.natsUrl, stream: config.natsStream }) : new InProcessBus();
}
