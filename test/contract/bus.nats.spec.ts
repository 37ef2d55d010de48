import { createBus } from '../../backend/src/platform/bus';
import { NatsBus } from '../../backend/src/platform/bus/nats-bus';
import { startNatsServer, type NatsServer } from '../support/nats-server';
import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { RecordedEvent } from '../../backend/src/platform/event-store/event';
import { busContract, eventually } from './bus.contract';

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

describe('NatsBus consumer', () => {
  const event = (n: number): RecordedEvent => ({
    streamId: `thing-${n}`,
    revision: 0,
    position: n,
    type: 'Thing',
    data: { n },
    metadata: { eventId: randomUUID(), actor: { kind: 'system' }, correlationId: 'c', causationId: 'c', occurredAt: new Date(0).toISOString(), schemaVersion: 1 },
  });

  it('restarts after its message iterator fails (the durable deleted on the server) and goes on delivering', async () => {
    const failures: unknown[] = [];
    const bus = await NatsBus.connect({ url: server.url, onError: (error) => void failures.push(error) });
    const root = `market.r${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const durable = `restart-${randomUUID().slice(0, 8)}`;
    const seen: number[] = [];
    const consumer = await bus.consume({ durable, subject: `${root}.>` }, async (e) => void seen.push(e.position));
    await bus.publish(`${root}.things.Thing`, event(1));
    await eventually(() => seen.includes(1), () => seen);

    const nc = await connect({ servers: server.url });
    await (await jetstreamManager(nc)).consumers.delete('MARKET', durable);
    await nc.close();
    await bus.publish(`${root}.things.Thing`, event(2));

    await eventually(() => seen.includes(2), () => ({ seen, failures: failures.map(String) }), 15_000);
    expect(failures.length).toBeGreaterThan(0);
    await consumer.stop();
    await bus.close();
  }, 20_000);
});
