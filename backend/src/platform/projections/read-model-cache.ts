import { Injectable } from '@nestjs/common';
import { ReadSide } from './workers';

/** A safety net only: the read side's news clears a cache at once; this bounds what it could miss (a rebuild run by another process). */
const MAX_AGE_MS = 1000;
const MAX_ENTRIES = 10_000;

/**
 * Values read from some read models, kept on the request thread between requests. The first
 * read of the read store after the projection thread's latest write costs tens of
 * microseconds (the connection's page cache is stale), and the hot paths read the same few
 * documents for every request (the caller's account, the service being booked).
 *
 * An entry is only as old as the last change to the read models it watches: the read side
 * that writes them (in this process, or its projection thread) tells of every committed page
 * holding one of their events before it announces the position, so a change acknowledged to
 * whoever made it is seen by the next request. Off (every get reads) until a read side of
 * this process is attached: API replicas whose read models another process writes
 * (RUN_WORKERS=false) never cache.
 */
export class ReadModelCache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();
  private watching = false;
  /** Counts the clears: a read that a clear overtook is not stored (it may predate the change). */
  private generation = 0;

  /** `projections`: the names of the projections whose read models the values come from. */
  constructor(
    readonly projections: readonly string[],
    private readonly now: () => number = Date.now,
  ) {}

  /** Caches from now on, cleared by every change the read side reports for a watched read model. */
  attach(readSide: Pick<ReadSide, 'onHandled'>): void {
    readSide.onHandled((names) => {
      if (names.some((name) => this.projections.includes(name))) (this.entries.clear(), this.generation++);
    });
    this.watching = true;
  }

  /** The value under `key`, from the cache or `load` (null is not remembered: the document may be a moment from being projected). */
  async get(key: string, load: () => Promise<V | null>): Promise<V | null> {
    if (!this.watching) return load();
    const known = this.entries.get(key);
    if (known && this.now() - known.at < MAX_AGE_MS) return known.value;
    const generation = this.generation;
    const value = await load();
    if (value === null || generation !== this.generation) return value;
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.now() });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}

/**
 * Every ReadModelCache of the app: the platform tells the projection thread which read
 * models to report on and attaches them all to the read side once it runs. Caches register
 * when their owners are constructed, before the platform starts the read side.
 */
@Injectable()
export class ReadModelCaches {
  private readonly caches: Pick<ReadModelCache<unknown>, 'projections' | 'attach'>[] = [];

  add<C extends Pick<ReadModelCache<unknown>, 'projections' | 'attach'>>(cache: C): C {
    this.caches.push(cache);
    return cache;
  }

  /** The projections some cache watches (the projection thread posts news of these only). */
  watched(): string[] {
    return [...new Set(this.caches.flatMap((cache) => cache.projections))];
  }

  attach(readSide: Pick<ReadSide, 'onHandled'>): void {
    for (const cache of this.caches) cache.attach(readSide);
  }
}
