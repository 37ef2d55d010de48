/** Who did it: a signed-in user (named by the server) or the system. */
export interface HistoryActor {
    kind: 'user' | 'system';
    userId?: string;
    role?: string;
    name?: string | null;
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
    changes: FieldChange[];
}

/** The resources whose records have a History tab. */
export type HistoryResource = 'rates' | 'users' | 'invitations' | 'vendors' | 'providers' | 'newsletter' | 'contact-messages' | 'currency-rates';
