import { DevOutboxSms } from './dev-outbox-sms';
import { UnconfiguredSms } from './sms.port';

describe('SMS adapters', () => {
  it('the development outbox refuses to exist in production', () => {
    expect(() => new DevOutboxSms(true)).toThrow('cannot run in production');
  });

  it('the development outbox lists sent messages, newest first', async () => {
    const sms = new DevOutboxSms(false);
    await sms.send('+919800000001', 'first');
    await sms.send('+919800000002', 'second');
    expect(sms.list().map((m) => m.body)).toEqual(['second', 'first']);
  });

  it('production without a gateway fails visibly', async () => {
    await expect(new UnconfiguredSms().send()).rejects.toThrow('No SMS gateway is configured');
  });
});
