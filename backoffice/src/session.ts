/**
 * The signed-in session, shared with the storefront (same origin):
 * localStorage['bazaar.auth'] = {accessToken, refreshToken, user: {id, name, email, role}},
 * plus the spec's device keys loggedIn / userName / userType.
 */
export type Role = 'customer' | 'vendor' | 'provider' | 'admin';

export interface SessionUser {
    id: string;
    name: string;
    email: string;
    role: Role;
    phoneVerified?: boolean;
}

export interface Session {
    accessToken: string;
    refreshToken: string;
    user: SessionUser;
}

export const SESSION_KEY = 'bazaar.auth';

/**
 * Roles that may use the back office: admins manage everything; vendors and service
 * providers (redirected here after signing up on the storefront) see their own profile.
 */
export const BACKOFFICE_ROLES: readonly Role[] = ['admin', 'vendor', 'provider'];

const USER_TYPE: Record<Role, string> = {
    admin: 'Admin',
    vendor: 'Vendor & Supplier',
    provider: 'Service Provider',
    customer: 'Customer',
};

const isSession = (value: unknown): value is Session => {
    if (!value || typeof value !== 'object') return false;
    const s = value as Partial<Session>;
    return (
        typeof s.accessToken === 'string' &&
        typeof s.refreshToken === 'string' &&
        !!s.user &&
        typeof s.user === 'object' &&
        typeof s.user.id === 'string' &&
        typeof s.user.role === 'string'
    );
};

export const getSession = (): Session | null => {
    try {
        const raw = localStorage.getItem(SESSION_KEY);
        if (!raw) return null;
        const parsed: unknown = JSON.parse(raw);
        return isSession(parsed) ? parsed : null;
    } catch {
        return null;
    }
};

export const hasBackofficeRole = (session: Session | null): boolean =>
    !!session && BACKOFFICE_ROLES.includes(session.user.role);

export const setSession = (session: Session): void => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    localStorage.setItem('loggedIn', 'true');
    localStorage.setItem('userName', session.user.name);
    localStorage.setItem('userType', USER_TYPE[session.user.role] ?? session.user.role);
};

export const clearSession = (): void => {
    localStorage.removeItem(SESSION_KEY);
    localStorage.removeItem('loggedIn');
    localStorage.removeItem('userName');
    localStorage.removeItem('userType');
};

/** Where each role lands after login: admins on the dashboard, the others on their own profile. */
export const landingPath = (user: Pick<SessionUser, 'id' | 'role'>): string => {
    switch (user.role) {
        case 'admin':
            return '/';
        case 'vendor':
            return `/vendors/${encodeURIComponent(user.id)}/show`;
        case 'provider':
            return `/providers/${encodeURIComponent(user.id)}/show`;
        default:
            return '/auth';
    }
};
