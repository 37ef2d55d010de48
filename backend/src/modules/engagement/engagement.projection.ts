import { defineProjection } from '../../platform/projections/projection';
import { ContactEvent, ContactStatus, SubscriberEvent } from './engagement.events';

/**
 * Both read models keep personal data sealed and open it when read (engagement.resources.ts):
 * erasing a person hides their messages and address at once, with no rebuild. So lists
 * search only what is not personal (reference, subject, status).
 */
export interface SubscriberDoc {
  _id: string;
  email: string;
  status: 'pending' | 'subscribed';
  requestedAt: string;
  subscribedAt: string | null;
}

export interface ContactMessageDoc {
  _id: string;
  reference: string;
  userId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactStatus;
  answer: string | null;
  answeredAt: string | null;
  answeredBy: string | null;
  closedAt: string | null;
  receivedAt: string;
}

export const subscribersProjection = defineProjection<SubscriberDoc>({
  name: 'newsletter',
  version: 2,
  collection: 'newsletter_subscribers',
  indexes: [{ fields: { subscribedAt: -1 } }],
  sealedPersonalData: true,
  canHandle: ['NewsletterSubscriptionRequested', 'NewsletterSubscribed'],
  documentIds: (e) => [(e.data as SubscriberEvent['data']).subscriberId],
  evolve: (doc, recorded) => {
    const event = recorded as unknown as SubscriberEvent;
    if (event.type === 'NewsletterSubscriptionRequested') {
      const { subscriberId, email, requestedAt } = event.data;
      return doc?.status === 'subscribed' ? doc : { _id: subscriberId, email, status: 'pending', requestedAt, subscribedAt: null };
    }
    // Version 1 subscriptions had no request: they count as confirmed.
    const { subscriberId, email, subscribedAt } = event.data;
    return { _id: subscriberId, email, status: 'subscribed', requestedAt: doc?.requestedAt ?? subscribedAt, subscribedAt };
  },
});

export const contactMessagesProjection = defineProjection<ContactMessageDoc>({
  name: 'contact-messages',
  version: 2,
  collection: 'contact_messages',
  indexes: [{ fields: { receivedAt: -1 } }],
  search: ['reference'],
  sealedPersonalData: true,
  canHandle: ['ContactMessageReceived', 'ContactMessageAnswered', 'ContactMessageClosed'],
  documentIds: (e) => [(e.data as ContactEvent['data']).messageId],
  evolve: (doc, recorded) => {
    const event = recorded as unknown as ContactEvent;
    switch (event.type) {
      case 'ContactMessageReceived': {
        const { messageId, ...rest } = event.data;
        return { _id: messageId, ...rest, status: 'new', answer: null, answeredAt: null, answeredBy: null, closedAt: null };
      }
      case 'ContactMessageAnswered': {
        const actor = recorded.metadata.actor;
        return doc && { ...doc, status: 'answered', answer: event.data.answer, answeredAt: event.data.answeredAt, answeredBy: actor.kind === 'user' ? actor.userId : null };
      }
      case 'ContactMessageClosed':
        return doc && { ...doc, status: 'closed', closedAt: event.data.closedAt };
    }
  },
});
