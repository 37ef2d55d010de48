import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';
import { CONTACT_SUBJECTS } from '../engagement/engagement.events';

/** Spec 2.6 Contact Us subjects (the same four as the public contact form). */
export const TICKET_SUBJECTS = CONTACT_SUBJECTS;
export type TicketSubject = (typeof TICKET_SUBJECTS)[number];
export const TICKET_STATUSES = ['open', 'answered'] as const;

/** The message and answers are sealed under the customer's key: erasing them erases the ticket's text. */
export type TicketOpened = DomainEvent<
  'TicketOpened',
  { ticketId: string; reference: string; customerId: string; subject: TicketSubject; message: string; orderId: string | null; openedAt: string }
>;
export type TicketAnswered = DomainEvent<'TicketAnswered', { ticketId: string; reference: string; customerId: string; answer: string; answeredAt: string }>;
export type TicketEvent = TicketOpened | TicketAnswered;

export const TICKET_EVENT_TYPES: EventTypeDefinition[] = [
  { type: 'TicketOpened', context: 'tickets', schemaVersion: 1 },
  { type: 'TicketAnswered', context: 'tickets', schemaVersion: 1 },
];

export const ticketStream = (ticketId: string) => `ticket-${ticketId}`;
/** What the customer quotes: the first 8 hex digits of the id, upper case. */
export const ticketReference = (ticketId: string) => `T-${ticketId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
