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
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import type { RecordedEvent } from '../event-store/event';
import type { Bus, Consumer, ConsumerOptions } from './bus.port';

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
    const nc = await connect({ servers: options.url.split(',') });
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
    await this.jsm.consumers.add(this.stream, {
      durable_name: options.durable,
      filter_subject: options.subject,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      // One unacked message at a time keeps publish order, also across redeliveries.
      max_ack_pending: 1,
      ack_wait: nanos(this.ackWaitMs),
    });
    const durable = await this.js.consumers.get(this.stream, options.durable);
    const messages = await durable.consume({ max_messages: 1 });
    const consumer = new NatsConsumer(messages, handler, {
      redeliverAfterMs: options.redeliverAfterMs ?? 1000,
      ackWaitMs: this.ackWaitMs,
      onError: this.onError,
      stopped: () => this.consumers.delete(consumer),
    });
    this.consumers.add(consumer);
    return consumer;
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((consumer) => consumer.stop()));
    await this.nc.close();
  }
}

interface NatsConsumerSettings {
  redeliverAfterMs: number;
  ackWaitMs: number;
  onError(error: unknown, event: RecordedEvent | undefined): void;
  stopped(): void;
}

class NatsConsumer implements Consumer {
  private running = true;
  private readonly loop: Promise<void>;

  constructor(
    private readonly messages: ConsumerMessages,
    private readonly handler: (event: RecordedEvent) => Promise<void>,
    private readonly settings: NatsConsumerSettings,
  ) {
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.messages.stop();
    await this.loop; // lets an in-flight handler finish and be acked
    this.settings.stopped();
  }

  private async run(): Promise<void> {
    try {
      for await (const m of this.messages) {
        if (!this.running) {
          // Fetched but not handled: hand it back now rather than after ack_wait.
          m.nak();
          break;
        }
        await this.handle(m);
      }
    } catch (error) {
      // The iterator fails when the consumer or connection goes away; nothing left to do here.
      this.settings.onError(error, undefined);
    }
  }

  private async handle(m: JsMsg): Promise<void> {
    let event: RecordedEvent;
    try {
      event = m.json<RecordedEvent>();
    } catch (error) {
      // Not JSON will never become JSON: stop redelivering it.
      this.settings.onError(error, undefined);
      m.term('payload is not JSON');
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
      m.nak(this.settings.redeliverAfterMs);
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
