import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';

export const CONTACT_SUBJECTS = ['order issue', 'payment problem', 'account help', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * Personal data (e-mail, a contact message's name, text and answer) is sealed under the
 * person's key: the signed-in sender's or registered owner's user id, otherwise a
 * correspondent id held for the address (see engagement.subjects.ts). Erasing that person
 * erases all of it.
 */
export type NewsletterSubscriptionRequested = DomainEvent<
  'NewsletterSubscriptionRequested',
  { subscriberId: string; email: string; codeHash: string; requestedAt: string; expiresAt: string }
>;
/** The address was confirmed (double opt-in): from here the subscription counts. */
export type NewsletterSubscribed = DomainEvent<'NewsletterSubscribed', { subscriberId: string; email: string; subscribedAt: string }>;
export type SubscriberEvent = NewsletterSubscriptionRequested | NewsletterSubscribed;

export type ContactMessageReceived = DomainEvent<
  'ContactMessageReceived',
  { messageId: string; reference: string; userId: string | null; name: string; email: string; subject: ContactSubject; message: string; receivedAt: string }
>;
export type ContactMessageAnswered = DomainEvent<'ContactMessageAnswered', { messageId: string; answer: string; answeredAt: string }>;
export type ContactMessageClosed = DomainEvent<'ContactMessageClosed', { messageId: string; closedAt: string }>;
export type ContactEvent = ContactMessageReceived | ContactMessageAnswered | ContactMessageClosed;

export type EngagementEvent = SubscriberEvent | ContactEvent;

/** A short reference people can read out: 8 characters from the message id (version 1 had none). */
export const referenceOf = (messageId: string) => messageId.replace(/-/g, '').slice(0, 8).toUpperCase();

export const ENGAGEMENT_EVENT_TYPES: EventTypeDefinition[] = [
  { type: 'NewsletterSubscriptionRequested', context: 'engagement', schemaVersion: 1 },
  { type: 'NewsletterSubscribed', context: 'engagement', schemaVersion: 1 },
  { type: 'ContactMessageReceived', context: 'engagement', schemaVersion: 2, upcasters: { 1: (data) => ({ ...data, reference: referenceOf(data.messageId) }) } },
  { type: 'ContactMessageAnswered', context: 'engagement', schemaVersion: 1 },
  { type: 'ContactMessageClosed', context: 'engagement', schemaVersion: 1 },
];

export const subscriberStream = (subscriberId: string) => `subscriber-${subscriberId}`;
export const contactStream = (messageId: string) => `contact-${messageId}`;
