import { ServiceUnavailableException } from '@nestjs/common';

/**
 * Messages to people (codes, confirmations) go through this one port, by e-mail or SMS.
 * Development delivers into the dev outbox (GET /api/dev/outbox); production has a slot
 * per channel for a real gateway, and a channel without one fails visibly (503).
 */
export const NOTIFIER = Symbol('NOTIFIER');

export type Channel = 'email' | 'sms';

export interface Notification {
  channel: Channel;
  /** An e-mail address or a normalised phone number. */
  to: string;
  /** E-mail subject; SMS has none. */
  subject?: string;
  text: string;
}

export interface Notifier {
  notify(notification: Notification): Promise<void>;
}

/** One channel's gateway (an e-mail provider, an SMS provider). */
export interface ChannelGateway {
  send(notification: Notification): Promise<void>;
}

/** Routes each notification to its channel's gateway; a channel with none answers 503. */
export class GatewayNotifier implements Notifier {
  constructor(private readonly gateways: Partial<Record<Channel, ChannelGateway>>) {}

  async notify(notification: Notification): Promise<void> {
    const gateway = this.gateways[notification.channel];
    if (!gateway) throw new ServiceUnavailableException(notification.channel === 'sms' ? 'No SMS gateway is configured' : 'No e-mail gateway is configured');
    try {
      await gateway.send(notification);
    } catch {
      throw new ServiceUnavailableException(notification.channel === 'sms' ? 'Sending the SMS failed' : 'Sending the e-mail failed');
    }
  }
}
