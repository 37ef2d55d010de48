import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { invitationStream } from './identity.events';
import { InvitationDoc, invitationsProjection } from './invitations.projection';

export const INVITATION_STATUSES = ['open', 'accepted', 'revoked'] as const;

export const invitationsResource = defineResource({
  name: 'invitations',
  collection: invitationsProjection.collection,
  roles: ['admin'],
  fields: {
    id: field.id(),
    email: field.string('email'),
    status: field.enum('status', INVITATION_STATUSES),
    invitedAt: field.date('invitedAt'),
    expiresAt: field.date('expiresAt'),
  },
  search: ['email'],
  defaultSort: { invitedAt: -1 },
  notFound: 'Invitation not found',
  streams: (id) => [invitationStream(id)],
  toRecord: (doc: InvitationDoc) => ({ id: doc._id, email: doc.email, status: doc.status, invitedBy: doc.invitedBy, invitedAt: doc.invitedAt, expiresAt: doc.expiresAt, acceptedBy: doc.acceptedBy }),
});
