import { randomUUID } from 'node:crypto';
import {
  EventCondition,
  EventQuery,
  EventStore,
  MAX_EVENT_QUERY,
  NewEvent,
  ReadAllOptions,
  RecordedEvent,
  WrongExpectedRevisionError,
} from '../../backend/src/platform/event-store';

/**
 * What every EventStore adapter must do. Streams are unique per test and assertions only look at
 * this test's streams, so the suite can run against a shared, non-empty server.
 */
export function eventStoreContract(name: string, make: () => Promise<EventStore>): void {
  describe(`${name} (event store contract)`, () => {
    let store: EventStore;

    beforeEach(async () => {
      store = await make();
    });

    afterEach(async () => {
      await store.close();
    });

    describe('appending', () => {
      it("appends to a new stream with 'no_stream' and returns the last revision and its position", async () => {
        const stream = newStreamId();

        const result = await store.append(stream, [newEvent(), newEvent()], 'no_stream');

        expect(result.nextExpectedRevision).toBe(1);
        const events = await store.readStream(stream);
        expect(events.map((e) => e.revision)).toEqual([0, 1]);
        expect(result.position).toBe(events[1]!.position);
        expect(events[0]!.position).toBeLessThan(events[1]!.position);
      });

      it("refuses 'no_stream' on an existing stream with WrongExpectedRevisionError", async () => {
        const stream = newStreamId();
        await store.append(stream, [newEvent()], 'no_stream');

        const error = await store.append(stream, [newEvent()], 'no_stream').catch((e: unknown) => e);

        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ streamId: stream, expected: 'no_stream', actual: 0 });
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it('appends when the expected revision is the last revision', async () => {
        const stream = newStreamId();
        const first = await store.append(stream, [newEvent(), newEvent()], 'no_stream');

        const second = await store.append(stream, [newEvent()], first.nextExpectedRevision);

        expect(second.nextExpectedRevision).toBe(2);
        expect(second.position).toBeGreaterThan(first.position);
      });

      it('refuses a stale expected revision with WrongExpectedRevisionError and writes nothing', async () => {
        const stream = newStreamId();
        await store.append(stream, [newEvent(), newEvent()], 'no_stream');
        const head = await store.headPosition();

        const error = await store.append(stream, [newEvent(), newEvent()], 0).catch((e: unknown) => e);

        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ streamId: stream, expected: 0, actual: 1 });
        expect(await store.readStream(stream)).toHaveLength(2);
        expect(await eventsOf(store, [stream], head)).toEqual([]);
      });

      it("refuses a numeric expected revision on a missing stream, reporting 'no_stream'", async () => {
        const stream = newStreamId();

        const error = await store.append(stream, [newEvent()], 0).catch((e: unknown) => e);

        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ streamId: stream, expected: 0, actual: 'no_stream' });
        expect(await store.readStream(stream)).toEqual([]);
      });

      it("appends with 'any' whether or not the stream exists", async () => {
        const stream = newStreamId();

        const first = await store.append(stream, [newEvent()], 'any');
        const second = await store.append(stream, [newEvent()], 'any');

        expect([first.nextExpectedRevision, second.nextExpectedRevision]).toEqual([0, 1]);
      });

      it('refuses an empty batch', async () => {
        await expect(store.append(newStreamId(), [], 'any')).rejects.toThrow();
      });

      it('lets exactly one of two concurrent appends with the same expected revision win', async () => {
        const stream = newStreamId();
        await store.append(stream, [newEvent()], 'no_stream');

        const outcomes = await Promise.allSettled([
          store.append(stream, [newEvent('Left')], 0),
          store.append(stream, [newEvent('Right')], 0),
        ]);

        const won = outcomes.filter((o) => o.status === 'fulfilled');
        const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(1);
        expect(lost[0]!.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(stream)).toHaveLength(2);
      });
    });

    describe('appending to several streams at once', () => {
      it('appends every stream at its expected revision and answers each its own result, in order', async () => {
        const [a, b, c] = [newStreamId(), newStreamId(), newStreamId()];
        await store.append(b, [newEvent()], 'no_stream');

        const results = await store.appendMany([
          { streamId: a, events: [newEvent('One'), newEvent('Two')], expected: 'no_stream' },
          { streamId: b, events: [newEvent('Three')], expected: 0 },
          { streamId: c, events: [newEvent('Four')], expected: 'any' },
        ]);

        expect(results.map((r) => r.nextExpectedRevision)).toEqual([1, 1, 0]);
        const read = await Promise.all([a, b, c].map((stream) => store.readStream(stream)));
        expect(read.map((events) => events.map((e) => e.type))).toEqual([['One', 'Two'], ['ThingHappened', 'Three'], ['Four']]);
        expect(results.map((r) => r.position)).toEqual(read.map((events) => events[events.length - 1]!.position));
      });

      it('refuses the whole batch when any stream has moved on: the conflict names that stream, and nothing is written where atomic', async () => {
        const [a, b] = [newStreamId(), newStreamId()];
        await store.append(b, [newEvent(), newEvent()], 'no_stream');

        const attempt = store.appendMany([
          { streamId: a, events: [newEvent()], expected: 'no_stream' },
          { streamId: b, events: [newEvent()], expected: 0 },
        ]);

        await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(attempt).rejects.toMatchObject({ streamId: b, expected: 0, actual: 1 });
        // EventStoreDB checks every revision before it appends anything, so a stale batch writes nothing there either.
        expect(await store.readStream(a)).toEqual([]);
        expect(await store.readStream(b)).toHaveLength(2);
      });

      it('is all or none against a writer racing it, where the store says it is atomic', async () => {
        const streams = Array.from({ length: 20 }, () => newStreamId());
        await Promise.all(streams.map((stream) => store.append(stream, [newEvent()], 'no_stream')));

        // The racer takes the last stream just before the batch (in the same group commit, on SQLite).
        const [racer, batch] = await Promise.allSettled([
          store.append(streams[19]!, [newEvent('Racer')], 0),
          store.appendMany(streams.map((streamId) => ({ streamId, events: [newEvent('Batch')], expected: 0 }))),
        ]);

        const written = (await Promise.all(streams.map((stream) => store.readStream(stream)))).map((events) => events.filter((e) => e.type === 'Batch').length);
        expect(racer.status === 'fulfilled' || batch.status === 'fulfilled').toBe(true);
        if (batch.status === 'fulfilled') expect(written).toEqual(streams.map(() => 1));
        else if (store.atomicAcrossStreams) expect(written).toEqual(streams.map(() => 0));
        else expect(written[19]).toBe(0);
      });

      it('answers a retried batch (the same eventIds) with its original results and appends nothing', async () => {
        const [a, b] = [newStreamId(), newStreamId()];
        const batch = [
          { streamId: a, events: [newEvent()], expected: 'no_stream' as const },
          { streamId: b, events: [newEvent(), newEvent()], expected: 'no_stream' as const },
        ];
        const original = await store.appendMany(batch);

        expect(await store.appendMany(batch)).toEqual(original);
        expect((await store.readStream(a)).length + (await store.readStream(b)).length).toBe(3);
      });

      it('refuses an empty batch, a stream with nothing to append, and a stream named twice, writing nothing', async () => {
        const stream = newStreamId();
        await expect(store.appendMany([])).rejects.toThrow(RangeError);
        await expect(store.appendMany([{ streamId: stream, events: [], expected: 'any' }])).rejects.toThrow(RangeError);
        await expect(
          store.appendMany([
            { streamId: stream, events: [newEvent()], expected: 'no_stream' },
            { streamId: stream, events: [newEvent()], expected: 0 },
          ]),
        ).rejects.toThrow(RangeError);
        expect(await store.readStream(stream)).toEqual([]);
      });
    });

    describe('retrying an append with the same eventIds', () => {
      it('appends nothing and returns the original result', async () => {
        const stream = newStreamId();
        const batch = [newEvent(), newEvent()];
        const original = await store.append(stream, batch, 'no_stream');

        const retried = await store.append(stream, batch, 'no_stream');

        expect(retried).toEqual(original);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('returns the original result even after the stream has moved on', async () => {
        const stream = newStreamId();
        await store.append(stream, [newEvent()], 'no_stream');
        const batch = [newEvent()];
        const original = await store.append(stream, batch, 0);
        await store.append(stream, [newEvent()], 1);

        const retried = await store.append(stream, batch, 0);

        expect(retried).toEqual(original);
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it('refuses a batch that repeats only some stored eventIds and writes nothing', async () => {
        const stream = newStreamId();
        const stored = newEvent();
        await store.append(stream, [stored], 'no_stream');

        await expect(store.append(stream, [stored, newEvent()], 'no_stream')).rejects.toThrow();
        expect(await store.readStream(stream)).toHaveLength(1);
      });
    });

    describe('reading a stream', () => {
      let stream: string;

      beforeEach(async () => {
        stream = newStreamId();
        await store.append(stream, [0, 1, 2, 3, 4].map((n) => newEvent('Counted', { n })), 'no_stream');
      });

      const revisions = (events: RecordedEvent[]) => events.map((e) => e.revision);

      it('reads forwards from the first revision by default', async () => {
        expect(revisions(await store.readStream(stream))).toEqual([0, 1, 2, 3, 4]);
      });

      it('reads backwards from the last revision', async () => {
        expect(revisions(await store.readStream(stream, { direction: 'backwards' }))).toEqual([4, 3, 2, 1, 0]);
      });

      it('starts at fromRevision, inclusive, in either direction', async () => {
        expect(revisions(await store.readStream(stream, { fromRevision: 2 }))).toEqual([2, 3, 4]);
        expect(revisions(await store.readStream(stream, { fromRevision: 2, direction: 'backwards' }))).toEqual([
          2, 1, 0,
        ]);
      });

      it('returns at most maxCount events', async () => {
        expect(revisions(await store.readStream(stream, { maxCount: 2 }))).toEqual([0, 1]);
        expect(revisions(await store.readStream(stream, { maxCount: 2, direction: 'backwards' }))).toEqual([4, 3]);
        expect(revisions(await store.readStream(stream, { fromRevision: 1, maxCount: 3 }))).toEqual([1, 2, 3]);
      });

      it('returns an empty list for a missing stream', async () => {
        expect(await store.readStream(newStreamId())).toEqual([]);
      });
    });

    describe('reading the whole log', () => {
      it('reads events after a position, across streams, in append order with strictly increasing positions', async () => {
        const head = await store.headPosition();
        const [a, b] = [newStreamId(), newStreamId()];
        await store.append(a, [newEvent('A0')], 'no_stream');
        await store.append(b, [newEvent('B0'), newEvent('B1')], 'no_stream');
        await store.append(a, [newEvent('A1')], 0);

        const events = await eventsOf(store, [a, b], head);

        expect(events.map((e) => e.type)).toEqual(['A0', 'B0', 'B1', 'A1']);
        const positions = events.map((e) => e.position);
        positions.forEach((position, i) => expect(position).toBeGreaterThan(i === 0 ? head : positions[i - 1]!));
      });

      it('treats `after` as exclusive', async () => {
        const stream = newStreamId();
        const first = await store.append(stream, [newEvent('First')], 'no_stream');
        await store.append(stream, [newEvent('Second')], 0);

        const events = await eventsOf(store, [stream], first.position);

        expect(events.map((e) => e.type)).toEqual(['Second']);
      });

      it('returns at most maxCount events, the first ones after the position', async () => {
        const head = await store.headPosition();
        const stream = newStreamId();
        await store.append(stream, [newEvent(), newEvent(), newEvent()], 'no_stream');

        const limited = await store.readAll({ after: head, maxCount: 2 });

        expect(limited).toHaveLength(2);
        expect(limited).toEqual((await store.readAll({ after: head })).slice(0, 2));
      });

      it('reads past page boundaries without losing or repeating events', async () => {
        const head = await store.headPosition();
        const stream = newStreamId();
        await appendMany(store, stream, 1201);

        const events = await eventsOf(store, [stream], head);

        expect(events.map((e) => e.revision)).toEqual(range(1201));
      });

      it('reports the position of the last event as headPosition', async () => {
        const before = await store.headPosition();
        const result = await store.append(newStreamId(), [newEvent()], 'no_stream');

        const head = await store.headPosition();

        expect(head).toBeGreaterThan(before);
        expect(head).toBeGreaterThanOrEqual(result.position);
        expect(await store.readAll({ after: head })).toEqual([]);
        expect((await store.readAll({ after: before })).at(-1)?.position).toBe(head);
      });

      it('reads only the given event types, in log order, and nothing for an empty list', async () => {
        const head = await store.headPosition();
        const [wanted, other] = [`Wanted${randomUUID().slice(0, 8)}`, `Other${randomUUID().slice(0, 8)}`];
        const [a, b] = [newStreamId(), newStreamId()];
        await store.append(a, [newEvent(wanted, { n: 1 }), newEvent(other)], 'no_stream');
        await store.append(b, [newEvent(other), newEvent(wanted, { n: 2 })], 'no_stream');
        await store.append(a, [newEvent(wanted, { n: 3 })], 1);

        const events = await store.readAll({ after: head, types: [wanted] });

        expect(events.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
        expect(events.every((e) => e.type === wanted)).toBe(true);
        expect(await store.readAll({ after: head, types: [wanted], maxCount: 2 })).toEqual(events.slice(0, 2));
        expect(await store.readAll({ after: head, types: [] })).toEqual([]);
      });

      it('takes event types as values, never as patterns', async () => {
        const head = await store.headPosition();
        const type = `Dotted.${randomUUID().slice(0, 8)}`;
        await store.append(newStreamId(), [newEvent(type), newEvent(type.replace('.', 'X'))], 'no_stream');

        const events = await store.readAll({ after: head, types: [type, '.*'] });

        expect(events.map((e) => e.type)).toEqual([type]);
      });

      it('reads up to a position, inclusive', async () => {
        const head = await store.headPosition();
        const stream = newStreamId();
        const first = await store.append(stream, [newEvent('One'), newEvent('Two')], 'no_stream');
        await store.append(stream, [newEvent('Three')], 1);

        const events = await eventsOf(store, [stream], head, { toPosition: first.position });

        expect(events.map((e) => e.type)).toEqual(['One', 'Two']);
      });

      it('reads up to a time, inclusive, by the time each event occurred', async () => {
        const head = await store.headPosition();
        const stream = newStreamId();
        const at = (iso: string) => ({ ...newEvent(`At${iso.slice(0, 4)}`), metadata: { ...newEvent().metadata, occurredAt: iso } });
        await store.append(stream, [at('2020-01-01T00:00:00.000Z'), at('2021-01-01T00:00:00.000Z'), at('2022-01-01T00:00:00.000Z')], 'no_stream');

        expect((await eventsOf(store, [stream], head, { toTime: '2021-01-01T00:00:00.000Z' })).map((e) => e.type)).toEqual(['At2020', 'At2021']);
        expect((await eventsOf(store, [stream], head, { toTime: new Date('2020-06-01') })).map((e) => e.type)).toEqual(['At2020']);
      });
    });

    describe('querying the log', () => {
      const at = (type: string, iso: string, data: unknown = {}, metadata: Partial<NewEvent['metadata']> = {}): NewEvent => {
        const event = newEvent(type, data);
        return { ...event, metadata: { ...event.metadata, occurredAt: iso, ...metadata } };
      };

      it('answers the events meeting every condition, in the order asked, a page at a time, and counts them', async () => {
        const [a, b, other] = [newStreamId(), newStreamId(), newStreamId()];
        const cause = randomUUID();
        await store.append(a, [at('Opened', '2024-01-01T00:00:00.000Z', { amount: 5 }), at('Changed', '2024-02-01T00:00:00.000Z', { amount: 7 }, { causationId: cause })], 'no_stream');
        await store.append(b, [at('Changed', '2024-01-15T00:00:00.000Z', { amount: 9 }), at('Closed', '2024-03-01T00:00:00.000Z')], 'no_stream');
        await store.append(other, [at('Changed', '2024-02-01T00:00:00.000Z', { amount: 7 }, { causationId: cause })], 'no_stream');
        const mine: EventCondition = { field: 'streamId', in: [a, b] };
        const types = async (query: Omit<EventQuery, 'where'> & { where: EventCondition[] }) => (await store.queryEvents(query)).map((e) => `${e.streamId === a ? 'a' : 'b'}:${e.type}`);

        expect(await types({ where: [mine] })).toEqual(['a:Opened', 'a:Changed', 'b:Changed', 'b:Closed']);
        expect(await types({ where: [mine], direction: 'descending', skip: 1, limit: 2 })).toEqual(['b:Changed', 'a:Changed']);
        expect(await types({ where: [mine], orderBy: 'occurredAt' })).toEqual(['a:Opened', 'b:Changed', 'a:Changed', 'b:Closed']);
        expect(await types({ where: [mine, { field: 'type', in: ['Changed'] }] })).toEqual(['a:Changed', 'b:Changed']);
        expect(await types({ where: [mine, { field: 'occurredAt', gte: '2024-01-15T00:00:00.000Z', lte: '2024-02-01T00:00:00.000Z' }] })).toEqual(['a:Changed', 'b:Changed']);
        expect(await types({ where: [mine, { field: 'data.amount', gte: 7 }], orderBy: 'data.amount', direction: 'descending' })).toEqual(['b:Changed', 'a:Changed']);
        expect(await types({ where: [mine, { field: 'causationId', in: [cause] }] })).toEqual(['a:Changed']);
        expect(await store.countEvents([mine])).toBe(4);
        expect(await store.countEvents([mine, { field: 'type', in: ['Changed', 'Closed'] }])).toBe(3);
        expect(await store.countEvents([{ field: 'causationId', in: [cause] }])).toBe(2);
      });

      it('finds events by id, and by stream and position together', async () => {
        const stream = newStreamId();
        const events = [newEvent('One'), newEvent('Two'), newEvent('Three')];
        const { position } = await store.append(stream, events, 'no_stream');
        const [found] = await store.queryEvents({ where: [{ field: 'eventId', in: [events[1].metadata.eventId] }] });
        expect(found).toMatchObject({ streamId: stream, revision: 1, type: 'Two', position: position - 1 });
        expect((await store.queryEvents({ where: [{ field: 'streamId', in: [stream] }, { field: 'position', gte: position - 1 }] })).map((e) => e.type)).toEqual(['Two', 'Three']);
        expect((await store.queryEvents({ where: [{ field: 'streamId', in: [stream] }, { field: 'position', lte: position - 2 }] })).map((e) => e.type)).toEqual(['One']);
      });

      it('takes values as values, never as patterns or SQL, and matches nothing with an empty list', async () => {
        const stream = newStreamId();
        await store.append(stream, [newEvent("Quote'd"), newEvent('Plain')], 'no_stream');
        const mine: EventCondition = { field: 'streamId', in: [stream] };
        expect(await store.queryEvents({ where: [{ field: 'streamId', in: ['contract-%'] }] })).toEqual([]);
        expect((await store.queryEvents({ where: [mine, { field: 'type', in: ["Quote'd"] }] })).map((e) => e.type)).toEqual(["Quote'd"]);
        expect(await store.queryEvents({ where: [mine, { field: 'type', in: ["x' OR '1'='1"] }] })).toEqual([]);
        expect(await store.queryEvents({ where: [mine, { field: 'type', in: [] }] })).toEqual([]);
        expect(await store.countEvents([mine, { field: 'eventId', in: [] }])).toBe(0);
      });

      it('answers at most MAX_EVENT_QUERY events', async () => {
        const stream = newStreamId();
        const many = Array.from({ length: MAX_EVENT_QUERY + 5 }, () => newEvent());
        await store.append(stream, many, 'no_stream');
        expect(await store.queryEvents({ where: [{ field: 'streamId', in: [stream] }], limit: MAX_EVENT_QUERY * 2 })).toHaveLength(MAX_EVENT_QUERY);
        expect(await store.countEvents([{ field: 'streamId', in: [stream] }])).toBe(MAX_EVENT_QUERY + 5);
      });
    });

    describe('concurrent appends', () => {
      it('gives each of many concurrent appends its own result, and a conflict only to the losers', async () => {
        const streams = range(20).map(() => newStreamId());
        const contested = newStreamId();

        const results = await Promise.allSettled([
          ...streams.map((stream) => store.append(stream, [newEvent()], 'no_stream')),
          ...range(5).map(() => store.append(contested, [newEvent()], 'no_stream')),
        ]);

        const own = results.slice(0, 20);
        expect(own.every((r) => r.status === 'fulfilled' && r.value.nextExpectedRevision === 0)).toBe(true);
        const positions = own.map((r) => (r as PromiseFulfilledResult<{ position: number }>).value.position);
        expect(new Set(positions).size).toBe(20);
        for (const [i, stream] of streams.entries()) expect((await store.readStream(stream))[0]!.position).toBe(positions[i]);
        const race = results.slice(20);
        expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const losers = race.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(losers).toHaveLength(4);
        losers.forEach((r) => expect(r.reason).toBeInstanceOf(WrongExpectedRevisionError));
        expect(await store.readStream(contested)).toHaveLength(1);
      });

      it('applies concurrent appends to one stream with consecutive expected revisions in order', async () => {
        const stream = newStreamId();

        const results = await Promise.all([
          store.append(stream, [newEvent('R0')], 'no_stream'),
          store.append(stream, [newEvent('R1')], 0),
          store.append(stream, [newEvent('R2')], 1),
        ]);

        expect(results.map((r) => r.nextExpectedRevision)).toEqual([0, 1, 2]);
        expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['R0', 'R1', 'R2']);
      });
    });

    describe('round-tripping', () => {
      it('gives back data and metadata exactly as appended, from readStream and readAll', async () => {
        const stream = newStreamId();
        const event: NewEvent = {
          type: 'ProductPriced',
          data: {
            productId: 'p-1',
            pricePaise: 1_234_500,
            quantity: { value: 2.5, unit: 'tonne' },
            tags: ['cement', 'ಕನ್ನಡ', 'emoji 🧱'],
            discontinued: false,
            note: null,
          },
          metadata: {
            eventId: randomUUID(),
            actor: { kind: 'user', userId: 'u-1', role: 'vendor', name: 'Asha "Q" Rao' },
            correlationId: randomUUID(),
            causationId: randomUUID(),
            occurredAt: '2025-01-02T03:04:05.678Z',
            schemaVersion: 3,
          },
        };
        const head = await store.headPosition();

        const { position } = await store.append(stream, [event], 'no_stream');

        const expected: RecordedEvent = { streamId: stream, revision: 0, position, ...event };
        expect(await store.readStream(stream)).toEqual([expected]);
        expect(await eventsOf(store, [stream], head)).toEqual([expected]);
      });
    });

    describe('subscribing', () => {
      it('catches up from `after` (exclusive), then receives live appends in order', async () => {
        const stream = newStreamId();
        const first = await store.append(stream, [newEvent('E0')], 'no_stream');
        await store.append(stream, [newEvent('E1'), newEvent('E2')], 0);
        const received = collector(stream);

        const subscription = store.subscribe(received.handler, { after: first.position });
        await waitFor(() => received.events.length === 2);
        await store.append(stream, [newEvent('E3')], 2);
        await store.append(stream, [newEvent('E4')], 3);
        await waitFor(() => received.events.length === 4);
        await subscription.stop();

        expect(received.events.map((e) => e.type)).toEqual(['E1', 'E2', 'E3', 'E4']);
        expect(received.events.map((e) => e.revision)).toEqual([1, 2, 3, 4]);
      });

      it('catches up past page boundaries without losing or repeating events', async () => {
        const head = await store.headPosition();
        const stream = newStreamId();
        await appendMany(store, stream, 1201);
        const received = collector(stream);

        const subscription = store.subscribe(received.handler, { after: head });
        await waitFor(() => received.events.length >= 1201);
        await subscription.stop();

        expect(received.events.map((e) => e.revision)).toEqual(range(1201));
      });

      it('delivers every event once, in log order, awaiting the handler before the next', async () => {
        const head = await store.headPosition();
        const stream = newStreamId();
        let inFlight = 0;
        let overlapped = false;
        const positions: number[] = [];
        const subscription = store.subscribe(
          async (event) => {
            if (event.streamId !== stream) return;
            inFlight += 1;
            overlapped ||= inFlight > 1;
            await sleep(2);
            positions.push(event.position);
            inFlight -= 1;
          },
          { after: head },
        );

        let expected: number | 'no_stream' = 'no_stream';
        for (let i = 0; i < 20; i += 1) {
          expected = (await store.append(stream, [newEvent(), newEvent()], expected)).nextExpectedRevision;
        }
        await waitFor(() => positions.length === 40);
        await sleep(300);
        await subscription.stop();

        expect(overlapped).toBe(false);
        expect(positions).toHaveLength(40);
        expect(positions).toEqual([...positions].sort((x, y) => x - y));
        expect(new Set(positions).size).toBe(40);
      });

      it('takes a handler that returns nothing for some events and a promise for others, in order, one at a time', async () => {
        const head = await store.headPosition();
        const stream = newStreamId();
        let inFlight = false;
        let overlapped = false;
        const seen: string[] = [];
        const errors: unknown[] = [];
        const subscription = store.subscribe(
          (event) => {
            if (event.streamId !== stream) return;
            overlapped ||= inFlight;
            seen.push(event.type);
            if (!event.type.startsWith('Slow')) return; // done already: nothing to wait for
            inFlight = true;
            return sleep(5).then(() => void (inFlight = false));
          },
          { after: head, onError: (error) => errors.push(error) },
        );
        const types = ['Quick1', 'Slow1', 'Quick2', 'Quick3', 'Slow2', 'Quick4'];
        await store.append(stream, types.slice(0, 3).map((type) => newEvent(type)), 'no_stream');
        await store.append(stream, types.slice(3).map((type) => newEvent(type)), 2);
        await waitFor(() => seen.length === types.length);
        await subscription.stop();

        expect(seen).toEqual(types);
        expect(overlapped).toBe(false);
        expect(errors).toEqual([]);
      });

      it('stops a handler that throws without returning a promise, and reports it', async () => {
        const head = await store.headPosition();
        const stream = newStreamId();
        const delivered: string[] = [];
        const errors: unknown[] = [];
        const subscription = store.subscribe(
          (event) => {
            if (event.streamId !== stream) return;
            delivered.push(event.type);
            throw new Error('synchronous failure');
          },
          { after: head, onError: (error) => errors.push(error) },
        );
        await store.append(stream, [newEvent('Fails'), newEvent('NeverDelivered')], 'no_stream');
        await waitFor(() => errors.length === 1);
        await subscription.stop();

        expect(delivered).toEqual(['Fails']);
        expect((errors[0] as Error).message).toBe('synchronous failure');
      });

      it('stops delivering once stop() resolves, after the in-flight handler has finished', async () => {
        const head = await store.headPosition();
        const stream = newStreamId();
        const delivered: string[] = [];
        let handlerFinished = false;
        let entered = () => {};
        const inHandler = new Promise<void>((resolve) => (entered = resolve));
        const subscription = store.subscribe(
          async (event) => {
            if (event.streamId !== stream) return;
            delivered.push(event.type);
            entered();
            await sleep(100);
            handlerFinished = true;
          },
          { after: head },
        );
        await store.append(stream, [newEvent('Before')], 'no_stream');
        await inHandler;

        await subscription.stop();
        expect(handlerFinished).toBe(true);
        await store.append(stream, [newEvent('After')], 0);
        await sleep(500);

        expect(delivered).toEqual(['Before']);
      });

      it('stops after a handler error and reports it to onError', async () => {
        const head = await store.headPosition();
        const stream = newStreamId();
        const delivered: string[] = [];
        const errors: unknown[] = [];
        const subscription = store.subscribe(
          async (event) => {
            if (event.streamId !== stream) return;
            delivered.push(event.type);
            throw new Error('projection failed');
          },
          { after: head, onError: (error) => errors.push(error) },
        );

        await store.append(stream, [newEvent('Fails'), newEvent('NeverDelivered')], 'no_stream');
        await waitFor(() => errors.length === 1);
        await store.append(stream, [newEvent('AlsoNeverDelivered')], 1);
        await sleep(500);
        await subscription.stop();

        expect(delivered).toEqual(['Fails']);
        expect(errors).toHaveLength(1);
        expect((errors[0] as Error).message).toBe('projection failed');
      });
    });
  });
}

export function newStreamId(): string {
  // One lowercase category token, as EventStoreDB splits categories at the first dash.
  return `contract-${randomUUID()}`;
}

export function newEvent(type = 'ThingHappened', data: unknown = { at: Date.now() }): NewEvent {
  return {
    type,
    data,
    metadata: {
      eventId: randomUUID(),
      actor: { kind: 'system', reason: 'contract test' },
      correlationId: randomUUID(),
      causationId: randomUUID(),
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}

export function collector(stream: string) {
  const events: RecordedEvent[] = [];
  return {
    events,
    handler: async (event: RecordedEvent) => {
      if (event.streamId === stream) events.push(event);
    },
  };
}

export async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(10);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Appends `count` events to a new stream in batches of at most 500. */
export async function appendMany(store: EventStore, stream: string, count: number): Promise<void> {
  let expected: number | 'no_stream' = 'no_stream';
  for (let start = 0; start < count; start += 500) {
    const batch = range(Math.min(500, count - start)).map((i) => newEvent('Counted', { n: start + i }));
    expected = (await store.append(stream, batch, expected)).nextExpectedRevision;
  }
}

export function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

/** This test's events in the log after `after`, ignoring other writers to a shared server. */
async function eventsOf(store: EventStore, streams: string[], after: number, options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
  return (await store.readAll({ after, ...options })).filter((e) => streams.includes(e.streamId));
}
