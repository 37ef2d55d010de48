import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';

export const CONTACT_SUBJECTS = ['order issue', 'payment problem', 'account help', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** email (and a contact message's name, email and text) are sealed with the subscriber's or message's own key. */
export type NewsletterSubscribed = DomainEvent<'NewsletterSubscribed', { subscriberId: string; email: string; subscribedAt: string }>;
export type ContactMessageReceived = DomainEvent<
  'ContactMessageReceived',
  { messageId: string; userId: string | null; name: string; email: string; subject: ContactSubject; message: string; receivedAt: string }
>;
export type EngagementEvent = NewsletterSubscribed | ContactMessageReceived;

export const ENGAGEMENT_EVENT_TYPES: EventTypeDefinition[] = [
  { type: 'NewsletterSubscribed', context: 'engagement', schemaVersion: 1 },
  { type: 'ContactMessageReceived', context: 'engagement', schemaVersion: 1 },
];

export const subscriberStream = (subscriberId: string) => `subscriber-${subscriberId}`;
export const contactStream = (messageId: string) => `contact-${messageId}`;
