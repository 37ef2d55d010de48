import { defineProjection } from '../../platform/projections/projection';
import { TicketEvent } from './tickets.events';

/** Message and answer stay sealed in the read model and are opened when read (an erasure shows at once). */
export interface TicketDoc {
  _id: string;
  reference: string;
  customerId: string;
  subject: string;
  message: string;
  orderId: string | null;
  status: 'open' | 'answered';
  answer: string | null;
  answeredAt: string | null;
  answeredBy: string | null;
  openedAt: string;
}

export const ticketsProjection = defineProjection<TicketDoc>({
  name: 'tickets',
  version: 1,
  collection: 'tickets',
  indexes: [{ fields: { customerId: 1, openedAt: -1 } }, { fields: { openedAt: -1 } }],
  search: ['reference'],
  sealedPersonalData: true,
  canHandle: ['TicketOpened', 'TicketAnswered'],
  documentIds: (e) => [(e.data as TicketEvent['data']).ticketId],
  evolve: (doc, recorded) => {
    const event = recorded as unknown as TicketEvent;
    if (event.type === 'TicketOpened') {
      const { ticketId, ...rest } = event.data;
      return { _id: ticketId, ...rest, status: 'open', answer: null, answeredAt: null, answeredBy: null };
    }
    const actor = recorded.metadata.actor;
    return doc && { ...doc, status: 'answered', answer: event.data.answer, answeredAt: event.data.answeredAt, answeredBy: actor.kind === 'user' ? actor.userId : null };
  },
});
