import { defineProjection } from '../../platform/projections/projection';
import { ContactEvent, ContactStatus, SubscriberEvent } from './engagement.events';

/**
 * Contact messages keep personal data sealed and open it when read (engagement.resources.ts):
 * erasing a person hides their messages and address at once, with no rebuild. So lists
 * search only what is not personal (reference, subject, status).
 */
export interface SubscriberDoc { _id: string; email: string; subscribedAt: string }

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
  version: 1,
  collection: 'newsletter_subscribers',
  canHandle: ['NewsletterSubscribed'],
  documentIds: (e) => [(e.data as SubscriberEvent['data']).subscriberId],
  evolve: (_doc, e) => {
    const data = e.data as SubscriberEvent['data'];
    return { _id: data.subscriberId, email: data.email, subscribedAt: data.subscribedAt };
  },
});

export const contactMessagesProjection = defineProjection<ContactMessageDoc>({
  name: 'contact-messages',
  version: 2,
  collection: 'contact_messages',
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
