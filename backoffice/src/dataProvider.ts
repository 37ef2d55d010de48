import { renewOncePerBrowser } from '@bazaar/common';
import simpleRestProvider from 'ra-data-simple-rest';
import { DataProvider, fetchUtils, HttpError } from 'react-admin';
import { messageOf, postJson } from './api';
import { historyQuery } from './history/historyQuery';
import { bodyOf, isUpload } from './recordBody';
import type { HistoryEntry, HistoryFilter, HistoryResource } from './history/types';
import type { BookingMessage } from './bookings/types';
import type { LedgerEntry, LedgerSummary, PayTo, Payout } from './payments/types';
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
    // One tab renews for all (renewOncePerBrowser); the others take what it stored.
    const renew = () =>
        postJson<Session>('/api/auth/refresh', { refreshToken: current.refreshToken }, { fallbackMessage: 'Session expired' }).then(next => {
            if (!hasBackofficeRole(next)) {
                clearSession();
                return null;
            }
            setSession(next);
            return next;
        });
    refreshing = renewOncePerBrowser('bazaar-backoffice-session', current.refreshToken, getSession, renew, getSession)
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

type ErrorBody = { message?: unknown; errors?: Record<string, unknown> } | undefined;

/**
 * NestJS can answer `message: string[]`; react-admin shows one string. A 403/409 that also
 * names a field (e.g. 409 'An account with this email already exists' on `email`) shows
 * inline and as a notification: `errors.root.serverError` is what react-admin's form
 * notifies instead of its generic "The form is not valid".
 */
const normalise = (error: unknown): unknown => {
    if (!(error instanceof HttpError)) return error;
    const body = error.body as ErrorBody;
    const message = messageOf(body) ?? error.message;
    const errors = body?.errors && typeof body.errors === 'object' && Object.keys(body.errors).length ? body.errors : undefined;
    if (errors && error.status !== 400) {
        return new HttpError(message, error.status, { ...body, errors: { ...errors, root: { serverError: message } } });
    }
    return message !== error.message ? new HttpError(message, error.status, body) : error;
};

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
}

export interface Overview {
    totalRevenue: number;
    orders: number;
    activeUsers: number;
    activeVendors: number;
    pendingVendors: number;
    pendingProviders: number;
}

export interface BazaarDataProvider extends DataProvider {
    /** POST /api/admin/rates/daily: one RateChanged per rate, all or none. */
    updateDailyRates: (changes: DailyRateChange[]) => Promise<DailyRatesResult>;
    /** POST /api/admin/contact-messages/:id/answer, then /close: a contact message's status. */
    answerContactMessage: (id: string, answer: string) => Promise<unknown>;
    closeContactMessage: (id: string) => Promise<unknown>;
    /** POST /api/admin/invitations/:id/revoke (open invitations only). */
    revokeInvitation: (id: string) => Promise<{ id: string; status: 'revoked' }>;
    /** GET /api/admin/overview: the dashboard's Overview cards. */
    getOverview: () => Promise<Overview>;
    /** Provider verification: POST /:id/document (multipart), GET /:id/document, POST /:id/verify (admin). */
    uploadProviderDocument: (id: string, file: File) => Promise<unknown>;
    fetchProviderDocument: (id: string) => Promise<Blob>;
    verifyProvider: (id: string) => Promise<unknown>;
    /** GET /api/admin/vendors/:id/document with the bearer token (a plain link carries none). */
    fetchVendorDocument: (id: string) => Promise<Blob>;
    /** POST /api/admin/<resource>/:id/<action> with a JSON body: a record's command (answer, quote, approve...). */
    postAction: <T = unknown>(resource: string, id: string, action: string, body?: object) => Promise<T>;
    /** POST /api/admin/<resource>/<action> with a JSON body: a command on many records (bulk approve...). */
    postBulkAction: <T = unknown>(resource: string, action: string, body: object) => Promise<T>;
    /** POST /api/admin/services/:id/approve|reject (admins), with If-Match. */
    serviceAction: (id: string, action: 'approve' | 'reject', body: object, revision?: number) => Promise<unknown>;
    /** The seller ledger (vendor, provider): GET /api/me/ledger, /api/me/ledger/entries; POST /api/admin/payouts (Withdraw Funds). */
    getLedger: () => Promise<LedgerSummary>;
    getLedgerEntries: (perPage: number) => Promise<{ items: LedgerEntry[]; total: number }>;
    withdrawFunds: () => Promise<Payout>;
    /** GET /api/me/payout-details (masked; null while there are none), PUT to set them (the seller only). */
    getPayoutDetails: () => Promise<PayTo | null>;
    setPayoutDetails: (details: PayTo) => Promise<PayTo>;
    /** POST /api/admin/payouts/:id/pay {reference?} (admin). */
    payPayout: (id: string, reference?: string) => Promise<Payout>;
    /** GET /api/admin/<resource>/:id/history: who changed what and when (filtered by actor, type, time). */
    getHistory: (resource: HistoryResource, id: string, filter?: HistoryFilter) => Promise<HistoryEntry[]>;
    /** GET /api/admin/<resource>/:id?asOf=ISO: the record as it stood then (with `asOf`). */
    getRecordAsOf: (resource: HistoryResource, id: string, asOf: string) => Promise<Record<string, unknown>>;
    /** POST /api/admin/bookings/:id/accept|decline|complete|reply (the booking's provider). */
    bookingAction: (id: string, action: 'accept' | 'decline' | 'cancel' | 'complete' | 'reply', body: object, revision?: number) => Promise<unknown>;
    /** GET and POST /api/admin/bookings/:id/messages: the booking's thread, oldest first. */
    getBookingMessages: (id: string) => Promise<BookingMessage[]>;
    sendBookingMessage: (id: string, text: string) => Promise<BookingMessage[]>;
}

/**
 * `If-Match: "<revision>"` from the record as it was read (getOne carries `revision`), so
 * an edit of a record someone changed since is refused with 409 instead of overwriting.
 */
const ifMatch = (record: object | undefined): Record<string, string> =>
    record && 'revision' in record && typeof record.revision === 'number' ? { 'If-Match': `"${record.revision}"` } : {};

const recordUrl = (resource: string, id: string | number) => `${API_URL}/${resource}/${encodeURIComponent(String(id))}`;

/** A binary GET with the bearer token; renews the session once on a 401. */
export const fetchBlob = async (url: string): Promise<Blob> => {
    const attempt = async (session: Session | null) => {
        const headers = new Headers();
        if (session) headers.set('Authorization', `Bearer ${session.accessToken}`);
        return fetch(url, { headers });
    };
    const session = getSession();
    let response = await attempt(session);
    if (response.status === 401 && session) {
        const renewed = await refreshSession();
        if (renewed) response = await attempt(renewed);
    }
    if (!response.ok) {
        let body: unknown;
        try {
            body = await response.json();
        } catch {
            body = undefined;
        }
        throw new HttpError(messageOf(body) ?? `Could not load the document (${response.status})`, response.status, body);
    }
    return response.blob();
};

const rest = simpleRestProvider(API_URL, httpClient);

/**
 * Resources whose picture has its own endpoint (POST /:id/image, multipart `image`) rather
 * than riding on the record's POST or PUT: the form's field holding the new file.
 */
const SEPARATE_PICTURES: Record<string, string> = { services: 'imageFile' };

/** The record's data without its new picture, and the picture (if a new one was chosen). */
const splitPicture = (resource: string, data: Record<string, unknown>): [Record<string, unknown>, File | null] => {
    const field = SEPARATE_PICTURES[resource];
    if (!field || !(field in data)) return [data, null];
    const { [field]: picture, ...rest } = data;
    return [rest, isUpload(picture) ? picture.rawFile : null];
};

const uploadPicture = async (resource: string, id: string | number, file: File) => {
    const body = new FormData();
    body.append('image', file, file.name);
    return (await httpClient(`${recordUrl(resource, id)}/image`, { method: 'POST', body })).json;
};

export const dataProvider: BazaarDataProvider = {
    ...rest,
    create: async (resource, params) => {
        const [data, picture] = splitPicture(resource, params.data);
        const { json } = await httpClient(`${API_URL}/${resource}`, { method: 'POST', body: bodyOf(data, resource) });
        // The record exists now: its picture follows (a refused picture leaves the record, without one).
        const withPicture = picture ? await uploadPicture(resource, json.id, picture) : json;
        return { data: { ...data, ...withPicture, id: json.id } };
    },
    update: async (resource, params) => {
        const [data, picture] = splitPicture(resource, params.data);
        const changed = Object.keys(data).length > 0 || !picture;
        // The picture after the fields: a stale form is refused by the PUT before anything is uploaded.
        const json = changed
            ? (
                  await httpClient(recordUrl(resource, params.id), {
                      method: 'PUT',
                      body: bodyOf(data, resource),
                      headers: new Headers({ Accept: 'application/json', ...ifMatch(params.previousData) }),
                  })
              ).json
            : null;
        if (picture) await uploadPicture(resource, params.id, picture);
        // The record as it is now, with its new revision: the next edit must not look stale.
        const fresh = await rest.getOne(resource, { id: params.id }).catch(() => null);
        return { data: fresh?.data ?? (json && json.id != null ? json : { ...params.previousData, ...data, ...json, id: params.id }) };
    },
    delete: async (resource, params) => {
        const { json } = await httpClient(recordUrl(resource, params.id), {
            method: 'DELETE',
            headers: new Headers({ Accept: 'application/json', ...ifMatch(params.previousData) }),
        });
        return { data: json && json.id != null ? json : { ...params.previousData, id: params.id } };
    },
    updateDailyRates: async changes => {
        const { json } = await httpClient(`${API_URL}/rates/daily`, {
            method: 'POST',
            body: JSON.stringify({ changes }),
        });
        return json as DailyRatesResult;
    },
    answerContactMessage: async (id, answer) =>
        (await httpClient(`${API_URL}/contact-messages/${encodeURIComponent(id)}/answer`, { method: 'POST', body: JSON.stringify({ answer }) })).json,
    closeContactMessage: async id =>
        (await httpClient(`${API_URL}/contact-messages/${encodeURIComponent(id)}/close`, { method: 'POST', body: JSON.stringify({}) })).json,
    revokeInvitation: async id => {
        const { json } = await httpClient(`${API_URL}/invitations/${encodeURIComponent(id)}/revoke`, {
            method: 'POST',
            body: JSON.stringify({}),
        });
        return json as { id: string; status: 'revoked' };
    },
    fetchVendorDocument: id => fetchBlob(`${API_URL}/vendors/${encodeURIComponent(id)}/document`),
    uploadProviderDocument: async (id, file) => {
        const body = new FormData();
        body.append('document', file);
        return (await httpClient(`${API_URL}/providers/${encodeURIComponent(id)}/document`, { method: 'POST', body })).json;
    },
    getOverview: async () => (await httpClient(`${API_URL}/overview`)).json as Overview,
    fetchProviderDocument: id => fetchBlob(`${API_URL}/providers/${encodeURIComponent(id)}/document`),
    verifyProvider: async id => (await httpClient(`${API_URL}/providers/${encodeURIComponent(id)}/verify`, { method: 'POST', body: JSON.stringify({}) })).json,
    postAction: async <T,>(resource: string, id: string, action: string, body: object = {}) =>
        (await httpClient(`${recordUrl(resource, id)}/${action}`, { method: 'POST', body: JSON.stringify(body) })).json as T,
    postBulkAction: async <T,>(resource: string, action: string, body: object) =>
        (await httpClient(`${API_URL}/${resource}/${action}`, { method: 'POST', body: JSON.stringify(body) })).json as T,
    serviceAction: async (id, action, body, revision) =>
        (
            await httpClient(`${recordUrl('services', id)}/${action}`, {
                method: 'POST',
                body: JSON.stringify(body),
                headers: new Headers({ Accept: 'application/json', ...ifMatch({ revision }) }),
            })
        ).json,
    bookingAction: async (id, action, body, revision) =>
        (
            await httpClient(`${recordUrl('bookings', id)}/${action}`, {
                method: 'POST',
                body: JSON.stringify(body),
                headers: new Headers({ Accept: 'application/json', ...ifMatch({ revision }) }),
            })
        ).json,
    getBookingMessages: async id => (await httpClient(`${recordUrl('bookings', id)}/messages`)).json as BookingMessage[],
    sendBookingMessage: async (id, text) =>
        (await httpClient(`${recordUrl('bookings', id)}/messages`, { method: 'POST', body: JSON.stringify({ text }) })).json as BookingMessage[],
    getLedger: async () => (await httpClient('/api/me/ledger')).json as LedgerSummary,
    getLedgerEntries: async perPage => (await httpClient(`/api/me/ledger/entries?perPage=${perPage}`)).json as { items: LedgerEntry[]; total: number },
    withdrawFunds: async () => (await httpClient(`${API_URL}/payouts`, { method: 'POST', body: JSON.stringify({}) })).json as Payout,
    // None saved yet answers 200 with null: a normal state of the profile, not an error to log.
    getPayoutDetails: async () => ((await httpClient('/api/me/payout-details')).json as PayTo | null) ?? null,
    setPayoutDetails: async details => (await httpClient('/api/me/payout-details', { method: 'PUT', body: JSON.stringify(details) })).json as PayTo,
    payPayout: async (id, reference) =>
        (await httpClient(`${recordUrl('payouts', id)}/pay`, { method: 'POST', body: JSON.stringify(reference ? { reference } : {}) })).json as Payout,
    getHistory: async (resource, id, filter = {}) => {
        const { json } = await httpClient(`${recordUrl(resource, id)}/history${historyQuery(filter)}`);
        return json as HistoryEntry[];
    },
    getRecordAsOf: async (resource, id, asOf) => (await httpClient(`${recordUrl(resource, id)}?asOf=${encodeURIComponent(asOf)}`)).json as Record<string, unknown>,
};
