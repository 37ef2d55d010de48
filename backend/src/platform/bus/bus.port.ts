import { RecordedEvent } from '../event-store/event';

/**
 * Carries recorded events to consumers that run apart from request handlers
 * (notifications, revenue, analytics). Two adapters share one contract suite
 * (test/contract/bus.contract.ts): in-process (default) and NATS JetStream.
 * Only the relay publishes: the event log is the outbox.
 */
export const BUS = Symbol('BUS');

export interface ConsumerOptions {
  /** Durable consumer name: it resumes where it left off after a restart (for NATS). */
  durable: string;
  /** Subject filter, e.g. 'market.rates.>' or 'market.>' (NATS wildcard syntax). */
  subject: string;
  /** Delay before a failed message is delivered again; default 1000 ms. */
  redeliverAfterMs?: number;
  /**
   * Deliveries of one message before it is given up (default 10): the last failure
   * publishes it to the dead-letter subject `market.dlq.<durable>` and the consumer moves
   * on, so one poison message does not hold back every later one for ever.
   */
  maxDeliver?: number;
}

export const DEFAULT_MAX_DELIVER = 10;

/** Where a consumer's given-up messages go; the event is carried unchanged (it is still in the log too). */
export const deadLetterSubject = (durable: string) => `market.dlq.${durable.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** Dead letters are not events of any context: a consumer gets them only by filtering on market.dlq. */
export const isDeadLetter = (subject: string, filter: string) => subject.startsWith('market.dlq.') && !filter.startsWith('market.dlq.');

export interface Consumer {
  stop(): Promise<void>;
}

export interface Bus {
  /**
   * Publishes to `subject` with the eventId as message id; the bus drops duplicates of an
   * id it has already accepted. Resolves once the bus has durably accepted the message.
   */
  publish(subject: string, event: RecordedEvent): Promise<void>;
  /**
   * Delivers messages one at a time, in publish order. A handler that resolves acks the
   * message; one that throws has it delivered again after `redeliverAfterMs`, up to
   * `maxDeliver` deliveries, then it goes to the dead-letter subject.
   */
  consume(options: ConsumerOptions, handler: (event: RecordedEvent) => Promise<void>): Promise<Consumer>;
  close(): Promise<void>;
}
