export type InvitationStatus = 'open' | 'accepted' | 'revoked';

/** GET /api/admin/invitations (docs/api.md). */
export interface Invitation {
    id: string;
    email: string;
    status: InvitationStatus;
    invitedBy: string;
    invitedAt: string;
    expiresAt: string;
    acceptedBy: string | null;
}

/** POST /api/admin/invitations answers with the code, once. */
export interface CreatedInvitation {
    id: string;
    email: string;
    code: string;
    expiresAt: string;
    status: InvitationStatus;
}

export const isExpired = (invitation: Pick<Invitation, 'status' | 'expiresAt'>, now = Date.now()): boolean =>
    invitation.status === 'open' && new Date(invitation.expiresAt).getTime() <= now;

/** The shown status: an open invitation past its date reads Expired. */
export const displayStatus = (invitation: Pick<Invitation, 'status' | 'expiresAt'>): 'Open' | 'Accepted' | 'Revoked' | 'Expired' =>
    isExpired(invitation) ? 'Expired' : invitation.status === 'accepted' ? 'Accepted' : invitation.status === 'revoked' ? 'Revoked' : 'Open';

export const STATUS_FILTER = [
    { id: 'open', name: 'Open' },
    { id: 'accepted', name: 'Accepted' },
    { id: 'revoked', name: 'Revoked' },
];

/** The link the invitee opens: /admin/auth in Sign Up mode with the code and e-mail filled in. */
export const signUpLink = (code: string, email: string, origin = window.location.origin): string =>
    `${origin}/admin/auth?code=${encodeURIComponent(code)}&email=${encodeURIComponent(email)}`;
