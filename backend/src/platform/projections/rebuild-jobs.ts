import { Logger } from '@nestjs/common';
import { DomainError } from '../domain/domain-error';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore } from '../event-store/event-store.port';
import { ReadStore } from '../read-store/read-store.port';
import { Projection } from './projection';
import { rebuildProjections, RebuildProgress } from './rebuild';

/** Where each projection's last on-demand rebuild is followed (by the System page, from any process). */
export const REBUILDS = '_rebuilds';

/** A running rebuild that has not reported for this long died with its process. */
export const STALE_REBUILD_MS = 30_000;

/** How often progress is written to the read store while a rebuild runs. */
const REPORT_EVERY_MS = 250;

export interface RebuildDoc {
  _id: string;
  name: string;
  state: 'running' | 'done' | 'failed';
  /** Who started it: the System page or `npm run projections:rebuild`. */
  startedBy: 'api' | 'cli';
  processed: number;
  position: number;
  head: number;
  eventsPerSecond: number;
  /** Seconds left at the current speed; null until there is a speed to go by. */
  etaSeconds: number | null;
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
  error: string | null;
}

/** The rebuild as the System page shows it: a running one whose process stopped reporting reads as failed. */
export function rebuildView(doc: RebuildDoc | null, now = Date.now()): RebuildDoc | null {
  if (doc?.state === 'running' && now - Date.parse(doc.updatedAt) > STALE_REBUILD_MS) {
    return { ...doc, state: 'failed', error: 'The rebuild stopped reporting (its process ended); start it again' };
  }
  return doc;
}

/**
 * `rebuildProjections` with its progress kept in `_rebuilds` (events, position, speed,
 * ETA), so the System page follows a rebuild started there or from the command line.
 */
export async function trackedRebuild(
  deps: { store: EventStore; readStore: ReadStore; catalog: EventCatalog },
  projections: Projection[],
  startedBy: RebuildDoc['startedBy'],
  onProgress: (progress: RebuildProgress) => void = () => {},
  onStarted: () => void = () => {},
): Promise<RebuildProgress> {
  const docs = deps.readStore.collection<RebuildDoc>(REBUILDS);
  const started = Date.now();
  const base = { state: 'running' as const, startedBy, processed: 0, position: 0, eventsPerSecond: 0, etaSeconds: null, startedAt: new Date(started).toISOString(), finishedAt: null, error: null };
  const write = (patch: Partial<RebuildDoc>) =>
    Promise.all(projections.map((p) => docs.replaceOne({ _id: p.name }, { ...base, head: 0, ...patch, _id: p.name, name: p.name, updatedAt: new Date().toISOString() })));
  let last: Partial<RebuildDoc> = { head: await deps.store.headPosition() };
  await write(last);
  onStarted();
  let reported = 0;
  let reporting: Promise<unknown> = Promise.resolve();
  try {
    const result = await rebuildProjections(deps, projections, (progress) => {
      const seconds = Math.max((Date.now() - started) / 1000, 0.001);
      const eventsPerSecond = Math.round(progress.processed / seconds);
      // Events still to read, at the speed so far: the head may grow while it runs.
      const left = Math.max(0, progress.head - progress.position);
      last = { ...progress, eventsPerSecond, etaSeconds: eventsPerSecond > 0 ? Math.ceil(left / Math.max(eventsPerSecond, 1)) : null };
      onProgress(progress);
      if (Date.now() - reported >= REPORT_EVERY_MS) {
        reported = Date.now();
        reporting = reporting.then(() => write(last));
      }
    });
    await reporting;
    await write({ ...last, ...result, etaSeconds: 0, state: 'done', finishedAt: new Date().toISOString() });
    return result;
  } catch (error) {
    await reporting.catch(() => undefined);
    await write({ ...last, state: 'failed', finishedAt: new Date().toISOString(), error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/** Rebuilds started from the System page, run in this process one at a time per projection. */
export class RebuildJobs {
  private readonly running = new Set<string>();
  private readonly logger = new Logger('Rebuild');

  constructor(private readonly deps: { store: EventStore; readStore: ReadStore; catalog: EventCatalog }) {}

  /** Whether a rebuild of this projection runs here, or in another process still reporting. */
  async isRunning(name: string): Promise<boolean> {
    if (this.running.has(name)) return true;
    const doc = rebuildView(await this.deps.readStore.collection<RebuildDoc>(REBUILDS).findOne({ _id: name }));
    return doc?.state === 'running';
  }

  /**
   * Starts it and resolves once it is on record as running (the System page follows its
   * progress in `_rebuilds`); `finished` resolves when it has switched or failed.
   */
  start(projection: Projection): Promise<void> {
    // Checked and taken in one synchronous step, so two clicks cannot start two rebuilds.
    if (this.running.has(projection.name)) throw new DomainError('conflict', 'This projection is being rebuilt already');
    this.running.add(projection.name);
    return new Promise<void>((started) => {
      this.finished = trackedRebuild(this.deps, [projection], 'api', () => {}, started)
        .then((result) => this.logger.log(`${projection.name}: rebuilt from ${result.processed} events`))
        .catch((error) => {
          this.logger.error(`${projection.name}: rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
          started();
        })
        .finally(() => this.running.delete(projection.name));
    });
  }

  /** The last rebuild started here (tests and shutdown wait for it). */
  finished: Promise<void> = Promise.resolve();
}
