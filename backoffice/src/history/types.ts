/** A user or the system, as recorded in event metadata. */
export type Actor =
    | { kind?: 'user'; userId: string; role?: string; name?: string }
    | { kind: 'system'; reason?: string };

/** A record of the read-only `events` resource (the event log). */
export interface EventRecord {
    id: string;
    streamId: string;
    revision: number;
    position: number;
    type: string;
    data: Record<string, unknown>;
    actor?: Actor | null;
    occurredAt: string;
    correlationId?: string | null;
    causationId?: string | null;
}

export const isSystemActor = (actor: Actor | null | undefined): boolean =>
    !actor || (actor as { kind?: string }).kind === 'system' || !('userId' in actor);
