import { randomUUID } from 'node:crypto';
import { deadLetterSubject, type Bus, type Consumer } from '../../backend/src/platform/bus/bus.port';
import type { RecordedEvent } from '../../backend/src/platform/event-store/event';

/** Polls until `condition` holds; fails after `timeoutMs` with what it last saw. */
export async function eventually(condition: () => boolean, describeState: () => unknown, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms; state: ${JSON.stringify(describeState())}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function recorded(n: number, type = 'ThingHappened'): RecordedEvent {
  return {
    streamId: `thing-${n}`,
    revision: 0,
    position: n,
    type,
    data: { n },
    metadata: {
      eventId: randomUUID(),
      actor: { kind: 'system' },
      correlationId: randomUUID(),
      causationId: randomUUID(),
      occurredAt: new Date(0).toISOString(),
      schemaVersion: 1,
    },
  };
}

const ns = (event: RecordedEvent) => (event.data as { n: number }).n;

/**
 * The behaviour every Bus adapter must share. `make` returns a connected bus; the suite
 * closes it. Subjects and durable names are unique per test, so one NATS server (and its
 * one stream) serves the whole suite.
 */
export function busContract(name: string, make: () => Promise<Bus>): void {
  describe(`Bus contract: ${name}`, () => {
    let bus: Bus;
    let root: string;
    const consumers: Consumer[] = [];

    beforeEach(async () => {
      bus = await make();
      root = `market.t${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    });

    afterEach(async () => {
      await Promise.all(consumers.splice(0).map((consumer) => consumer.stop()));
      await bus.close();
    });

    const durable = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

    /** Starts a consumer that records what it is given, in order. */
    async function recording(subject: string, name = durable('rec')) {
      const seen: number[] = [];
      consumers.push(await bus.consume({ durable: name, subject }, async (event) => void seen.push(ns(event))));
      return seen;
    }

    it('delivers published events in publish order, both earlier and later ones', async () => {
      const subject = `${root}.orders.OrderPlaced`;
      for (const n of [1, 2, 3]) await bus.publish(subject, recorded(n));
      const seen = await recording(`${root}.>`);
      for (const n of [4, 5]) await bus.publish(subject, recorded(n));
      await eventually(() => seen.length >= 5, () => seen);
      expect(seen).toEqual([1, 2, 3, 4, 5]);
    });

    it('delivers the recorded event as it was published', async () => {
      const event = recorded(7, 'RateChanged');
      await bus.publish(`${root}.rates.RateChanged`, event);
      const received: RecordedEvent[] = [];
      consumers.push(await bus.consume({ durable: durable('whole'), subject: `${root}.>` }, async (e) => void received.push(e)));
      await eventually(() => received.length === 1, () => received);
      expect(received[0]).toEqual(event);
    });

    it('delivers only subjects that match the filter', async () => {
      const rates = await recording(`${root}.rates.*`);
      const placed = await recording(`${root}.*.OrderPlaced`);
      const all = await recording(`${root}.>`);
      await bus.publish(`${root}.rates.RateChanged`, recorded(1));
      await bus.publish(`${root}.orders.OrderPlaced`, recorded(2));
      await bus.publish(`${root}.rates.deep.RateChanged`, recorded(3));
      await bus.publish(`${root}x.rates.RateChanged`, recorded(4)); // a sibling root, not under ours
      // Last ones every filter matches: once they arrive, nothing earlier can still be on its way.
      await bus.publish(`${root}.rates.Sentinel`, recorded(90));
      await bus.publish(`${root}.sentinel.OrderPlaced`, recorded(91));
      await eventually(() => rates.includes(90) && placed.includes(91) && all.includes(91), () => ({ rates, placed, all }));
      expect(rates).toEqual([1, 90]);
      expect(placed).toEqual([2, 91]);
      expect(all).toEqual([1, 2, 3, 90, 91]);
    });

    it('drops a second publish of the same eventId', async () => {
      const subject = `${root}.orders.OrderPlaced`;
      const first = recorded(1);
      await bus.publish(subject, first);
      await bus.publish(subject, { ...first, data: { n: 99 } });
      await bus.publish(subject, recorded(2));
      const seen = await recording(`${root}.>`);
      await eventually(() => seen.includes(2), () => seen);
      expect(seen).toEqual([1, 2]);
    });

    it('delivers a message again after its handler throws, holding back later ones', async () => {
      const subject = `${root}.orders.OrderPlaced`;
      for (const n of [1, 2, 3]) await bus.publish(subject, recorded(n));
      const attempts: number[] = [];
      let failuresLeft = 2;
      const handler = async (event: RecordedEvent) => {
        attempts.push(ns(event));
        if (ns(event) === 2 && failuresLeft-- > 0) throw new Error('read model unavailable');
      };
      consumers.push(await bus.consume({ durable: durable('retry'), subject: `${root}.>`, redeliverAfterMs: 20 }, handler));
      await eventually(() => attempts.includes(3), () => attempts);
      expect(attempts).toEqual([1, 2, 2, 2, 3]);
    });

    it('resumes a durable consumer after its last acked message', async () => {
      const subject = `${root}.orders.OrderPlaced`;
      const name = durable('resume');
      for (const n of [1, 2]) await bus.publish(subject, recorded(n));
      const firstRun = await recording(`${root}.>`, name);
      await eventually(() => firstRun.length === 2, () => firstRun);
      await consumers.pop()!.stop();

      for (const n of [3, 4]) await bus.publish(subject, recorded(n));
      const secondRun = await recording(`${root}.>`, name);
      await bus.publish(subject, recorded(5));
      await eventually(() => secondRun.includes(5), () => secondRun);
      expect(firstRun).toEqual([1, 2]);
      expect(secondRun).toEqual([3, 4, 5]);
    });

    it('stop() waits for the handler in flight, which counts as acked', async () => {
      const subject = `${root}.orders.OrderPlaced`;
      const name = durable('inflight');
      for (const n of [1, 2]) await bus.publish(subject, recorded(n));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const started: number[] = [];
      const finished: number[] = [];
      const consumer = await bus.consume({ durable: name, subject: `${root}.>` }, async (event) => {
        started.push(ns(event));
        if (ns(event) === 1) await released;
        finished.push(ns(event));
      });
      await eventually(() => started.length === 1, () => started);

      let stopped = false;
      const stopping = consumer.stop().then(() => (stopped = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect(finished).toEqual([1]);

      const rest = await recording(`${root}.>`, name);
      await eventually(() => rest.length >= 1, () => rest);
      expect(rest).toEqual([2]);
    });

    it('gives a message up after maxDeliver deliveries: it goes to market.dlq.<durable> and later ones follow', async () => {
      const subject = `${root}.orders.OrderPlaced`;
      const name = durable('poison');
      const poison = recorded(2);
      for (const event of [recorded(1), poison, recorded(3)]) await bus.publish(subject, event);
      const attempts: number[] = [];
      consumers.push(
        await bus.consume({ durable: name, subject: `${root}.>`, redeliverAfterMs: 10, maxDeliver: 3 }, async (event) => {
          attempts.push(ns(event));
          if (ns(event) === 2) throw new Error('poison');
        }),
      );
      const dead: RecordedEvent[] = [];
      consumers.push(await bus.consume({ durable: durable('dlq'), subject: deadLetterSubject(name) }, async (event) => void dead.push(event)));

      await eventually(() => attempts.includes(3) && dead.length === 1, () => ({ attempts, dead }));
      expect(attempts).toEqual([1, 2, 2, 2, 3]);
      expect(dead[0]).toEqual(poison);
    });

    it('does not hand dead letters to a consumer of every subject', async () => {
      const name = durable('poison');
      const poison = recorded(1);
      await bus.publish(`${root}.orders.OrderPlaced`, poison);
      consumers.push(await bus.consume({ durable: name, subject: `${root}.orders.OrderPlaced`, redeliverAfterMs: 10, maxDeliver: 1 }, async () => Promise.reject(new Error('poison'))));
      const dead: number[] = [];
      consumers.push(await bus.consume({ durable: durable('dlq'), subject: deadLetterSubject(name) }, async (event) => void dead.push(ns(event))));
      await eventually(() => dead.length === 1, () => dead);

      const everything: string[] = [];
      consumers.push(await bus.consume({ durable: durable('all'), subject: 'market.>' }, async (event) => void everything.push(event.metadata.eventId)));
      const sentinel = recorded(9);
      await bus.publish(`${root}.orders.Sentinel`, sentinel);
      await eventually(() => everything.includes(sentinel.metadata.eventId), () => everything.length);
      // The original once; its dead-letter copy (same event id) never.
      expect(everything.filter((id) => id === poison.metadata.eventId)).toHaveLength(1);
      expect(dead).toEqual([1]);
    });

    it('gives every durable consumer every message', async () => {
      const subject = `${root}.rates.RateChanged`;
      const one = await recording(`${root}.>`);
      const two = await recording(`${root}.rates.>`);
      for (const n of [1, 2, 3]) await bus.publish(subject, recorded(n));
      await eventually(() => one.length === 3 && two.length === 3, () => ({ one, two }));
      expect(one).toEqual([1, 2, 3]);
      expect(two).toEqual([1, 2, 3]);
    });
  });
}
