/** A bearer token's header. */
export type Auth = { Authorization: string };

export interface CallInit {
  /** GET without a body, POST with one, unless named. */
  method?: string;
  /** JSON, or a FormData sent as multipart as a browser would. */
  body?: unknown;
  auth?: Auth;
  /** The access token alone (the same as `auth`). */
  token?: string;
  headers?: Record<string, string>;
}

/**
 * One call to a running server's API, as the journeys' set-up makes them (the steps under test
 * go through the page): a refusal throws with the path, status and body; the answer parsed
 * (undefined when empty).
 */
export async function callApi(baseUrl: string, path: string, init: CallInit = {}): Promise<any> {
  const form = init.body instanceof FormData;
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body !== undefined && !form && { 'content-type': 'application/json' }),
      ...(init.token && { Authorization: `Bearer ${init.token}` }),
      ...init.auth,
      ...init.headers,
    },
    body: form ? (init.body as FormData) : init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * A journey's set-up calls against the server `url()` names once it runs: `call` (callApi) and
 * `bearer`, which signs in and answers the header the calls carry.
 */
export const apiOf = (url: () => string) => {
  const call = (path: string, init: CallInit = {}) => callApi(url(), path, init);
  const bearer = async (email: string, password: string): Promise<Auth> => ({ Authorization: `Bearer ${(await call('/api/auth/login', { body: { email, password } })).accessToken}` });
  return { call, bearer };
};
