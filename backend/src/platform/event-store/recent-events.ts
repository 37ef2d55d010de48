import { RecordedEvent } from './event';

/** A row of the events table as stored (data and metadata still JSON text). */
export interface StoredEventRow {
  position: number;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

/**
 * The tail of the log this process appended, for the readers that follow it (the inline
 * runner, the relay, every process manager, the scheduler, the erasure enforcer...): each
 * used to read and decode the same new rows from SQLite. Kept only while it is complete: it
 * holds every event with a position in (base, top], which this process knows because each
 * group commit reads the head under the write lock before inserting (another process's
 * append in between starts the window again). Bounded: the oldest events drop out.
 *
 * Decoded once, on first read, and shared by every reader: deeply frozen, so a reader
 * that changed one would fail at once instead of changing the others' view.
 */
export class RecentEvents {
  private rows: { row: StoredEventRow; event?: RecordedEvent }[] = [];
  private base = -1;
  private top = -1;

  constructor(private readonly capacity: number) {}

  /** After a group commit: `head` is the log's last position before the group's rows. */
  add(head: number, rows: readonly StoredEventRow[]): void {
    if (rows.length === 0) return;
    if (head !== this.top) {
      this.rows = [];
      this.base = head;
    }
    for (const row of rows) this.rows.push({ row });
    this.top = rows[rows.length - 1].position;
    const excess = this.rows.length - this.capacity;
    if (excess > 0) this.base = this.rows.splice(0, excess)[excess - 1].row.position;
  }

  /** Events after `after` (at most `limit`, -1: no limit) when the window holds them all; otherwise undefined. */
  after(after: number, limit: number): RecordedEvent[] | undefined {
    if (after < this.base || after >= this.top) return undefined;
    let low = 0;
    let high = this.rows.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.rows[middle].row.position <= after) low = middle + 1;
      else high = middle;
    }
    const end = limit < 0 ? this.rows.length : Math.min(this.rows.length, low + limit);
    const events: RecordedEvent[] = [];
    for (let i = low; i < end; i++) {
      const entry = this.rows[i];
      events.push((entry.event ??= deepFreeze(decodeEventRow(entry.row))));
    }
    return events;
  }
}

export function decodeEventRow(row: StoredEventRow): RecordedEvent {
  return {
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
    type: row.type,
    data: JSON.parse(row.data),
    metadata: JSON.parse(row.metadata),
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
