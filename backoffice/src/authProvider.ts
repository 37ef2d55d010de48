import { AuthProvider, HttpError } from 'react-admin';
import { ApiError, postJson } from './api';
import { clearSession, getSession, hasBackofficeRole, Role, Session, setSession } from './session';

export const AUTH_ROUTE = '/auth';
export const NO_ADMIN_PRIVILEGES = 'You do not have admin privileges';
/** A session the server no longer takes: ended by its expiry, a sign-out elsewhere or an admin deactivating the account. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

type AccessRule = (resource: string, action: string, record: { id?: unknown } | undefined, userId: string) => boolean;

/** Show and edit of one's own record of `own`, nothing else (no list of others, no create, no delete). */
const ownRecordOnly =
    (own: string): AccessRule =>
    (resource, action, record, userId) =>
        resource === own && (action === 'show' || action === 'edit') && (record?.id == null || String(record.id) === userId);

/** Resources whose records the server scopes to the caller (their own products, enquiries about them). */
const scopedByServer =
    (actions: Record<string, readonly string[]>): AccessRule =>
    (resource, action) =>
        actions[resource]?.includes(action) ?? false;

const anyOf =
    (...rules: AccessRule[]): AccessRule =>
    (...args) =>
        rules.some(rule => rule(...args));

/** Notifications: a seller's own inboxes' notices (the server scopes the list), marked read (edit). */
const ownNotifications = scopedByServer({ notifications: ['list', 'edit'] });

/**
 * What each role may do in the back office (the server enforces the same on every endpoint):
 * admins everything; a vendor their own `vendors` record, their products and the enquiries
 * about them; a provider their own `providers` record.
 */
const ACCESS: Record<Role, AccessRule> = {
    admin: () => true,
    vendor: anyOf(
        ownRecordOnly('vendors'),
        scopedByServer({ products: ['list', 'show', 'create', 'edit', 'delete'], enquiries: ['list', 'show'], fulfilments: ['list'] }),
        ownNotifications,
    ),
    // Spec 2.8: a provider's own services, bookings, reviews and payouts (the server scopes every list to them).
    provider: anyOf(
        ownRecordOnly('providers'),
        scopedByServer({ services: ['list', 'show', 'create', 'edit', 'delete', 'export'], bookings: ['list', 'show'], reviews: ['list', 'show'], payouts: ['list', 'show', 'create'] }),
        ownNotifications,
    ),
    customer: () => false,
};

const revoke = (session: Pick<Session, 'accessToken' | 'refreshToken'>) =>
    postJson<void>(
        '/api/auth/logout',
        { refreshToken: session.refreshToken },
        { fallbackMessage: 'Logout failed', accessToken: session.accessToken },
    ).catch(() => undefined);

export interface LoginParams {
    email: string;
    password: string;
}

export const authProvider: AuthProvider = {
    /** POST /api/auth/login; only an admin's, a vendor's or a provider's session is kept. */
    login: async ({ email, password }: LoginParams) => {
        const session = await postJson<Session>(
            '/api/auth/login',
            { email, password },
            { fallbackMessage: 'Failed to login' },
        );
        if (!hasBackofficeRole(session)) {
            // Do not keep the session: revoke the tokens just issued, leave any other
            // session of this browser (e.g. the storefront's) as it was.
            void revoke(session);
            throw new ApiError(NO_ADMIN_PRIVILEGES, 403);
        }
        setSession(session);
    },

    logout: async () => {
        const session = getSession();
        // A storefront session without back-office rights is not ours to end.
        if (session && hasBackofficeRole(session)) {
            clearSession();
            await revoke(session);
        }
        return AUTH_ROUTE;
    },

    checkAuth: async () => {
        const session = getSession();
        if (!session) {
            throw { redirectTo: AUTH_ROUTE, message: false };
        }
        if (!hasBackofficeRole(session)) {
            throw { redirectTo: AUTH_ROUTE, message: NO_ADMIN_PRIVILEGES };
        }
    },

    checkError: async (error: unknown) => {
        const status = (error as HttpError | undefined)?.status;
        if (status === 401) {
            // the dataProvider already tried to renew the session once
            throw { redirectTo: AUTH_ROUTE, message: SESSION_ENDED };
        }
        // A 403 (e.g. 'Only an admin can verify a vendor') is not a reason to leave: the page
        // or the mutation that got it shows the server's message. Throwing here would make
        // react-admin swallow the error and report a failed mutation as a success.
    },

    getIdentity: async () => {
        const session = getSession();
        if (!session) throw new Error('Not signed in');
        return {
            id: session.user.id,
            fullName: session.user.name,
            email: session.user.email,
            role: session.user.role,
        };
    },

    getPermissions: async () => getSession()?.user.role,

    canAccess: async ({ resource, action, record }) => {
        const session = getSession();
        if (!session) return false;
        return ACCESS[session.user.role]?.(resource, action, record, session.user.id) ?? false;
    },
};
