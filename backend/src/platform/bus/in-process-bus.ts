import type { RecordedEvent } from '../event-store/event';
import { DEFAULT_MAX_DELIVER, deadLetterSubject, isDeadLetter, type Bus, type Consumer, type ConsumerOptions } from './bus.port';

export interface InProcessBusOptions {
  /** Told about every handler failure before the redelivery; defaults to console.error. */
  onError?: (error: unknown, event: RecordedEvent) => void;
  /**
   * How long a message every known durable has acked is still kept (default 60 s), for a
   * consumer that starts a moment later (after catching up from the log). Older acked
   * messages are dropped, so memory follows the traffic, not the lifetime.
   */
  retainAckedMs?: number;
}

interface Message {
  subject: string;
  /**
   * Kept as JSON, as NATS would carry it: every delivery is a fresh copy and non-JSON data
   * shows up here too. An event the log decoded and deep-froze is already both (JSON from
   * its row, and immutable), so it is kept and delivered as it is: no copy per publish and
   * per consumer (notifications follow every subject).
   */
  payload: string | RecordedEvent;
  /** The id duplicates are dropped by (the eventId; for a dead letter, durable and eventId). */
  id: string;
  publishedAt: number;
}

/** The messages still held, addressed by a position that survives dropping the oldest. */
class MessageLog {
  private items: Message[] = [];
  private dropped = 0;

  get start(): number {
    return this.dropped;
  }

  get end(): number {
    return this.dropped + this.items.length;
  }

  at(index: number): Message | undefined {
    return this.items[index - this.dropped];
  }

  push(message: Message): void {
    this.items.push(message);
  }

  /** Drops the oldest messages before `index` published before `before`; returns them. */
  dropBefore(index: number, before: number): Message[] {
    let count = 0;
    while (count < this.items.length && this.dropped + count < index && this.items[count].publishedAt <= before) count++;
    if (count === 0) return [];
    const gone = this.items.splice(0, count);
    this.dropped += count;
    return gone;
  }
}

/**
 * The embedded bus: one process, messages kept in memory until every durable has acked
 * them (and a short while after). It behaves like the NATS adapter with one durable
 * consumer per name: a consumer re-created under the same name resumes after its last
 * acked message.
 */
export class InProcessBus implements Bus {
  private readonly log = new MessageLog();
  private readonly ids = new Set<string>();
  /** Durable name -> position of the next message it has not acked. */
  private readonly cursors = new Map<string, number>();
  private readonly active = new Map<string, InProcessConsumer>();
  private readonly onError: (error: unknown, event: RecordedEvent) => void;
  private readonly retainAckedMs: number;
  private closed = false;

  constructor(options: InProcessBusOptions = {}) {
    this.onError =
      options.onError ??
      ((error, event) => console.error(`bus: handler failed on ${event.type} ${event.metadata.eventId}, will redeliver`, error));
    this.retainAckedMs = options.retainAckedMs ?? 60_000;
  }

  /** Messages held in memory now (for tests and health). */
  get heldMessages(): number {
    return this.log.end - this.log.start;
  }

  async publish(subject: string, event: RecordedEvent): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
    assertSubject(subject);
    this.append(subject, event.metadata.eventId, fromTheLog(event) ? event : JSON.stringify(event));
  }

  async consume(options: ConsumerOptions, handler: (event: RecordedEvent) => Promise<void>): Promise<Consumer> {
    if (this.closed) throw new Error('bus is closed');
    // NATS would share one durable between two live subscribers; nothing here needs that.
    if (this.active.has(options.durable)) throw new Error(`durable consumer '${options.durable}' is already running`);
    // Known from now on: nothing it has not acked is dropped, also while it is stopped.
    if (!this.cursors.has(options.durable)) this.cursors.set(options.durable, this.log.start);
    const consumer = new InProcessConsumer(this.log, options, handler, {
      cursor: this.cursors.get(options.durable)!,
      acked: (cursor) => {
        this.cursors.set(options.durable, cursor);
        this.dropAcked();
      },
      deadLetter: (message) => this.append(deadLetterSubject(options.durable), `dlq.${options.durable}.${message.id}`, message.payload),
      stopped: () => {
        if (this.active.get(options.durable) === consumer) this.active.delete(options.durable);
      },
      onError: this.onError,
    });
    this.active.set(options.durable, consumer);
    consumer.start();
    return consumer;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.active.values()].map((consumer) => consumer.stop()));
  }

  private append(subject: string, id: string, payload: Message['payload']): void {
    if (this.ids.has(id)) return;
    this.ids.add(id);
    this.log.push({ subject, payload, id, publishedAt: Date.now() });
    for (const consumer of this.active.values()) consumer.wake();
  }

  /** Drops what every durable seen so far has acked, once it is older than the retention. */
  private dropAcked(): void {
    const acked = Math.min(...this.cursors.values());
    for (const message of this.log.dropBefore(acked, Date.now() - this.retainAckedMs)) this.ids.delete(message.id);
  }
}

/** Subjects a consumer remembers its answer for (the event types; anything beyond is matched each time). */
const MAX_REMEMBERED_SUBJECTS = 1024;

interface ConsumerHooks {
  cursor: number;
  acked(cursor: number): void;
  deadLetter(message: Message): void;
  stopped(): void;
  onError(error: unknown, event: RecordedEvent): void;
}

class InProcessConsumer implements Consumer {
  private cursor: number;
  private running = true;
  private loop: Promise<void> = Promise.resolve();
  /** Resolves the wait for a new message or the end of a redelivery delay. */
  private wakeUp: (() => void) | null = null;
  private readonly wanted = new Map<string, boolean>();

  constructor(
    private readonly log: MessageLog,
    private readonly options: ConsumerOptions,
    private readonly handler: (event: RecordedEvent) => Promise<void>,
    private readonly hooks: ConsumerHooks,
  ) {
    this.cursor = hooks.cursor;
  }

  start(): void {
    // Asynchronously, as with NATS: no handler runs before consume() has returned.
    this.loop = Promise.resolve().then(() => this.run());
  }

  wake(): void {
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop; // lets an in-flight handler finish and be acked
    this.hooks.stopped();
  }

  private async run(): Promise<void> {
    let deliveries = 0;
    while (this.running) {
      const index = this.nextMatch();
      if (index === -1) {
        this.ack(this.log.end);
        await this.pause();
        continue;
      }
      const message = this.log.at(index)!;
      const event = typeof message.payload === 'string' ? (JSON.parse(message.payload) as RecordedEvent) : message.payload;
      try {
        deliveries += 1;
        await this.handler(event);
      } catch (error) {
        this.hooks.onError(error, event);
        if (deliveries < (this.options.maxDeliver ?? DEFAULT_MAX_DELIVER)) {
          // The cursor stays put: the same message comes again and later ones wait behind it.
          await this.pause(this.options.redeliverAfterMs ?? 1000);
          continue;
        }
        this.hooks.deadLetter(message);
      }
      deliveries = 0;
      this.ack(index + 1);
    }
  }

  private ack(cursor: number): void {
    if (cursor === this.cursor) return;
    this.cursor = cursor;
    this.hooks.acked(cursor);
  }

  private nextMatch(): number {
    for (let i = Math.max(this.cursor, this.log.start); i < this.log.end; i++) {
      if (this.wants(this.log.at(i)!.subject)) return i;
    }
    return -1;
  }

  /** Whether a subject is for this consumer, remembered per subject (a few hundred event types, each seen again and again). */
  private wants(subject: string): boolean {
    let wanted = this.wanted.get(subject);
    if (wanted === undefined) {
      wanted = subjectMatches(this.options.subject, subject) && !isDeadLetter(subject, this.options.subject);
      if (this.wanted.size < MAX_REMEMBERED_SUBJECTS) this.wanted.set(subject, wanted);
    }
    return wanted;
  }

  /** Waits for wake() (a publish or stop), or for `ms` when given. */
  private pause(ms?: number): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      if (ms !== undefined) timer = setTimeout(done, ms);
      // A publish during a redelivery delay must not cut the delay short; stop() does.
      this.wakeUp = ms === undefined ? done : () => (this.running ? undefined : done());
    });
  }
}

/** Decoded from a log row and deep-frozen by the log's window (recent-events.ts): JSON already, and nobody can change it. */
const fromTheLog = (event: RecordedEvent): boolean => Object.isFrozen(event) && Object.isFrozen(event.data) && Object.isFrozen(event.metadata);

/** NATS subject matching: '*' matches one token, a final '>' one or more. */
export function subjectMatches(filter: string, subject: string): boolean {
  const wanted = filter.split('.');
  const tokens = subject.split('.');
  for (let i = 0; i < wanted.length; i++) {
    if (wanted[i] === '>') return tokens.length > i;
    if (i >= tokens.length || (wanted[i] !== '*' && wanted[i] !== tokens[i])) return false;
  }
  return wanted.length === tokens.length;
}

function assertSubject(subject: string): void {
  if (subject.split('.').some((token) => token === '' || token === '*' || token === '>' || /\s/.test(token))) {
    throw new Error(`invalid subject to publish on: '${subject}'`);
  }
}
