import { deciderSpec } from '../../platform/domain/decider.testing';
import { contactDecider, subscriberDecider } from './engagement.decider';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('newsletter subscriber decider', () => {
  const spec = deciderSpec(subscriberDecider);
  const subscribed = { type: 'NewsletterSubscribed' as const, data: { subscriberId: 's1', email: 'pii:x', subscribedAt: now.toISOString() } };

  it('subscribes an address once; subscribing again decides nothing', () => {
    spec.given([]).when({ type: 'Subscribe', data: { subscriberId: 's1', email: 'pii:x', now } }).then([subscribed]);
    spec.given([subscribed]).when({ type: 'Subscribe', data: { subscriberId: 's1', email: 'pii:x', now } }).then([]);
  });
});

describe('contact message decider', () => {
  it('receives a message once', () => {
    const spec = deciderSpec(contactDecider);
    const data = { messageId: 'm1', userId: null, name: 'pii:n', email: 'pii:e', subject: 'other' as const, message: 'pii:m' };
    spec.given([]).when({ type: 'ReceiveContactMessage', data: { ...data, now } }).then([{ type: 'ContactMessageReceived', data: { ...data, receivedAt: now.toISOString() } }]);
  });
});
