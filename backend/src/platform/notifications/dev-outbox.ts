import { Notification, Notifier } from './notification.port';

export interface OutboxMessage {
  channel: Notification['channel'];
  to: string;
  subject?: string;
  body: string;
  sentAt: string;
}

const KEEP = 500;

/**
 * Development delivery: e-mails and SMS land in a bounded outbox that developers and tests
 * read at GET /api/dev/outbox. It refuses to exist in production.
 */
export class DevOutbox implements Notifier {
  private readonly messages: OutboxMessage[] = [];

  constructor(production: boolean) {
    if (production) throw new Error('The development outbox cannot run in production');
  }

  async notify({ channel, to, subject, text }: Notification): Promise<void> {
    this.messages.push({ channel, to, ...(subject !== undefined && { subject }), body: text, sentAt: new Date().toISOString() });
    if (this.messages.length > KEEP) this.messages.shift();
  }

  /** Newest first. */
  list(): OutboxMessage[] {
    return [...this.messages].reverse();
  }
}
