import { deciderSpec } from '../../platform/domain/decider.testing';
import { contactDecider, subscriberDecider } from './engagement.decider';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('newsletter subscriber decider (double opt-in)', () => {
  const spec = deciderSpec(subscriberDecider);
  const later = new Date(now.getTime() + 60 * 60 * 1000);
  const tooLate = new Date(now.getTime() + 49 * 60 * 60 * 1000);
  const requested = {
    type: 'NewsletterSubscriptionRequested' as const,
    data: { subscriberId: 's1', email: 'pii:x', codeHash: 'h1', requestedAt: now.toISOString(), expiresAt: new Date(now.getTime() + 48 * 3600 * 1000).toISOString() },
  };
  const subscribed = { type: 'NewsletterSubscribed' as const, data: { subscriberId: 's1', email: 'pii:x', subscribedAt: later.toISOString() } };
  const request = (codeHash: string, at = now) => ({ type: 'RequestSubscription' as const, data: { subscriberId: 's1', email: 'pii:x', codeHash, now: at } });

  it('a request waits for its confirmation, valid 48 hours', () => {
    spec.given([]).when(request('h1')).then([requested]);
  });

  it('the right code within 48 hours confirms; the subscription then counts', () => {
    spec.given([requested]).when({ type: 'ConfirmSubscription', data: { codeHash: 'h1', now: later } }).then([subscribed]);
  });

  it('a wrong, expired or unknown code is refused with one message', () => {
    const invalid = { code: 'This confirmation link is invalid or has expired. Please subscribe again.' };
    spec.given([requested]).when({ type: 'ConfirmSubscription', data: { codeHash: 'nope', now: later } }).thenThrows('invalid', invalid);
    spec.given([requested]).when({ type: 'ConfirmSubscription', data: { codeHash: 'h1', now: tooLate } }).thenThrows('invalid', invalid);
    spec.given([]).when({ type: 'ConfirmSubscription', data: { codeHash: 'h1', now: later } }).thenThrows('invalid', invalid);
  });

  it('asking again while pending sends a new code (the old one stops working); once confirmed, nothing changes', () => {
    spec.given([requested]).when(request('h2', later)).then([{ ...requested, data: { ...requested.data, codeHash: 'h2', requestedAt: later.toISOString(), expiresAt: new Date(later.getTime() + 48 * 3600 * 1000).toISOString() } }]);
    spec.given([requested, subscribed]).when(request('h3', later)).then([]);
    spec.given([requested, subscribed]).when({ type: 'ConfirmSubscription', data: { codeHash: 'h1', now: tooLate } }).then([]);
  });
});

describe('contact message decider', () => {
  const spec = deciderSpec(contactDecider);
  const later = new Date('2026-11-22T12:00:00.000Z');
  const data = { messageId: '3f9a0c1b-0000-4000-8000-000000000000', userId: null, name: 'pii:n', email: 'pii:e', subject: 'other' as const, message: 'pii:m' };
  const received = { type: 'ContactMessageReceived' as const, data: { ...data, reference: '3F9A0C1B', receivedAt: now.toISOString() } };
  const answered = { type: 'ContactMessageAnswered' as const, data: { messageId: data.messageId, answer: 'pii:a', answeredAt: later.toISOString() } };
  const closed = { type: 'ContactMessageClosed' as const, data: { messageId: data.messageId, closedAt: later.toISOString() } };

  it('receives a message once, with a short readable reference', () => {
    spec.given([]).when({ type: 'ReceiveContactMessage', data: { ...data, now } }).then([received]);
    spec.given([received]).when({ type: 'ReceiveContactMessage', data: { ...data, now } }).then([]);
  });

  it('answers a new or answered message; an empty or too long answer is refused', () => {
    spec.given([received]).when({ type: 'AnswerContactMessage', data: { answer: 'pii:a', length: 12, now: later } }).then([answered]);
    spec.given([received, answered]).when({ type: 'AnswerContactMessage', data: { answer: 'pii:a', length: 12, now: later } }).then([answered]);
    spec.given([received]).when({ type: 'AnswerContactMessage', data: { answer: 'pii:a', length: 0, now: later } }).thenThrows('invalid', { answer: 'Answer is required' });
    spec.given([received]).when({ type: 'AnswerContactMessage', data: { answer: 'pii:a', length: 5001, now: later } }).thenThrows('invalid', { answer: 'Answer must be at most 5000 characters' });
  });

  it('closes a message, after which it takes no answer and no second close', () => {
    spec.given([received, answered]).when({ type: 'CloseContactMessage', data: { now: later } }).then([closed]);
    spec.given([received, closed]).when({ type: 'AnswerContactMessage', data: { answer: 'pii:a', length: 3, now: later } }).thenThrows('conflict');
    spec.given([received, closed]).when({ type: 'CloseContactMessage', data: { now: later } }).thenThrows('conflict');
  });

  it('cannot answer or close a message that never arrived', () => {
    spec.given([]).when({ type: 'CloseContactMessage', data: { now: later } }).thenThrows('not_found');
  });
});
