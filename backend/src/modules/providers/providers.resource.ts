import { withoutBookkeeping } from '../../platform/projections/apply-event';
import { defineResource, ownRecordOnly } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { SIGN_UP_HISTORY_FIELDS, userStream } from '../identity/identity.events';
import { providerStream } from './providers.events';
import { ProviderDoc, providersProjection } from './providers.projection';

/** Admins see all service providers; a provider sees only their own record. */
export const providersResource = defineResource({
  name: 'providers',
  collection: providersProjection.collection,
  roles: ['admin', 'provider'],
  fields: {
    id: field.id(),
    name: field.string('name'),
    expertise: field.string('expertise'),
    available: field.boolean('available'),
    status: field.enum('status', ['Pending', 'Verified']),
    registeredAt: field.date('registeredAt'),
    updatedAt: field.date('updatedAt'),
  },
  search: ['name', 'expertise', 'serviceArea'],
  defaultSort: { registeredAt: -1 },
  scope: ownRecordOnly,
  notFound: 'Provider not found',
  streams: (id) => [providerStream(id), userStream(id)],
  historyFields: SIGN_UP_HISTORY_FIELDS,
  toRecord: (doc: ProviderDoc) => {
    const { _id, documentId, ...rest } = withoutBookkeeping(doc);
    return { id: _id, ...rest, hasDocument: Boolean(documentId) };
  },
});
