import { createBus } from '../../backend/src/platform/bus';
import { InProcessBus, subjectMatches } from '../../backend/src/platform/bus/in-process-bus';
import { busContract, eventually } from './bus.contract';
import type { RecordedEvent } from '../../backend/src/platform/event-store/event';

const event = (n: number): RecordedEvent => ({
  streamId: `thing-${n}`,
  revision: 0,
  position: n,
  type: 'Thing',
  data: { n },
  metadata: { eventId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, actor: { kind: 'system' }, correlationId: 'c', causationId: 'c', occurredAt: new Date(0).toISOString(), schemaVersion: 1 },
});

busContract('in-process', async () => new InProcessBus({ onError: () => {} }));

describe('createBus', () => {
  it('runs the bus in-process without a NATS_URL', async () => {
    const bus = await createBus({});
    expect(bus).toBeInstanceOf(InProcessBus);
    await bus.close();
  });
});

describe('InProcessBus memory', () => {
  it('drops messages every durable has acked, and keeps what one of them still needs', async () => {
    const bus = new InProcessBus({ onError: () => {}, retainAckedMs: 0 });
    const fast: number[] = [];
    let releaseSlow!: () => void;
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    const fastConsumer = await bus.consume({ durable: 'fast', subject: 'market.>' }, async (e) => void fast.push(e.position));
    const slowConsumer = await bus.consume({ durable: 'slow', subject: 'market.>' }, async () => slowGate);
    for (let n = 1; n <= 500; n++) await bus.publish('market.test.Thing', event(n));
    await eventually(() => fast.length === 500, () => fast.length);
    expect(bus.heldMessages).toBe(500); // 'slow' has not acked the first one yet

    releaseSlow();
    await eventually(() => bus.heldMessages === 0, () => bus.heldMessages);
    await fastConsumer.stop();
    await slowConsumer.stop();
    await bus.close();
  });

  it('keeps acked messages for the retention, for a consumer that starts a moment later', async () => {
    const bus = new InProcessBus({ onError: () => {}, retainAckedMs: 60_000 });
    const first = await bus.consume({ durable: 'first', subject: 'market.>' }, async () => {});
    await bus.publish('market.test.Thing', event(1));
    expect(bus.heldMessages).toBe(1);
    const seen: number[] = [];
    const later = await bus.consume({ durable: 'later', subject: 'market.>' }, async (e) => void seen.push(e.position));
    await eventually(() => seen.length === 1, () => seen);
    await first.stop();
    await later.stop();
    await bus.close();
  });
});

describe('InProcessBus payloads', () => {
  const deepFrozen = (e: RecordedEvent): RecordedEvent => Object.freeze({ ...e, data: Object.freeze({ ...(e.data as object) }), metadata: Object.freeze({ ...e.metadata }) });

  it('hands on an event the log froze as it is, and copies any other event at publish', async () => {
    const bus = new InProcessBus({ onError: () => {} });
    const seen: RecordedEvent[] = [];
    const consumer = await bus.consume({ durable: 'd', subject: 'market.>' }, async (e) => void seen.push(e));
    const frozen = deepFrozen(event(1));
    const plain = event(2);
    await bus.publish('market.test.Thing', frozen);
    await bus.publish('market.test.Thing', plain);
    (plain.data as { n: number }).n = 99; // changed by its publisher after the publish
    await eventually(() => seen.length === 2, () => seen.length);
    expect(seen[0]).toBe(frozen);
    expect(seen[1]).not.toBe(plain);
    expect(seen[1].data).toEqual({ n: 2 });
    await consumer.stop();
    await bus.close();
  });
});

describe('subjectMatches (NATS wildcards)', () => {
  it.each([
    ['market.>', 'market.rates.RateChanged', true],
    ['market.>', 'market', false],
    ['market.*', 'market.rates', true],
    ['market.*', 'market.rates.RateChanged', false],
    ['market.*.RateChanged', 'market.rates.RateChanged', true],
    ['market.rates.RateChanged', 'market.rates.RateChanged', true],
    ['market.rates', 'market.rates.RateChanged', false],
    ['market.rates.>', 'market.ratesx.RateChanged', false],
  ])('%s matches %s: %s', (filter, subject, expected) => {
    expect(subjectMatches(filter, subject)).toBe(expected);
  });
});
