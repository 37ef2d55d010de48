import { createBus } from '../../backend/src/platform/bus';
import { NatsBus } from '../../backend/src/platform/bus/nats-bus';
import { startNatsServer, type NatsServer } from '../support/nats-server';
import { busContract } from './bus.contract';

// Always runs: a throwaway nats-server (JetStream) for this file.
let server: NatsServer;

beforeAll(async () => {
  server = await startNatsServer();
}, 30_000);

afterAll(async () => {
  await server?.stop();
});

busContract('nats jetstream', () => NatsBus.connect({ url: server.url, onError: () => {} }));

describe('createBus with a NATS_URL', () => {
  it('connects to NATS JetStream', async () => {
    const bus = await createBus({ natsUrl: server.url });
    expect(bus).toBeInstanceOf(NatsBus);
    await bus.close();
  });
});
