import { defineProjection } from '../../platform/projections/projection';
import { ContactMessageReceived, NewsletterSubscribed } from './engagement.events';

export interface SubscriberDoc { _id: string; email: string; subscribedAt: string }
export interface ContactMessageDoc {
  _id: string;
  userId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: string;
}

export const subscribersProjection = defineProjection<SubscriberDoc>({
  name: 'newsletter',
  version: 1,
  collection: 'newsletter_subscribers',
  canHandle: ['NewsletterSubscribed'],
  documentIds: (e) => [(e.data as NewsletterSubscribed['data']).subscriberId],
  evolve: (_doc, e) => {
    const data = e.data as NewsletterSubscribed['data'];
    return { _id: data.subscriberId, email: data.email, subscribedAt: data.subscribedAt };
  },
});

export const contactMessagesProjection = defineProjection<ContactMessageDoc>({
  name: 'contact-messages',
  version: 1,
  collection: 'contact_messages',
  canHandle: ['ContactMessageReceived'],
  documentIds: (e) => [(e.data as ContactMessageReceived['data']).messageId],
  evolve: (_doc, e) => {
    const { messageId, ...rest } = e.data as ContactMessageReceived['data'];
    return { _id: messageId, ...rest };
  },
});
