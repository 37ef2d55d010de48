import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { InvitationEvent } from './identity.events';

export type InvitationState =
  | { status: 'absent' }
  | { status: 'open' | 'accepted' | 'revoked'; invitationId: string; invitedBy: string; expiresAt: string; acceptedBy: string | null; erased: boolean };

/**
 * Accepting is one decision on the invitation's stream: of an accept and a revoke racing,
 * the store lets exactly one in, and the account is only made after an accept was recorded.
 * What the handler knows about the world comes in through the command: whether the given
 * e-mail is the invited one (the invitation holds it sealed) and whether the inviter is
 * still an active admin.
 */
export type InvitationCommand =
  | { type: 'InviteAdmin'; data: { invitationId: string; email: string; invitedBy: string; expiresAt: Date; now: Date } }
  | { type: 'AcceptInvitation'; data: { userId: string; emailMatches: boolean; inviterActive: boolean; now: Date } }
  | { type: 'RevokeInvitation'; data: { reason?: 'inviterDeactivated'; now: Date } }
  | { type: 'EraseInvitation'; data: { now: Date } };

const notValid = () => new DomainError('invalid', 'This invitation is not valid', { code: 'This invitation is not valid' });

export const invitationDecider: Decider<InvitationState, InvitationCommand, InvitationEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    switch (event.type) {
      case 'AdminInvited':
        return { status: 'open', invitationId: event.data.invitationId, invitedBy: event.data.invitedBy, expiresAt: event.data.expiresAt, acceptedBy: null, erased: false };
      case 'AdminInvitationAccepted':
        return state.status === 'absent' ? state : { ...state, status: 'accepted', acceptedBy: event.data.userId };
      case 'AdminInvitationRevoked':
        return state.status === 'absent' ? state : { ...state, status: 'revoked' };
      case 'AdminInvitationErased':
        // Without the invitee's e-mail nobody can accept it any more.
        return state.status === 'absent' ? state : { ...state, status: state.status === 'open' ? 'revoked' : state.status, erased: true };
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
      case 'AcceptInvitation': {
        if (state.status === 'absent') throw notValid();
        const wrongEmail = () => DomainError.invalid({ email: 'This invitation was sent to another email address' });
        // The same acceptance again (its account was not made yet, e.g. after a crash) decides nothing new.
        if (state.status === 'accepted' && state.acceptedBy === command.data.userId) {
          if (!command.data.emailMatches) throw wrongEmail();
          return [];
        }
        if (state.status !== 'open' || !command.data.inviterActive) throw notValid();
        if (!command.data.emailMatches) throw wrongEmail();
        if (state.expiresAt < at) throw new DomainError('invalid', 'This invitation has expired', { code: 'This invitation has expired' });
        return [{ type: 'AdminInvitationAccepted', data: { invitationId: state.invitationId, userId: command.data.userId, acceptedAt: at } }];
      }
      case 'RevokeInvitation':
        if (state.status !== 'open') throw new DomainError('conflict', 'Only an open invitation can be revoked');
        return [{ type: 'AdminInvitationRevoked', data: { invitationId: state.invitationId, revokedAt: at, ...(command.data.reason && { reason: command.data.reason }) } }];
      case 'EraseInvitation':
        if (state.status === 'absent') throw new DomainError('not_found', 'Invitation not found');
        if (state.erased) return [];
        return [{ type: 'AdminInvitationErased', data: { invitationId: state.invitationId, erasedAt: at } }];
    }
  },
};
