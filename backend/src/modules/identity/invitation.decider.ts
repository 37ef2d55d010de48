import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { InvitationEvent } from './identity.events';

export type InvitationState =
  | { status: 'absent' }
  | { status: 'open' | 'accepted' | 'revoked'; invitationId: string; expiresAt: string };

export type InvitationCommand =
  | { type: 'InviteAdmin'; data: { invitationId: string; email: string; invitedBy: string; expiresAt: Date; now: Date } }
  | { type: 'AcceptInvitation'; data: { userId: string; now: Date } }
  | { type: 'RevokeInvitation'; data: { now: Date } };

export const invitationDecider: Decider<InvitationState, InvitationCommand, InvitationEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    switch (event.type) {
      case 'AdminInvited':
        return { status: 'open', invitationId: event.data.invitationId, expiresAt: event.data.expiresAt };
      case 'AdminInvitationAccepted':
        return state.status === 'absent' ? state : { ...state, status: 'accepted' };
      case 'AdminInvitationRevoked':
        return state.status === 'absent' ? state : { ...state, status: 'revoked' };
    }
  },
  decide(command, state) {
    const at = command.data.now.toISOString();
    switch (command.type) {
      case 'InviteAdmin': {
        if (state.status !== 'absent') throw new DomainError('conflict', 'This invitation already exists');
        const { invitationId, email, invitedBy, expiresAt } = command.data;
        return [{ type: 'AdminInvited', data: { invitationId, email, invitedBy, expiresAt: expiresAt.toISOString(), invitedAt: at } }];
      }
      case 'AcceptInvitation':
        if (state.status !== 'open') throw new DomainError('invalid', 'This invitation is not valid', { code: 'This invitation is not valid' });
        if (state.expiresAt < at) throw new DomainError('invalid', 'This invitation has expired', { code: 'This invitation has expired' });
        return [{ type: 'AdminInvitationAccepted', data: { invitationId: state.invitationId, userId: command.data.userId, acceptedAt: at } }];
      case 'RevokeInvitation':
        if (state.status !== 'open') throw new DomainError('conflict', 'Only an open invitation can be revoked');
        return [{ type: 'AdminInvitationRevoked', data: { invitationId: state.invitationId, revokedAt: at } }];
    }
  },
};
