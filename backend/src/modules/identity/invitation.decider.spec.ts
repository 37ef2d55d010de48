import { deciderSpec } from '../../platform/domain/decider.testing';
import { InvitationEvent } from './identity.events';
import { invitationDecider } from './invitation.decider';

const spec = deciderSpec(invitationDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const week = new Date('2026-11-29T10:00:00.000Z');
const invited: InvitationEvent = { type: 'AdminInvited', data: { invitationId: 'i1', email: 'pii:v1:i1:x', invitedBy: 'admin1', expiresAt: week.toISOString(), invitedAt: now.toISOString() } };
const accepted: InvitationEvent = { type: 'AdminInvitationAccepted', data: { invitationId: 'i1', userId: 'u2', acceptedAt: now.toISOString() } };
const revoked: InvitationEvent = { type: 'AdminInvitationRevoked', data: { invitationId: 'i1', revokedAt: now.toISOString() } };
const accept = (userId: string, more: Partial<{ emailMatches: boolean; inviterActive: boolean; now: Date }> = {}) =>
  ({ type: 'AcceptInvitation', data: { userId, emailMatches: true, inviterActive: true, now, ...more } }) as const;

describe('admin invitation decider', () => {
  it('invites once', () => {
    spec.given([]).when({ type: 'InviteAdmin', data: { invitationId: 'i1', email: 'pii:v1:i1:x', invitedBy: 'admin1', expiresAt: week, now } }).then([invited]);
    spec.given([invited]).when({ type: 'InviteAdmin', data: { invitationId: 'i1', email: 'x', invitedBy: 'admin1', expiresAt: week, now } }).thenThrows('conflict');
  });

  describe('when the invitation is open', () => {
    it('is accepted once, before it expires, by the invited e-mail', () => {
      spec.given([invited]).when(accept('u2')).then([accepted]);
      spec.given([invited, accepted]).when(accept('u3')).thenThrows('invalid', { code: 'This invitation is not valid' });
      spec.given([invited]).when(accept('u2', { now: new Date('2026-12-01T00:00:00.000Z') })).thenThrows('invalid', { code: 'This invitation has expired' });
      spec.given([invited]).when(accept('u2', { emailMatches: false })).thenThrows('invalid', { email: 'This invitation was sent to another email address' });
    });

    it('is not accepted once its inviter is no longer an active admin', () => {
      spec.given([invited]).when(accept('u2', { inviterActive: false })).thenThrows('invalid', { code: 'This invitation is not valid' });
    });

    it('decides nothing when the same acceptance comes again (its account still to be made)', () => {
      spec.given([invited, accepted]).when(accept('u2')).then([]);
    });

    it('can be revoked, and then not accepted', () => {
      spec.given([invited]).when({ type: 'RevokeInvitation', data: { now } }).then([revoked]);
      spec.given([invited, revoked]).when(accept('u2')).thenThrows('invalid');
      spec.given([invited, revoked]).when({ type: 'RevokeInvitation', data: { now } }).thenThrows('conflict');
    });

    it('is revoked with a reason when its inviter is deactivated', () => {
      spec.given([invited]).when({ type: 'RevokeInvitation', data: { reason: 'inviterDeactivated', now } }).then([{ ...revoked, data: { ...revoked.data, reason: 'inviterDeactivated' } }]);
    });
  });

  it('is erased once (any status), and an erased open invitation cannot be accepted', () => {
    const erasedEvent: InvitationEvent = { type: 'AdminInvitationErased', data: { invitationId: 'i1', erasedAt: now.toISOString() } };
    spec.given([invited]).when({ type: 'EraseInvitation', data: { now } }).then([erasedEvent]);
    spec.given([invited, accepted]).when({ type: 'EraseInvitation', data: { now } }).then([erasedEvent]);
    spec.given([invited, erasedEvent]).when({ type: 'EraseInvitation', data: { now } }).then([]);
    spec.given([invited, erasedEvent]).when(accept('u2')).thenThrows('invalid', { code: 'This invitation is not valid' });
    spec.given([]).when({ type: 'EraseInvitation', data: { now } }).thenThrows('not_found');
  });

  it('cannot be revoked once accepted (the accept won the race)', () => {
    spec.given([invited, accepted]).when({ type: 'RevokeInvitation', data: { now } }).thenThrows('conflict');
  });
});
