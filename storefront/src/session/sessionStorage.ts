import type { Role, Session } from './sessionTypes';

/** Device storage keys shared with the back office (same origin, one sign-in serves both). */
export const SESSION_KEY = 'bazaar.auth';
export const LOGGED_IN_KEY = 'loggedIn';
export const USER_NAME_KEY = 'userName';
export const USER_TYPE_KEY = 'userType';
/** Where to go after signing in, and the pending-checkout marker (spec 2.10). */
export const REDIRECT_KEY = 'redirectAfterLogin';
export const PENDING_CHECKOUT_KEY = 'pendingCheckout';

/** The device user types of spec 6, one per role. */
export const USER_TYPE_BY_ROLE: Record<Role, string> = {
  customer: 'Customer',
  vendor: 'Vendor & Supplier',
  provider: 'Service Provider',
  admin: 'Admin',
};

/** Dispatched in this tab whenever the stored session changes (the storage event covers other tabs). */
export const SESSION_EVENT = 'bazaar:session';

const ROLES: readonly Role[] = ['customer', 'vendor', 'provider', 'admin'];

function isSession(value: unknown): value is Session {
  if (!value || typeof value !== 'object') return false;
  const s = value as Partial<Session>;
  return (
    typeof s.accessToken === 'string' &&
    typeof s.refreshToken === 'string' &&
    !!s.user &&
    typeof s.user.id === 'string' &&
    ROLES.includes(s.user.role as Role)
  );
}

export function readSession(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSession(session: Session): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  localStorage.setItem(LOGGED_IN_KEY, 'true');
  localStorage.setItem(USER_NAME_KEY, session.user.name || session.user.email);
  localStorage.setItem(USER_TYPE_KEY, USER_TYPE_BY_ROLE[session.user.role]);
  window.dispatchEvent(new Event(SESSION_EVENT));
}

export function clearSession(): void {
  for (const key of [SESSION_KEY, LOGGED_IN_KEY, USER_NAME_KEY, USER_TYPE_KEY]) localStorage.removeItem(key);
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/** Only same-site paths are honoured as redirect targets. */
export function isSafeRedirect(target: string | null | undefined): target is string {
  return !!target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

/** Remembers where to return after signing in (route guards call this before sending to /login). */
export function rememberRedirectTarget(target: string): void {
  if (isSafeRedirect(target)) localStorage.setItem(REDIRECT_KEY, target);
}

/** Reads and forgets the post-login destination: checkout when one is pending, else the stored target. */
export function takeRedirectTarget(): string | null {
  const pendingCheckout = localStorage.getItem(PENDING_CHECKOUT_KEY);
  const target = localStorage.getItem(REDIRECT_KEY);
  localStorage.removeItem(PENDING_CHECKOUT_KEY);
  localStorage.removeItem(REDIRECT_KEY);
  if (pendingCheckout) return '/checkout';
  return isSafeRedirect(target) ? target : null;
}
