import { SetMetadata } from '@nestjs/common';

export const ROLES = ['customer', 'vendor', 'provider', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLES_KEY = 'roles';
export const PUBLIC_KEY = 'public';

/** The roles allowed to call an endpoint. Every endpoint has either @Roles or @Public. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
/** Anyone may call it, signed in or not. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);
/** Any signed-in user, whatever the role. */
export const AnyRole = () => Roles(...ROLES);

/** The caller of a verified access token, as their account stands now (the users read model). */
export interface AuthUser {
  userId: string;
  role: Role;
  name: string;
  email: string;
  phone: string | null;
  /** The session of the access token (its `sid`) and when the token expires (ms since the epoch): long-lived answers (the notification stream) end with them. */
  sessionId?: string;
  tokenExpiresAt?: number;
}
