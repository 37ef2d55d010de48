import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  JetStreamApiCodes,
  JetStreamApiError,
  jetstreamManager,
  StorageType,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { connect, headers, nanos, type NatsConnection } from '@nats-io/transport-node';
import type { RecordedEvent } from '../event-store/event';
import { DEFAULT_MAX_DELIVER, deadLetterSubject, isDeadLetter, type Bus, type Consumer, type ConsumerOptions } from './bus.port';

export interface NatsBusOptions {
  /** NATS_URL, e.g. nats://127.0.0.1:4222 (comma-separated for a cluster). */
  url: string;
  /** JetStream stream holding every market.> subject; default 'MARKET'. */
  stream?: string;
  /** How long the stream remembers message ids to drop duplicates; default 24 h. */
  duplicateWindowMs?: number;
  /** Time the server waits for an ack before redelivering; kept alive while a handler runs. Default 30 s. */
  ackWaitMs?: number;
  /**
   * Told about every handler failure before the redelivery (without an event: the consumer
   * itself failed); defaults to console.error.
   */
  onError?: (error: unknown, event: RecordedEvent | undefined) => void;
}

const SUBJECTS = ['market.>'];
const HOUR_MS = 3_600_000;

/**
 * The scale-out bus: NATS JetStream with the maintained v3 client. The only file that
 * imports @nats-io. Runs on nats-server 2.9, so: a single filter_subject per consumer, no
 * stream metadata, no sync_interval (that one belongs in the server config, see
 * ARCHITECTURE.md rule 6).
 */
export class NatsBus implements Bus {
  private readonly consumers = new Set<NatsConsumer>();

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly jsm: JetStreamManager,
    private readonly stream: string,
    private readonly ackWaitMs: number,
    private readonly onError: (error: unknown, event: RecordedEvent | undefined) => void,
  ) {}

  static async connect(options: NatsBusOptions): Promise<NatsBus> {
    // Reconnect for as long as it takes: the client's default gives up after 10 tries (about
    // 20 s), after which an outage of NATS left every consumer closed for good.
    const nc = await connect({ servers: options.url.split(','), maxReconnectAttempts: -1, reconnectTimeWait: 1000 });
    try {
      const jsm = await jetstreamManager(nc);
      const stream = options.stream ?? 'MARKET';
      await ensureStream(jsm, stream, options.duplicateWindowMs ?? 24 * HOUR_MS);
      const onError = options.onError ?? logFailure;
      return new NatsBus(nc, jetstream(nc), jsm, stream, options.ackWaitMs ?? 30_000, onError);
    } catch (error) {
      await nc.close();
      throw error;
    }
  }

  async publish(subject: string, event: RecordedEvent): Promise<void> {
    // Resolves on the stream's PubAck (stored); a duplicate id is acked without being stored again.
    await this.js.publish(subject, JSON.stringify(event), { msgID: event.metadata.eventId });
  }

  async consume(options: ConsumerOptions, handler: (event: RecordedEvent) => Promise<void>): Promise<Consumer> {
    const maxDeliver = options.maxDeliver ?? DEFAULT_MAX_DELIVER;
    const config = {
      durable_name: options.durable,
      filter_subject: options.subject,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      // One unacked message at a time keeps publish order, also across redeliveries.
      max_ack_pending: 1,
      ack_wait: nanos(this.ackWaitMs),
      // One more than the client's limit: a process that dies during the last delivery still gets to park it.
      max_deliver: maxDeliver + 1,
    };
    // (Re)opens the message iterator; after a failure the durable may be gone: add it again.
    const open = async () => {
      try {
        await this.jsm.consumers.add(this.stream, config);
      } catch (error) {
        // An existing durable made before max_deliver was set: bring its settings up to date.
        if (!(error instanceof JetStreamApiError)) throw error;
        await this.jsm.consumers.update(this.stream, options.durable, { max_deliver: config.max_deliver, ack_wait: config.ack_wait, max_ack_pending: 1 });
      }
      const durable = await this.js.consumers.get(this.stream, options.durable);
      // A deleted durable ends the iterator (instead of waiting for it to come back), so run() adds it again.
      return durable.consume({ max_messages: 1, abort_on_missing_resource: true });
    };
    const consumer = new NatsConsumer(await open(), open, handler, {
      subject: options.subject,
      redeliverAfterMs: options.redeliverAfterMs ?? 1000,
      ackWaitMs: this.ackWaitMs,
      maxDeliver,
      deadLetter: (m, error) => this.deadLetter(options.durable, m, error),
      onError: this.onError,
      stopped: () => this.consumers.delete(consumer),
    });
    this.consumers.add(consumer);
    return consumer;
  }

  /** Publishes a given-up message, unchanged, to `market.dlq.<durable>`, saying why in headers. */
  private async deadLetter(durable: string, m: JsMsg, error: unknown): Promise<void> {
    const h = headers();
    h.set('Dead-Letter-Subject', m.subject);
    h.set('Dead-Letter-Deliveries', String(m.info.deliveryCount));
    h.set('Dead-Letter-Error', (error instanceof Error ? error.message : String(error)).slice(0, 500).replace(/[\r\n]+/g, ' '));
    const id = m.headers?.get('Nats-Msg-Id') || `${m.info.stream}.${m.seq}`;
    await this.js.publish(deadLetterSubject(durable), m.data, { msgID: `dlq.${durable}.${id}`, headers: h });
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((consumer) => consumer.stop()));
    await this.nc.close();
  }
}

interface NatsConsumerSettings {
  /** The consumer's filter: dead letters under a broader filter are passed over. */
  subject: string;
  redeliverAfterMs: number;
  ackWaitMs: number;
  maxDeliver: number;
  deadLetter(m: JsMsg, error: unknown): Promise<void>;
  onError(error: unknown, event: RecordedEvent | undefined): void;
  stopped(): void;
}

/** Restart delays after the message iterator fails: 1 s doubling to 30 s. */
const RESTART_FIRST_MS = 1000;
const RESTART_MAX_MS = 30_000;

class NatsConsumer implements Consumer {
  private running = true;
  private readonly loop: Promise<void>;
  private wakeUp?: () => void;

  constructor(
    private messages: ConsumerMessages,
    private readonly reopen: () => Promise<ConsumerMessages>,
    private readonly handler: (event: RecordedEvent) => Promise<void>,
    private readonly settings: NatsConsumerSettings,
  ) {
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.messages.stop();
    this.wakeUp?.();
    await this.loop; // lets an in-flight handler finish and be acked
    this.settings.stopped();
  }

  /**
   * Follows the iterator; when it fails or ends while still wanted (the durable was
   * deleted, the connection dropped), waits and opens it again, instead of going quiet.
   */
  private async run(): Promise<void> {
    let delay = RESTART_FIRST_MS;
    while (this.running) {
      try {
        for await (const m of this.messages) {
          if (!this.running) {
            // Fetched but not handled: hand it back now rather than after ack_wait.
            m.nak();
            break;
          }
          await this.handle(m);
          delay = RESTART_FIRST_MS;
        }
        if (!this.running) return;
        this.settings.onError(new Error('message iterator ended; reopening'), undefined);
      } catch (error) {
        this.settings.onError(error, undefined);
      }
      await this.pause(delay);
      delay = Math.min(delay * 2, RESTART_MAX_MS);
      if (!this.running) return;
      try {
        this.messages = await this.reopen();
      } catch (error) {
        this.settings.onError(error, undefined); // the server may still be away: try again later
      }
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    });
  }

  private async handle(m: JsMsg): Promise<void> {
    if (isDeadLetter(m.subject, this.settings.subject)) {
      await m.ackAck();
      return;
    }
    let event: RecordedEvent;
    try {
      event = m.json<RecordedEvent>();
    } catch (error) {
      // Not JSON will never become JSON: stop redelivering it.
      this.settings.onError(error, undefined);
      m.term(); // no reason text: nats-server 2.9 ignores a +TERM that carries one
      return;
    }
    // A slow handler must not look dead to the server, or it would redeliver meanwhile.
    const keepAlive = setInterval(() => {
      try {
        m.working();
      } catch {
        // connection gone: the server redelivers after ack_wait anyway
      }
    }, Math.max(this.settings.ackWaitMs / 2, 500));
    try {
      await this.handler(event);
    } catch (error) {
      this.settings.onError(error, event);
      if (m.info.deliveryCount < this.settings.maxDeliver) {
        m.nak(this.settings.redeliverAfterMs);
        return;
      }
      // The last delivery: park it on the dead-letter subject and move on.
      await this.settings.deadLetter(m, error);
      m.term(); // no reason text: nats-server 2.9 ignores a +TERM that carries one
      return;
    } finally {
      clearInterval(keepAlive);
    }
    // Waits for the server to record the ack, so a consumer re-created right after stop() resumes past it.
    await m.ackAck();
  }
}

function logFailure(error: unknown, event: RecordedEvent | undefined): void {
  const what = event ? `handler failed on ${event.type} ${event.metadata.eventId}, will redeliver` : 'consumer failed';
  console.error(`bus: ${what}`, error);
}

async function ensureStream(jsm: JetStreamManager, name: string, duplicateWindowMs: number): Promise<void> {
  try {
    await jsm.streams.info(name);
  } catch (error) {
    if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound)) throw error;
    await jsm.streams.add({
      name,
      subjects: SUBJECTS,
      storage: StorageType.File,
      duplicate_window: nanos(duplicateWindowMs),
    });
  }
}
