import { Decider } from '../../platform/domain/decider';
import { ContactMessageReceived, ContactSubject, NewsletterSubscribed } from './engagement.events';

/** Subscribing twice changes nothing: the second time decides no event. */
export const subscriberDecider: Decider<{ subscribed: boolean }, { type: 'Subscribe'; data: { subscriberId: string; email: string; now: Date } }, NewsletterSubscribed> = {
  initialState: () => ({ subscribed: false }),
  evolve: () => ({ subscribed: true }),
  decide: ({ data }, state) =>
    state.subscribed ? [] : [{ type: 'NewsletterSubscribed', data: { subscriberId: data.subscriberId, email: data.email, subscribedAt: data.now.toISOString() } }],
};

export type ReceiveContactMessage = {
  type: 'ReceiveContactMessage';
  data: { messageId: string; userId: string | null; name: string; email: string; subject: ContactSubject; message: string; now: Date };
};

export const contactDecider: Decider<{ received: boolean }, ReceiveContactMessage, ContactMessageReceived> = {
  initialState: () => ({ received: false }),
  evolve: () => ({ received: true }),
  decide: ({ data }, state) => {
    if (state.received) return [];
    const { now, ...message } = data;
    return [{ type: 'ContactMessageReceived', data: { ...message, receivedAt: now.toISOString() } }];
  },
};
