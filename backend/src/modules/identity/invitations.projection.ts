import { defineProjection } from '../../platform/projections/projection';
import { InvitationEvent } from './identity.events';

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
  version: 1,
  collection: 'admin_invitations',
  canHandle: ['AdminInvited', 'AdminInvitationAccepted', 'AdminInvitationRevoked'],
  documentIds: (e) => [(e.data as InvitationEvent['data']).invitationId],
  evolve(doc, recorded) {
    const event = recorded as unknown as InvitationEvent;
    switch (event.type) {
      case 'AdminInvited':
        return { _id: event.data.invitationId, email: event.data.email, status: 'open', invitedBy: event.data.invitedBy, invitedAt: event.data.invitedAt, expiresAt: event.data.expiresAt, acceptedBy: null };
      case 'AdminInvitationAccepted':
        return doc && { ...doc, status: 'accepted', acceptedBy: event.data.userId };
      case 'AdminInvitationRevoked':
        return doc && { ...doc, status: 'revoked' };
    }
  },
});
