import { defineProjection } from '../../platform/projections/projection';
import { ERASED } from '../../platform/personal-data/personal-data-cipher';
import { InvitationEvent, UserErased } from './identity.events';

export interface InvitationDoc {
  _id: string;
  email: string;
  status: 'open' | 'accepted' | 'revoked';
  invitedBy: string;
  invitedAt: string;
  expiresAt: string;
  acceptedBy: string | null;
}

export const invitationsProjection = defineProjection<InvitationDoc>({
  name: 'invitations',
  version: 3,
  collection: 'admin_invitations',
  indexes: [{ fields: { invitedAt: -1 } }],
  search: ['email'],
  // UserErased of the admin an invitation made: the invitee e-mail it holds is erased with them.
  canHandle: ['AdminInvited', 'AdminInvitationAccepted', 'AdminInvitationRevoked', 'AdminInvitationErased', 'UserErased'],
  documentIds: (e) => {
    const { invitationId } = e.data as { invitationId?: string };
    return invitationId ? [invitationId] : [];
  },
  evolve(doc, recorded) {
    const event = recorded as unknown as InvitationEvent | UserErased;
    switch (event.type) {
      case 'UserErased':
        return doc && { ...doc, email: ERASED };
      case 'AdminInvitationErased':
        return doc && { ...doc, email: ERASED, status: doc.status === 'open' ? 'revoked' : doc.status };
      case 'AdminInvited':
        return { _id: event.data.invitationId, email: event.data.email, status: 'open', invitedBy: event.data.invitedBy, invitedAt: event.data.invitedAt, expiresAt: event.data.expiresAt, acceptedBy: null };
      case 'AdminInvitationAccepted':
        return doc && { ...doc, status: 'accepted', acceptedBy: event.data.userId };
      case 'AdminInvitationRevoked':
        return doc && { ...doc, status: 'revoked' };
    }
  },
});
