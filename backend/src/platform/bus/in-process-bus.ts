import type { RecordedEvent } from '../event-store/event';
import type { Bus, Consumer, ConsumerOptions } from './bus.port';

export interface InProcessBusOptions {
  /** Told about every handler failure before the redelivery; defaults to console.error. */
  onError?: (error: unknown, event: RecordedEvent) => void;
}

interface Message {
  subject: string;
  /** Kept as JSON, as NATS would carry it: every delivery is a fresh copy and non-JSON data shows up here too. */
  payload: string;
}

/**
 * The embedded bus: one process, messages kept in memory for its lifetime. It behaves like
 * the NATS adapter with one durable consumer per name: a consumer re-created under the
 * same name resumes after its last acked message.
 */
export class InProcessBus implements Bus {
  private readonly messages: Message[] = [];
  private readonly eventIds = new Set<string>();
  /** Durable name -> index of the next message it has not acked. */
  private readonly cursors = new Map<string, number>();
  private readonly active = new Map<string, InProcessConsumer>();
  private readonly onError: (error: unknown, event: RecordedEvent) => void;
  private closed = false;

  constructor(options: InProcessBusOptions = {}) {
    this.onError =
      options.onError ??
      ((error, event) => console.error(`bus: handler failed on ${event.type} ${event.metadata.eventId}, will redeliver`, error));
  }

  async publish(subject: string, event: RecordedEvent): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
    assertSubject(subject);
    if (this.eventIds.has(event.metadata.eventId)) return;
    this.eventIds.add(event.metadata.eventId);
    this.messages.push({ subject, payload: JSON.stringify(event) });
    for (const consumer of this.active.values()) consumer.wake();
  }

  async consume(options: ConsumerOptions, handler: (event: RecordedEvent) => Promise<void>): Promise<Consumer> {
    if (this.closed) throw new Error('bus is closed');
    // NATS would share one durable between two live subscribers; nothing here needs that.
    if (this.active.has(options.durable)) throw new Error(`durable consumer '${options.durable}' is already running`);
    const consumer = new InProcessConsumer(this.messages, options, handler, {
      cursor: this.cursors.get(options.durable) ?? 0,
      acked: (cursor) => this.cursors.set(options.durable, cursor),
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
}

interface ConsumerHooks {
  cursor: number;
  acked(cursor: number): void;
  stopped(): void;
  onError(error: unknown, event: RecordedEvent): void;
}

class InProcessConsumer implements Consumer {
  private cursor: number;
  private running = true;
  private loop: Promise<void> = Promise.resolve();
  /** Resolves the wait for a new message or the end of a redelivery delay. */
  private wakeUp: (() => void) | null = null;

  constructor(
    private readonly messages: readonly Message[],
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
    while (this.running) {
      const index = this.nextMatch();
      if (index === -1) {
        this.cursor = this.messages.length;
        await this.pause();
        continue;
      }
      const event = JSON.parse(this.messages[index].payload) as RecordedEvent;
      try {
        await this.handler(event);
        this.cursor = index + 1;
        this.hooks.acked(this.cursor);
      } catch (error) {
        // The cursor stays put: the same message comes again and later ones wait behind it.
        this.hooks.onError(error, event);
        await this.pause(this.options.redeliverAfterMs ?? 1000);
      }
    }
  }

  private nextMatch(): number {
    for (let i = this.cursor; i < this.messages.length; i++) {
      if (subjectMatches(this.options.subject, this.messages[i].subject)) return i;
    }
    return -1;
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
