import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { ContactEvent, ContactStatus, ContactSubject, referenceOf, SubscriberEvent } from './engagement.events';

/** Subscribing twice changes nothing: the second time decides no event. */
export const subscriberDecider: Decider<{ subscribed: boolean }, { type: 'Subscribe'; data: { subscriberId: string; email: string; now: Date } }, SubscriberEvent> = {
  initialState: () => ({ subscribed: false }),
  evolve: () => ({ subscribed: true }),
  decide: ({ data }, state) =>
    state.subscribed ? [] : [{ type: 'NewsletterSubscribed', data: { subscriberId: data.subscriberId, email: data.email, subscribedAt: data.now.toISOString() } }],
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
