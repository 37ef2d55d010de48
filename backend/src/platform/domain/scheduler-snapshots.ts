import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { ExpectedRevision } from '../event-store/event-store.port';
import type { TimeoutRequest } from './scheduler';

/**
 * What the durable scheduler had pending once it had followed the log up to `position`: a
 * cache of the log, so a restart reads only the scheduling events after it instead of every
 * process manager's record since the log began.
 */
export interface SchedulerSnapshot {
  version: 1;
  position: number;
  /** The event at `position`: a snapshot taken on another log (a restored backup, a new DATA_DIR) is not used. */
  eventId: string;
  pending: { request: TimeoutRequest; fireAt: ExpectedRevision }[];
}

export interface SchedulerSnapshots {
  /** The last snapshot saved, or null (none, unreadable, or of an older format). */
  load(): SchedulerSnapshot | null;
  save(snapshot: SchedulerSnapshot): void;
}

const isRequest = (value: unknown): value is TimeoutRequest => {
  const r = value as Partial<TimeoutRequest> | null;
  return typeof r === 'object' && r !== null && [r.timeoutId, r.processManager, r.instanceId, r.name, r.dueAt].every((field) => typeof field === 'string');
};

const isSnapshot = (value: unknown): value is SchedulerSnapshot => {
  const s = value as Partial<SchedulerSnapshot> | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    s.version === 1 &&
    Number.isSafeInteger(s.position) &&
    typeof s.eventId === 'string' &&
    Array.isArray(s.pending) &&
    s.pending.every((p) => typeof p === 'object' && p !== null && isRequest(p.request) && (p.fireAt === 'no_stream' || Number.isSafeInteger(p.fireAt)))
  );
};

/** Snapshots in one JSON file (DATA_DIR/scheduler.json), replaced whole by a rename, so a crash mid-write leaves the previous one. */
export class FileSchedulerSnapshots implements SchedulerSnapshots {
  constructor(private readonly file: string) {}

  load(): SchedulerSnapshot | null {
    try {
      const parsed: unknown = JSON.parse(readFileSync(this.file, 'utf8'));
      return isSnapshot(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  save(snapshot: SchedulerSnapshot): void {
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(snapshot), { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}
