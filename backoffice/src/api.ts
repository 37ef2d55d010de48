/** Plain JSON calls to the public API (auth, invitations), outside react-admin's dataProvider. */
export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
    constructor(
        message: string,
        readonly status: number,
        readonly errors?: FieldErrors,
    ) {
        super(message);
        this.name = 'ApiError';
    }
}

/** The server's message; NestJS may send an array of messages. */
export const messageOf = (body: unknown): string | undefined => {
    if (!body || typeof body !== 'object') return undefined;
    const m = (body as { message?: unknown }).message;
    if (typeof m === 'string' && m.trim()) return m;
    if (Array.isArray(m) && m.length) return m.map(String).join('. ');
    return undefined;
};

export const errorsOf = (body: unknown): FieldErrors | undefined => {
    if (!body || typeof body !== 'object') return undefined;
    const e = (body as { errors?: unknown }).errors;
    return e && typeof e === 'object' && !Array.isArray(e) ? (e as FieldErrors) : undefined;
};

/**
 * POST JSON to /api/...; resolves with the parsed body (or undefined on 204),
 * rejects with an ApiError carrying the server's message or `fallbackMessage`.
 */
export async function postJson<T>(
    path: string,
    body: unknown,
    { fallbackMessage, accessToken }: { fallbackMessage: string; accessToken?: string },
): Promise<T> {
    const headers: Record<string, string> = {
        Accept: 'application/json',
        'Content-Type': 'application/json',
    };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    let response: Response;
    try {
        response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
    } catch {
        throw new ApiError(fallbackMessage, 0);
    }
    const text = await response.text();
    let json: unknown;
    try {
        json = text ? JSON.parse(text) : undefined;
    } catch {
        json = undefined;
    }
    if (!response.ok) {
        throw new ApiError(messageOf(json) ?? fallbackMessage, response.status, errorsOf(json));
    }
    return json as T;
}
