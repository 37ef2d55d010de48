/** Who did it: a signed-in user (named by the server) or the system (with its reason). */
export interface HistoryActor {
    kind: 'user' | 'system';
    userId?: string;
    role?: string;
    name?: string | null;
    reason?: string;
}

/** The event a policy acted on, and the process manager that acted. */
export interface HistoryCause {
    eventId: string;
    type: string;
    process: string | null;
}

/** History filters (the server applies them): a user id or 'system', an event type, ISO times. */
export interface HistoryFilter {
    actor?: string;
    type?: string;
    from?: string;
    to?: string;
}

/** One field an event set, with its value before (null the first time). */
export interface FieldChange {
    field: string;
    before: unknown;
    after: unknown;
}

/** One entry of `GET /api/admin/<resource>/:id/history` (docs/api.md). */
export interface HistoryEntry {
    eventId: string;
    type: string;
    occurredAt: string;
    actor: HistoryActor;
    causedBy?: HistoryCause;
    changes: FieldChange[];
}

/** Any back-office resource that declares its streams has History (and as-of views). */
export type HistoryResource = string;
