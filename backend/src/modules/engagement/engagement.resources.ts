import { withoutBookkeeping } from '../../platform/projections/apply-event';
import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { CONTACT_STATUSES, CONTACT_SUBJECTS, contactStream, subscriberStream } from './engagement.events';
import { ContactMessageDoc, contactMessagesProjection, SubscriberDoc, subscribersProjection } from './engagement.projection';

const toRecord = <D extends { _id: string }>(doc: D) => {
  const { _id, ...rest } = withoutBookkeeping(doc);
  return { id: _id, ...rest };
};

export const newsletterResource = defineResource({
  name: 'newsletter',
  collection: subscribersProjection.collection,
  roles: ['admin'],
  fields: {
    id: field.id(),
    status: field.enum('status', ['pending', 'subscribed']),
    requestedAt: field.date('requestedAt'),
    subscribedAt: field.date('subscribedAt'),
  },
  defaultSort: { requestedAt: -1 },
  notFound: 'Subscriber not found',
  streams: (id) => [subscriberStream(id)],
  historyFields: { codeHash: null },
  toRecord: (doc: SubscriberDoc) => toRecord(doc),
  // The address is sealed in the read model: opened here, so an erased person reads as [erased].
  enrich: async (records, { cipher }) => records.map((r) => cipher.openDeep(r)),
});

export const contactMessagesResource = defineResource({
  name: 'contact-messages',
  collection: contactMessagesProjection.collection,
  roles: ['admin'],
  fields: {
    id: field.id(),
    reference: field.string('reference'),
    subject: field.enum('subject', CONTACT_SUBJECTS),
    status: field.enum('status', CONTACT_STATUSES),
    receivedAt: field.date('receivedAt'),
  },
  search: ['reference'],
  defaultSort: { receivedAt: -1 },
  notFound: 'Message not found',
  streams: (id) => [contactStream(id)],
  toRecord: (doc: ContactMessageDoc) => toRecord(doc),
  // Sender, text and answer are sealed in the read model; the answerer is shown by name.
  enrich: async (records, { cipher, actorNames }) => {
    const names = await actorNames(records.flatMap((r) => (r.answeredBy ? [{ kind: 'user' as const, userId: r.answeredBy, role: 'admin' as const }] : [])));
    return records.map((r) => ({ ...cipher.openDeep(r), answeredByName: r.answeredBy ? (names.get(r.answeredBy) ?? null) : null }));
  },
});
