import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { withoutBookkeeping } from '../../platform/projections/apply-event';
import { ticketStream, TICKET_STATUSES, TICKET_SUBJECTS } from './tickets.events';
import { TicketDoc, ticketsProjection } from './tickets.projection';

export const toTicketRecord = (doc: TicketDoc) => {
  const { _id, ...rest } = withoutBookkeeping(doc);
  return { id: _id, ...rest };
};

/** Back office: every customer's tickets, answered from here. */
export const ticketsResource = defineResource({
  name: 'tickets',
  collection: ticketsProjection.collection,
  roles: ['admin'],
  fields: {
    id: field.id(),
    reference: field.string('reference'),
    subject: field.enum('subject', TICKET_SUBJECTS),
    status: field.enum('status', TICKET_STATUSES),
    customerId: field.string('customerId'),
    orderId: field.string('orderId'),
    openedAt: field.date('openedAt'),
  },
  search: ['reference'],
  defaultSort: { openedAt: -1 },
  notFound: 'Ticket not found',
  streams: (id) => [ticketStream(id)],
  toRecord: toTicketRecord,
  // Text sealed in the read model; the customer and the answerer shown by name.
  enrich: async (records, { cipher, actorNames }) => {
    const names = await actorNames(
      records.flatMap((r) => [{ kind: 'user' as const, userId: r.customerId, role: 'customer' as const }, ...(r.answeredBy ? [{ kind: 'user' as const, userId: r.answeredBy, role: 'admin' as const }] : [])]),
    );
    return records.map((r) => ({ ...cipher.openDeep(r), customerName: names.get(r.customerId) ?? null, answeredByName: r.answeredBy ? (names.get(r.answeredBy) ?? null) : null }));
  },
});
