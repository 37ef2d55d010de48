import { Sms, SmsMessage } from './sms.port';

/**
 * Development SMS: messages land in an outbox that developers and tests read at
 * GET /api/dev/outbox. It refuses to exist in production.
 */
export class DevOutboxSms implements Sms {
  private readonly messages: SmsMessage[] = [];

  constructor(production: boolean) {
    if (production) throw new Error('The development SMS outbox cannot run in production');
  }

  async send(to: string, body: string): Promise<void> {
    this.messages.push({ to, body, sentAt: new Date().toISOString() });
    if (this.messages.length > 500) this.messages.shift();
  }

  list(): SmsMessage[] {
    return [...this.messages].reverse();
  }
}
