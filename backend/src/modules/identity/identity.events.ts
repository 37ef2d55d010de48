import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';
import { Role } from '../../platform/auth/roles';
import type { HistoryField } from '../../platform/http/resource';
import type { UploadReference } from '../../platform/uploads/uploads-janitor';

/**
 * Identity events. Personal data (name, email, phone) is sealed with the person's key
 * (PersonalDataCipher) before it enters an event; passwords and codes never do.
 */
export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string; role: Role; name: string; email: string; phone: string | null; phoneVerified: boolean; invitationId: string | null; registeredAt: string;
    application?: SignUpApplication;
  }
>;

/**
 * What a supplier or provider sign-up (or an admin's Add Vendor) submitted for the record of
 * the role's context, carried by UserRegistered so the request decides once (one append);
 * that context's role-grant process manager opens the record from it. `fields` is the
 * context's own shape, its personal fields sealed with the person's key like the rest.
 */
export interface SignUpApplication {
  fields: Record<string, unknown>;
  /** An uploaded document the record will point at (kept from the uploads sweep from here on). */
  documentId: string | null;
}
/** A sign-up's document is on record from its UserRegistered on, before the record opened from it points at it. */
export const SIGN_UP_UPLOADS: UploadReference = {
  eventType: 'UserRegistered',
  refs: (d: UserRegistered['data']) => ({ ownerId: d.userId, fileIds: [d.application?.documentId] }),
};
/** History of a record whose streams include the account's: the application shows as the opened record's own fields, not as one object. */
export const SIGN_UP_HISTORY_FIELDS: Record<string, HistoryField> = { application: null };
export type PhoneVerified = DomainEvent<'PhoneVerified', { userId: string; phone: string; verifiedAt: string }>;
export type UserProfileUpdated = DomainEvent<'UserProfileUpdated', { userId: string; name?: string; phone?: string | null; updatedAt: string }>;
export type UserRoleChanged = DomainEvent<'UserRoleChanged', { userId: string; previousRole: Role; role: Role; changedAt: string }>;
export type UserDeactivated = DomainEvent<'UserDeactivated', { userId: string; deactivatedAt: string }>;
export type UserReactivated = DomainEvent<'UserReactivated', { userId: string; reactivatedAt: string }>;
/** The sign-in e-mail changed, after the new address proved itself with a code. */
export type UserEmailChanged = DomainEvent<'UserEmailChanged', { userId: string; email: string; changedAt: string }>;
/** The password was changed by its owner or reset with a code; every session ended. No secret is in it. */
export type PasswordChanged = DomainEvent<'PasswordChanged', { userId: string; method: 'change' | 'reset'; changedAt: string }>;
/** The person's key was deleted: everything sealed about them now reads as '[erased]'. */
export type UserErased = DomainEvent<'UserErased', { userId: string; erasedAt: string; invitationId?: string }>;

export type UserEvent =
  | UserRegistered
  | PhoneVerified
  | UserProfileUpdated
  | UserEmailChanged
  | PasswordChanged
  | UserRoleChanged
  | UserDeactivated
  | UserReactivated
  | UserErased;

export type AdminInvited = DomainEvent<'AdminInvited', { invitationId: string; email: string; invitedBy: string; expiresAt: string; invitedAt: string }>;
export type AdminInvitationAccepted = DomainEvent<'AdminInvitationAccepted', { invitationId: string; userId: string; acceptedAt: string }>;
/** `reason`: absent when an admin revoked it; `inviterDeactivated` when the inviting admin was deactivated. */
export type AdminInvitationRevoked = DomainEvent<'AdminInvitationRevoked', { invitationId: string; revokedAt: string; reason?: 'inviterDeactivated' }>;
/** The invitation's key was deleted: the invitee e-mail it holds reads '[erased]'; an open invitation can no longer be accepted. */
export type AdminInvitationErased = DomainEvent<'AdminInvitationErased', { invitationId: string; erasedAt: string }>;
export type InvitationEvent = AdminInvited | AdminInvitationAccepted | AdminInvitationRevoked | AdminInvitationErased;

export type IdentityEvent = UserEvent | InvitationEvent;

const v1 = (type: IdentityEvent['type']): EventTypeDefinition => ({ type, context: 'identity', schemaVersion: 1 });
export const IDENTITY_EVENT_TYPES: EventTypeDefinition[] = (
  ['UserRegistered', 'PhoneVerified', 'UserProfileUpdated', 'UserEmailChanged', 'PasswordChanged', 'UserRoleChanged', 'UserDeactivated', 'UserReactivated', 'UserErased', 'AdminInvited', 'AdminInvitationAccepted', 'AdminInvitationRevoked', 'AdminInvitationErased'] as const
).map(v1);

export const userStream = (userId: string) => `user-${userId}`;
export const invitationStream = (invitationId: string) => `invitation-${invitationId}`;
