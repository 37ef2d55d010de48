import { renewOncePerBrowser } from '@bazaar/common';
import { clearSession, readSession, writeSession } from '../session/sessionStorage';
import type { AuthResponse } from '../session/sessionTypes';

/** Field errors as the server sends them: `{ <field>: <message> }`. */
export type FieldErrors = Record<string, string>;

/** Every failed call becomes an ApiError; `status` 0 means the server was not reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  /** Seconds to wait before trying again, when the server says so (429). */
  readonly retryAfter?: number;

  constructor(status: number, message: string, errors: FieldErrors = {}, retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.retryAfter = retryAfter;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart (the browser sets the boundary). */
  body?: unknown;
  /** Send the bearer token of the stored session (and refresh it once on 401). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. the checkout's Idempotency-Key). */
  headers?: Record<string, string>;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const record = body as { message?: unknown; errors?: unknown; retryAfter?: unknown };
    const raw = record.message;
    const message = Array.isArray(raw) ? raw.join(', ') : typeof raw === 'string' ? raw : `HTTP ${status}`;
    const errors: FieldErrors = {};
    if (record.errors && typeof record.errors === 'object') {
      for (const [field, value] of Object.entries(record.errors as Record<string, unknown>)) {
        errors[field] = Array.isArray(value) ? value.join(', ') : String(value);
      }
    }
    const retryAfter = typeof record.retryAfter === 'number' && Number.isFinite(record.retryAfter) ? record.retryAfter : undefined;
    return new ApiError(status, message, errors, retryAfter);
  }
  return new ApiError(status, typeof body === 'string' && body ? body : `HTTP ${status}`);
}

async function send(path: string, options: RequestOptions, token?: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error');
  }
}

let refreshing: Promise<boolean> | null = null;

/**
 * Trades the stored refresh token for a new session; concurrent callers share one request,
 * and one tab renews for all the browser's tabs (renewOncePerBrowser): the others take the
 * session it stored.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const session = readSession();
    if (!session?.refreshToken) return false;
    const renew = async () => {
      const response = await send('/api/auth/refresh', { method: 'POST', body: { refreshToken: session.refreshToken } });
      if (!response.ok) {
        clearSession();
        return false;
      }
      const fresh = (await parseBody(response)) as AuthResponse;
      // Keep what only this device knows about the user (the phone it verified) across refreshes.
      writeSession({ ...fresh, user: { ...session.user, ...fresh.user } });
      return true;
    };
    const stored = () => readSession() ?? null;
    return renewOncePerBrowser('bazaar-storefront-session', session.refreshToken, stored, renew, () => true);
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Whether an access token's own expiry (its JWT `exp`, in seconds) has passed on this device's clock. */
function expired(token: string): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' && payload.exp * 1000 <= Date.now();
  } catch {
    return false; // not one we can read: the server decides, and a 401 renews it
  }
}

/**
 * The stored access token, renewed first when it has expired: a customer back after its 15
 * minutes had each page's first requests refused (a 401 in the console for each) before the
 * renewal. Undefined once the session is over. A clock behind the server's still meets a 401, which renews.
 */
export async function freshAccessToken(): Promise<string | undefined> {
  const token = readSession()?.accessToken;
  if (!token || !expired(token)) return token;
  await refreshSession();
  return readSession()?.accessToken;
}

/** Sends a request under /api, signed in when asked (refreshing an expired session once). */
async function call(path: string, options: RequestOptions): Promise<Response> {
  const url = path.startsWith('/api') ? path : `/api${path}`;
  const token = options.auth ? await freshAccessToken() : undefined;
  const response = await send(url, options, token);
  if (response.status === 401 && token && (await refreshSession())) return send(url, options, readSession()?.accessToken);
  return response;
}

/** Calls the JSON API under /api; resolves with the parsed body or rejects with an ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await call(path, options);
  const body = await parseBody(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

/** Fetches a file the API sends (a PDF), signed in like api(): its bytes and the name the server gave it. */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; filename: string | null }> {
  const response = await call(path, { ...options, headers: { Accept: '*/*', ...options.headers } });
  if (!response.ok) throw toApiError(response.status, await parseBody(response));
  const filename = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), filename };
}
