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
type Entry = { row: StoredEventRow; event?: RecordedEvent };

export class RecentEvents {
  private rows: Entry[] = [];
  /** The window's entries of each stream, oldest first. */
  private streams = new Map<string, Entry[]>();
  private base = -1;
  private top = -1;

  constructor(private readonly capacity: number) {}

  /** After a group commit: `head` is the log's last position before the group's rows. */
  add(head: number, rows: readonly StoredEventRow[]): void {
    if (rows.length === 0) return;
    if (head !== this.top) {
      this.rows = [];
      this.streams = new Map();
      this.base = head;
    }
    for (const row of rows) {
      const entry: Entry = { row };
      this.rows.push(entry);
      const stream = this.streams.get(row.stream_id);
      if (stream) stream.push(entry);
      else this.streams.set(row.stream_id, [entry]);
    }
    this.top = rows[rows.length - 1].position;
    const excess = this.rows.length - this.capacity;
    if (excess > 0) {
      const dropped = this.rows.splice(0, excess);
      this.base = dropped[excess - 1].row.position;
      for (const { row } of dropped) {
        const stream = this.streams.get(row.stream_id)!;
        stream.shift(); // the oldest of the window are the oldest of their stream
        if (stream.length === 0) this.streams.delete(row.stream_id);
      }
    }
  }

  /** The window's top: its answers are whole only while the log's head is still there. */
  get lastPosition(): number {
    return this.top;
  }

  /**
   * A stream's events from `fromRevision` (forwards, at most `limit`) when the window holds
   * them all: it holds the stream's events from the first revision it has up to the top.
   */
  ofStream(streamId: string, fromRevision: number, limit: number): RecordedEvent[] | undefined {
    const stream = this.streams.get(streamId);
    if (!stream || fromRevision < stream[0].row.revision) return undefined;
    const start = fromRevision - stream[0].row.revision; // revisions of a stream are consecutive
    const end = limit < 0 ? stream.length : Math.min(stream.length, start + limit);
    const events: RecordedEvent[] = [];
    for (let i = start; i < end; i++) events.push(decoded(stream[i]));
    return events;
  }

  /**
   * Events after `after` and at most `upTo` (at most `limit` of them, -1: no limit) when the
   * window holds the start of that range; otherwise undefined. Whether the answer is whole
   * past the window's top is the caller's to judge.
   */
  after(after: number, limit: number, upTo = Number.MAX_SAFE_INTEGER): RecordedEvent[] | undefined {
    if (after < this.base || after >= this.top) return undefined;
    const low = this.firstAfter(after);
    let end = limit < 0 ? this.rows.length : Math.min(this.rows.length, low + limit);
    if (end > low && this.rows[end - 1].row.position > upTo) end = Math.max(low, this.firstAfter(upTo));
    const events: RecordedEvent[] = [];
    for (let i = low; i < end; i++) events.push(decoded(this.rows[i]));
    return events;
  }

  /** The index of the window's first entry after `position`. */
  private firstAfter(position: number): number {
    let low = 0;
    let high = this.rows.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.rows[middle].row.position <= position) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

const decoded = (entry: Entry): RecordedEvent => (entry.event ??= deepFreeze(decodeEventRow(entry.row)));

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

/** A row read as an array, in COLUMNS order (position, stream_id, revision, type, data, metadata). */
export type EventValues = [number, string, number, string, string, string];

/** The same row as the window keeps it. */
export const storedRow = (row: EventValues): StoredEventRow => ({ position: row[0], stream_id: row[1], revision: row[2], type: row[3], data: row[4], metadata: row[5] });

export function decodeEventValues(row: EventValues): RecordedEvent {
  return { streamId: row[1], revision: row[2], position: row[0], type: row[3], data: JSON.parse(row[4]), metadata: JSON.parse(row[5]) };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
