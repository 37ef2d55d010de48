import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { ContactEvent, ContactStatus, ContactSubject, referenceOf, SubscriberEvent } from './engagement.events';

/** How long a newsletter confirmation link works. */
export const CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1000;

export type SubscriberState =
  | { status: 'absent' }
  | { status: 'pending'; subscriberId: string; email: string; codeHash: string; expiresAt: string }
  | { status: 'subscribed'; subscriberId: string };

export type SubscriberCommand =
  /** A fresh request (or a new code for a pending one); a confirmed address decides nothing. */
  | { type: 'RequestSubscription'; data: { subscriberId: string; email: string; codeHash: string; now: Date } }
  | { type: 'ConfirmSubscription'; data: { codeHash: string; now: Date } };

export const INVALID_LINK = 'This confirmation link is invalid or has expired. Please subscribe again.';

export const subscriberDecider: Decider<SubscriberState, SubscriberCommand, SubscriberEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve: (_state, event) =>
    event.type === 'NewsletterSubscriptionRequested'
      ? { status: 'pending', subscriberId: event.data.subscriberId, email: event.data.email, codeHash: event.data.codeHash, expiresAt: event.data.expiresAt }
      : { status: 'subscribed', subscriberId: event.data.subscriberId },
  decide(command, state) {
    const at = command.data.now.toISOString();
    if (command.type === 'RequestSubscription') {
      if (state.status === 'subscribed') return [];
      const { subscriberId, email, codeHash, now } = command.data;
      return [{ type: 'NewsletterSubscriptionRequested', data: { subscriberId, email, codeHash, requestedAt: at, expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS).toISOString() } }];
    }
    if (state.status === 'subscribed') return [];
    if (state.status === 'absent' || state.codeHash !== command.data.codeHash || state.expiresAt <= at) throw DomainError.invalid({ code: INVALID_LINK });
    return [{ type: 'NewsletterSubscribed', data: { subscriberId: state.subscriberId, email: state.email, subscribedAt: at } }];
  },
};

export type ContactState = { status: 'absent' } | { status: ContactStatus; messageId: string };

export type ContactCommand =
  | { type: 'ReceiveContactMessage'; data: { messageId: string; userId: string | null; name: string; email: string; subject: ContactSubject; message: string; now: Date } }
  /** The answer arrives sealed; `length` is the plain text's, for the rule. */
  | { type: 'AnswerContactMessage'; data: { answer: string; length: number; now: Date } }
  | { type: 'CloseContactMessage'; data: { now: Date } };

export const MAX_ANSWER = 5000;

export const contactDecider: Decider<ContactState, ContactCommand, ContactEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    switch (event.type) {
      case 'ContactMessageReceived':
        return { status: 'new', messageId: event.data.messageId };
      case 'ContactMessageAnswered':
        return state.status === 'absent' ? state : { ...state, status: 'answered' };
      case 'ContactMessageClosed':
        return state.status === 'absent' ? state : { ...state, status: 'closed' };
    }
  },
  decide(command, state) {
    const at = command.data.now.toISOString();
    if (command.type === 'ReceiveContactMessage') {
      if (state.status !== 'absent') return [];
      const { now, ...message } = command.data;
      return [{ type: 'ContactMessageReceived', data: { ...message, reference: referenceOf(message.messageId), receivedAt: at } }];
    }
    if (state.status === 'absent') throw new DomainError('not_found', 'Message not found');
    if (state.status === 'closed') throw new DomainError('conflict', 'This message is closed');
    if (command.type === 'CloseContactMessage') return [{ type: 'ContactMessageClosed', data: { messageId: state.messageId, closedAt: at } }];
    if (command.data.length === 0) throw DomainError.invalid({ answer: 'Answer is required' });
    if (command.data.length > MAX_ANSWER) throw DomainError.invalid({ answer: `Answer must be at most ${MAX_ANSWER} characters` });
    return [{ type: 'ContactMessageAnswered', data: { messageId: state.messageId, answer: command.data.answer, answeredAt: at } }];
  },
};
