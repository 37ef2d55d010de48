import { withoutBookkeeping } from '../../platform/projections/apply-event';
import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { CONTACT_SUBJECTS, contactStream, subscriberStream } from './engagement.events';
import { ContactMessageDoc, contactMessagesProjection, SubscriberDoc, subscribersProjection } from './engagement.projection';

const toRecord = <D extends { _id: string }>(doc: D) => {
  const { _id, ...rest } = withoutBookkeeping(doc);
  return { id: _id, ...rest };
};

export const newsletterResource = defineResource({
  name: 'newsletter',
  collection: subscribersProjection.collection,
  roles: ['admin'],
  fields: { id: field.id(), email: field.string('email'), subscribedAt: field.date('subscribedAt') },
  search: ['email'],
  defaultSort: { subscribedAt: -1 },
  notFound: 'Subscriber not found',
  streams: (id) => [subscriberStream(id)],
  toRecord: (doc: SubscriberDoc) => toRecord(doc),
});

export const contactMessagesResource = defineResource({
  name: 'contact-messages',
  collection: contactMessagesProjection.collection,
  roles: ['admin'],
  fields: {
    id: field.id(),
    name: field.string('name'),
    email: field.string('email'),
    subject: field.enum('subject', CONTACT_SUBJECTS),
    receivedAt: field.date('receivedAt'),
  },
  search: ['name', 'email', 'message'],
  defaultSort: { receivedAt: -1 },
  notFound: 'Message not found',
  streams: (id) => [contactStream(id)],
  toRecord: (doc: ContactMessageDoc) => toRecord(doc),
});
