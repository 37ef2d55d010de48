import { deciderSpec } from '../../platform/domain/decider.testing';
import { ticketDecider } from './tickets.decider';
import { TicketAnswered, TicketOpened } from './tickets.events';

const now = new Date('2026-11-23T10:00:00.000Z');
const id = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const opened: TicketOpened = {
  type: 'TicketOpened',
  data: { ticketId: id, reference: 'T-0A1B2C3D', customerId: 'cust-1', subject: 'order issue', message: 'sealed', orderId: 'o1', openedAt: now.toISOString() },
};
const open = (overrides: Partial<{ subject: string; length: number }> = {}) => ({
  type: 'OpenTicket' as const,
  data: { ticketId: id, customerId: 'cust-1', subject: 'order issue', message: 'sealed', length: 12, orderId: 'o1', now, ...overrides },
});
const answer = (length = 5) => ({ type: 'AnswerTicket' as const, data: { answer: 'sealed answer', length, now } });

describe('ticket decider', () => {
  const spec = deciderSpec(ticketDecider);

  it('opens a ticket with one of the spec’s subjects and a reference', () => spec.given([]).when(open()).then([opened]));

  it('refuses another subject and an empty or long message, naming the fields', () => {
    spec.given([]).when(open({ subject: 'refund now', length: 0 })).thenThrows('invalid', { subject: 'Subject must be one of order issue, payment problem, account help, other', message: 'Message is required' });
    spec.given([]).when(open({ length: 2001 })).thenThrows('invalid', { message: 'Message must be at most 2000 characters' });
  });

  it('an admin answers (again and again); the customer is named for their notification', () => {
    const answered: TicketAnswered = { type: 'TicketAnswered', data: { ticketId: id, reference: 'T-0A1B2C3D', customerId: 'cust-1', answer: 'sealed answer', answeredAt: now.toISOString() } };
    spec.given([opened]).when(answer()).then([answered]);
    spec.given([opened, answered]).when(answer()).then([answered]);
  });

  it('refuses an empty answer and an unknown ticket', () => {
    spec.given([opened]).when(answer(0)).thenThrows('invalid', { answer: 'Answer is required' });
    spec.given([]).when(answer()).thenThrows('not_found');
  });
});
