/** Sends text messages (OTP codes). Real gateways plug in here. */
export const SMS = Symbol('SMS');

export interface SmsMessage {
  to: string;
  body: string;
  sentAt: string;
}

export interface Sms {
  send(to: string, body: string): Promise<void>;
}

/** Production without a configured gateway: sending fails visibly, never silently. */
export class UnconfiguredSms implements Sms {
  async send(): Promise<void> {
    throw new Error('No SMS gateway is configured');
  }
}
