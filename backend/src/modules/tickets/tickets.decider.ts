import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { TicketEvent, ticketReference, TicketSubject, TICKET_SUBJECTS } from './tickets.events';

export type TicketState = { status: 'absent' } | { status: 'open' | 'answered'; ticketId: string; customerId: string };

export type TicketCommand =
  /** The text arrives sealed; `length` is the plain text's, for the rule. */
  | { type: 'OpenTicket'; data: { ticketId: string; customerId: string; subject: string; message: string; length: number; orderId: string | null; now: Date } }
  | { type: 'AnswerTicket'; data: { answer: string; length: number; now: Date } };

export const MAX_TICKET_MESSAGE = 2000;
export const MAX_TICKET_ANSWER = 5000;
export const TICKET_NOT_FOUND = 'Ticket not found';

export const ticketDecider: Decider<TicketState, TicketCommand, TicketEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve: (state, event) =>
    event.type === 'TicketOpened' ? { status: 'open', ticketId: event.data.ticketId, customerId: event.data.customerId } : state.status === 'absent' ? state : { ...state, status: 'answered' },
  decide(command, state) {
    const at = command.data.now.toISOString();
    if (command.type === 'OpenTicket') {
      if (state.status !== 'absent') return [];
      const { ticketId, customerId, subject, message, length, orderId } = command.data;
      const errors: Record<string, string> = {};
      if (!(TICKET_SUBJECTS as readonly string[]).includes(subject)) errors.subject = `Subject must be one of ${TICKET_SUBJECTS.join(', ')}`;
      if (length === 0) errors.message = 'Message is required';
      else if (length > MAX_TICKET_MESSAGE) errors.message = `Message must be at most ${MAX_TICKET_MESSAGE} characters`;
      if (Object.keys(errors).length) throw DomainError.invalid(errors);
      return [{ type: 'TicketOpened', data: { ticketId, reference: ticketReference(ticketId), customerId, subject: subject as TicketSubject, message, orderId, openedAt: at } }];
    }
    if (state.status === 'absent') throw new DomainError('not_found', TICKET_NOT_FOUND);
    if (command.data.length === 0) throw DomainError.invalid({ answer: 'Answer is required' });
    if (command.data.length > MAX_TICKET_ANSWER) throw DomainError.invalid({ answer: `Answer must be at most ${MAX_TICKET_ANSWER} characters` });
    return [{ type: 'TicketAnswered', data: { ticketId: state.ticketId, reference: ticketReference(state.ticketId), customerId: state.customerId, answer: command.data.answer, answeredAt: at } }];
  },
};
