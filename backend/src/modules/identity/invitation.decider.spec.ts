import { deciderSpec } from '../../platform/domain/decider.testing';
import { InvitationEvent } from './identity.events';
import { invitationDecider } from './invitation.decider';

const spec = deciderSpec(invitationDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const week = new Date('2026-11-29T10:00:00.000Z');
const invited: InvitationEvent = { type: 'AdminInvited', data: { invitationId: 'i1', email: 'pii:v1:i1:x', invitedBy: 'admin1', expiresAt: week.toISOString(), invitedAt: now.toISOString() } };
const accepted: InvitationEvent = { type: 'AdminInvitationAccepted', data: { invitationId: 'i1', userId: 'u2', acceptedAt: now.toISOString() } };

describe('admin invitation decider', () => {
  it('invites once', () => {
    spec.given([]).when({ type: 'InviteAdmin', data: { invitationId: 'i1', email: 'pii:v1:i1:x', invitedBy: 'admin1', expiresAt: week, now } }).then([invited]);
    spec.given([invited]).when({ type: 'InviteAdmin', data: { invitationId: 'i1', email: 'x', invitedBy: 'admin1', expiresAt: week, now } }).thenThrows('conflict');
  });

  describe('when the invitation is open', () => {
    it('is accepted once, before it expires', () => {
      spec.given([invited]).when({ type: 'AcceptInvitation', data: { userId: 'u2', now } }).then([accepted]);
      spec.given([invited, accepted]).when({ type: 'AcceptInvitation', data: { userId: 'u3', now } }).thenThrows('invalid', { code: 'This invitation is not valid' });
      spec.given([invited]).when({ type: 'AcceptInvitation', data: { userId: 'u2', now: new Date('2026-12-01T00:00:00.000Z') } }).thenThrows('invalid', { code: 'This invitation has expired' });
    });

    it('can be revoked, and then not accepted', () => {
      const revoked: InvitationEvent = { type: 'AdminInvitationRevoked', data: { invitationId: 'i1', revokedAt: now.toISOString() } };
      spec.given([invited]).when({ type: 'RevokeInvitation', data: { now } }).then([revoked]);
      spec.given([invited, revoked]).when({ type: 'AcceptInvitation', data: { userId: 'u2', now } }).thenThrows('invalid');
      spec.given([invited, revoked]).when({ type: 'RevokeInvitation', data: { now } }).thenThrows('conflict');
    });
  });
});
