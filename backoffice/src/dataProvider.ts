import simpleRestProvider from 'ra-data-simple-rest';
import { DataProvider, fetchUtils, HttpError } from 'react-admin';
import { messageOf, postJson } from './api';
import { clearSession, getSession, hasBackofficeRole, Session, setSession } from './session';

export const API_URL = '/api/admin';

let refreshing: Promise<Session | null> | null = null;

/**
 * Exchange the refresh token for a new session (once at a time, however many
 * requests saw a 401). Resolves null when the session cannot be renewed.
 */
export const refreshSession = (): Promise<Session | null> => {
    if (refreshing) return refreshing;
    const current = getSession();
    if (!current) return Promise.resolve(null);
    refreshing = postJson<Session>(
        '/api/auth/refresh',
        { refreshToken: current.refreshToken },
        { fallbackMessage: 'Session expired' },
    )
        .then(next => {
            if (!hasBackofficeRole(next)) {
                clearSession();
                return null;
            }
            setSession(next);
            return next;
        })
        .catch(() => null)
        .finally(() => {
            refreshing = null;
        });
    return refreshing;
};

type FetchOptions = fetchUtils.Options;

const withBearer = (options: FetchOptions, session: Session | null): FetchOptions => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    if (session) headers.set('Authorization', `Bearer ${session.accessToken}`);
    return { ...options, headers };
};

/** NestJS can answer `message: string[]`; react-admin shows one string. */
const normalise = (error: unknown): unknown =>
    error instanceof HttpError && Array.isArray((error.body as { message?: unknown } | undefined)?.message)
        ? new HttpError(messageOf(error.body) ?? error.message, error.status, error.body)
        : error;

/** fetchJson with the Bearer token; on a 401 it renews the session once and retries. */
export const httpClient = async (url: string, options: FetchOptions = {}) => {
    const session = getSession();
    try {
        return await fetchUtils.fetchJson(url, withBearer(options, session));
    } catch (error) {
        if (error instanceof HttpError && error.status === 401 && session) {
            const renewed = await refreshSession();
            if (renewed) {
                try {
                    return await fetchUtils.fetchJson(url, withBearer(options, renewed));
                } catch (retryError) {
                    throw normalise(retryError);
                }
            }
        }
        throw normalise(error);
    }
};

export interface DailyRateChange {
    id: string;
    currentRate: number;
}

export interface DailyRatesResult {
    updated: number;
    correlationId: string;
}

export interface BazaarDataProvider extends DataProvider {
    /** POST /api/admin/rates/daily: one RateChanged per rate, one shared correlationId. */
    updateDailyRates: (changes: DailyRateChange[]) => Promise<DailyRatesResult>;
}

const rest = simpleRestProvider(API_URL, httpClient);

export const dataProvider: BazaarDataProvider = {
    ...rest,
    update: async (resource, params) => {
        const result = await rest.update(resource, params);
        // ra-data-simple-rest expects the updated record back; keep the cache sane
        // if a command endpoint answers with less than the full record.
        const data = result.data && result.data.id != null ? result.data : { ...params.previousData, ...params.data, ...result.data, id: params.id };
        return { data };
    },
    updateDailyRates: async changes => {
        const { json } = await httpClient(`${API_URL}/rates/daily`, {
            method: 'POST',
            body: JSON.stringify({ changes }),
        });
        return json as DailyRatesResult;
    },
};
