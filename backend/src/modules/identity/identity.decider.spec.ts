import { deciderSpec } from '../../platform/domain/decider.testing';
import { UserEvent } from './identity.events';
import { userDecider } from './identity.decider';

const spec = deciderSpec(userDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', role: 'customer', name: 'pii:v1:u1:a', email: 'pii:v1:u1:b', phone: null, phoneVerified: false, invitationId: null, registeredAt: at },
};
const deactivated: UserEvent = { type: 'UserDeactivated', data: { userId: 'u1', deactivatedAt: at } };
const erased: UserEvent = { type: 'UserErased', data: { userId: 'u1', erasedAt: at } };

describe('user decider', () => {
  describe('when the user does not exist', () => {
    it('registers them', () => {
      spec
        .given([])
        .when({ type: 'RegisterUser', data: { userId: 'u1', role: 'customer', name: 'pii:v1:u1:a', email: 'pii:v1:u1:b', phone: null, phoneVerified: false, invitationId: null, now } })
        .then([registered]);
    });

    it('refuses any other change as not found', () => {
      spec.given([]).when({ type: 'Deactivate', data: { now } }).thenThrows('not_found');
    });
  });

  describe('when the user is active', () => {
    it('records a verified phone', () => {
      spec.given([registered]).when({ type: 'VerifyPhone', data: { phone: 'pii:v1:u1:c', now } }).then([{ type: 'PhoneVerified', data: { userId: 'u1', phone: 'pii:v1:u1:c', verifiedAt: at } }]);
    });

    it('changes the role, and decides nothing when it is the same role', () => {
      spec.given([registered]).when({ type: 'ChangeRole', data: { role: 'vendor', now } }).then([{ type: 'UserRoleChanged', data: { userId: 'u1', previousRole: 'customer', role: 'vendor', changedAt: at } }]);
      spec.given([registered]).when({ type: 'ChangeRole', data: { role: 'customer', now } }).then([]);
    });

    it('updates only the fields given, and nothing for an empty change', () => {
      spec.given([registered]).when({ type: 'UpdateProfile', data: { name: 'pii:v1:u1:d', now } }).then([{ type: 'UserProfileUpdated', data: { userId: 'u1', name: 'pii:v1:u1:d', updatedAt: at } }]);
      spec.given([registered]).when({ type: 'UpdateProfile', data: { now } }).then([]);
    });

    it('changes the sign-in e-mail (sealed) and records a password change without any secret', () => {
      spec.given([registered]).when({ type: 'ChangeEmail', data: { email: 'pii:v1:u1:e', now } }).then([{ type: 'UserEmailChanged', data: { userId: 'u1', email: 'pii:v1:u1:e', changedAt: at } }]);
      spec.given([registered]).when({ type: 'ChangePassword', data: { method: 'reset', now } }).then([{ type: 'PasswordChanged', data: { userId: 'u1', method: 'reset', changedAt: at } }]);
    });

    it('deactivates, but cannot be reactivated while active', () => {
      spec.given([registered]).when({ type: 'Deactivate', data: { now } }).then([deactivated]);
      spec.given([registered]).when({ type: 'Reactivate', data: { now } }).thenThrows('conflict');
    });

    it('cannot register twice', () => {
      spec.given([registered]).when({ type: 'RegisterUser', data: { userId: 'u1', role: 'admin', name: 'x', email: 'y', phone: null, phoneVerified: false, invitationId: null, now } }).thenThrows('conflict');
    });
  });

  describe('when the user is inactive', () => {
    it('can be reactivated or erased, but not edited', () => {
      spec.given([registered, deactivated]).when({ type: 'Reactivate', data: { now } }).then([{ type: 'UserReactivated', data: { userId: 'u1', reactivatedAt: at } }]);
      spec.given([registered, deactivated]).when({ type: 'Erase', data: { now } }).then([erased]);
      spec.given([registered, deactivated]).when({ type: 'UpdateProfile', data: { name: 'x', now } }).thenThrows('conflict');
      spec.given([registered, deactivated]).when({ type: 'ChangePassword', data: { method: 'reset', now } }).thenThrows('conflict');
    });
  });

  describe('when the user was erased', () => {
    it('refuses every change', () => {
      for (const command of [{ type: 'Reactivate', data: { now } }, { type: 'Erase', data: { now } }, { type: 'ChangeRole', data: { role: 'admin', now } }] as const) {
        spec.given([registered, erased]).when(command).thenThrows('conflict');
      }
    });
  });

  describe("an admin's edit (name, role and status at once)", () => {
    const renamed = { type: 'UserProfileUpdated', data: { userId: 'u1', name: 'pii:v1:u1:n', updatedAt: at } } as const;

    it('decides every changing part together, a deactivation last', () => {
      spec
        .given([registered])
        .when({ type: 'EditUser', data: { name: 'pii:v1:u1:n', role: 'vendor', status: 'Inactive', now } })
        .then([renamed, { type: 'UserRoleChanged', data: { userId: 'u1', previousRole: 'customer', role: 'vendor', changedAt: at } }, deactivated]);
    });

    it('reactivates first, so an inactive user can be renamed in the same edit', () => {
      spec
        .given([registered, deactivated])
        .when({ type: 'EditUser', data: { name: 'pii:v1:u1:n', status: 'Active', now } })
        .then([{ type: 'UserReactivated', data: { userId: 'u1', reactivatedAt: at } }, renamed]);
    });

    it('refuses the whole edit when one part is refused: an inactive user is not renamed', () => {
      spec.given([registered, deactivated]).when({ type: 'EditUser', data: { name: 'pii:v1:u1:n', status: 'Inactive', now } }).thenThrows('conflict');
    });

    it('adds nothing for a role or status already in force', () => {
      spec.given([registered]).when({ type: 'EditUser', data: { role: 'customer', status: 'Active', now } }).then([]);
    });

    it('refuses an erased user', () => {
      spec.given([registered, erased]).when({ type: 'EditUser', data: { role: 'vendor', now } }).thenThrows('conflict');
    });
  });
});
