import { ServiceUnavailableException } from '@nestjs/common';
import { DevOutbox } from './dev-outbox';
import { GatewayNotifier } from './notification.port';

describe('notification adapters', () => {
  it('the development outbox refuses to exist in production', () => {
    expect(() => new DevOutbox(true)).toThrow('cannot run in production');
  });

  it('the development outbox keeps both channels, newest first', async () => {
    const outbox = new DevOutbox(false);
    await outbox.notify({ channel: 'sms', to: '+919800000001', text: 'first' });
    await outbox.notify({ channel: 'email', to: 'asha@example.in', subject: 'Hello', text: 'second' });
    expect(outbox.list()).toEqual([
      expect.objectContaining({ channel: 'email', to: 'asha@example.in', subject: 'Hello', body: 'second' }),
      expect.objectContaining({ channel: 'sms', to: '+919800000001', body: 'first' }),
    ]);
  });

  it('production without a gateway for a channel answers 503 for that channel only', async () => {
    const sent: string[] = [];
    const notifier = new GatewayNotifier({ email: { send: async (n) => void sent.push(n.to) } });
    await expect(notifier.notify({ channel: 'sms', to: '+919800000001', text: 'x' })).rejects.toBeInstanceOf(ServiceUnavailableException);
    await notifier.notify({ channel: 'email', to: 'asha@example.in', text: 'x' });
    expect(sent).toEqual(['asha@example.in']);
  });

  it('a failing gateway is a 503, not a 500', async () => {
    const notifier = new GatewayNotifier({ sms: { send: async () => Promise.reject(new Error('down')) } });
    await expect(notifier.notify({ channel: 'sms', to: '+919800000001', text: 'x' })).rejects.toBeInstanceOf(ServiceUnavailableException);
  });
});
