import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { READ_STORE, ReadStore } from '../read-store/read-store.port';
import { PROJECTION_STATUS, ProjectionStatusDoc } from './projection-lanes';
import { physicalName, Projection } from './projection';
import { ProjectionRegistry } from './projection-registry';
import { ReadYourWrites } from './read-your-writes';
import { REBUILDS, RebuildDoc, rebuildView } from './rebuild-jobs';

/** rebuilding: live, with an on-demand rebuild filling the next collection beside it. */
export const PROJECTION_STATES = ['building', 'live', 'rebuilding', 'parked', 'superseded'] as const;

export interface ProjectionRecord {
  id: string;
  name: string;
  version: number;
  /** Physical collection the projection writes (its version, and generation after a rebuild). */
  collection: string;
  position: number;
  head: number;
  lag: number;
  state: (typeof PROJECTION_STATES)[number];
  parkedEventId: string | null;
  parkedEventType: string | null;
  parkedPosition: number | null;
  parkedError: string | null;
  parkedAt: string | null;
  /** The last on-demand rebuild (running, done or failed) with its progress and ETA; null if none. */
  rebuild: (Omit<RebuildDoc, '_id' | 'name'> & { percent: number }) | null;
}

/**
 * Every registered read model with its version, position, lag, state, parked event and
 * last on-demand rebuild, from the shared read store (so it shows the workers' view
 * wherever they run): the System page and /api/metrics read it.
 */
@Injectable()
export class ProjectionStates {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly registry: ProjectionRegistry,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async records(): Promise<ProjectionRecord[]> {
    const head = await this.store.headPosition();
    const local = new Map(((await this.readYourWrites.status(head))?.states ?? []).map((s) => [s.name, s.position]));
    const statuses = this.readStore.collection<ProjectionStatusDoc>(PROJECTION_STATUS);
    const rebuilds = this.readStore.collection<RebuildDoc>(REBUILDS);
    const busFed = new Set(this.registry.bus.map((b) => b.projection));
    return Promise.all(
      this.registry.all().map(async (projection): Promise<ProjectionRecord> => {
        const status = await statuses.findOne({ _id: projection.name });
        const rebuild = rebuildView(await rebuilds.findOne({ _id: projection.name }));
        // While a rebuild fills the next collection, the status names that one; readers still read the aliased one.
        const collection = (rebuild?.state === 'running' ? await this.readStore.aliasOf(projection.collection) : null) ?? status?.collection ?? physicalName(projection);
        const stored = Math.max(local.get(projection.name) ?? 0, (await this.readStore.getCheckpoint(collection)) ?? 0);
        const position = busFed.has(projection) ? await this.seenUpTo(projection, stored, head) : stored;
        const parked = status?.state === 'parked' ? status.parked : null;
        return {
          id: projection.name,
          name: projection.name,
          version: projection.version,
          collection,
          position,
          head,
          lag: Math.max(0, head - position),
          // A rebuild's lane marks the projection building; it is live meanwhile, on its current collection.
          state: rebuild?.state === 'running' && status?.state !== 'parked' ? 'rebuilding' : (status?.state ?? 'building'),
          parkedEventId: parked?.eventId ?? null,
          parkedEventType: parked?.type ?? null,
          parkedPosition: parked?.position ?? null,
          parkedError: parked?.error ?? null,
          parkedAt: parked?.at ?? null,
          rebuild: rebuild && {
            state: rebuild.state,
            startedBy: rebuild.startedBy,
            processed: rebuild.processed,
            position: rebuild.position,
            head: rebuild.head,
            percent: rebuild.state === 'done' ? 100 : rebuild.head > 0 ? Math.min(100, Math.floor((rebuild.position / rebuild.head) * 100)) : 0,
            eventsPerSecond: rebuild.eventsPerSecond,
            etaSeconds: rebuild.etaSeconds,
            startedAt: rebuild.startedAt,
            updatedAt: rebuild.updatedAt,
            finishedAt: rebuild.finishedAt,
            error: rebuild.error,
          },
        };
      }),
    );
  }

  /**
   * A bus consumer commits its checkpoint only with a message of its own subjects, so with
   * the workers in another process its stored checkpoint trails the head by every event of
   * other contexts, and an idle consumer read as lagging more with each order or rate (the
   * in-process view counts those as seen: BusProjectionConsumer.settle). The same rule here:
   * up to just before its first own event after the checkpoint, or the head if none is pending.
   */
  private async seenUpTo(projection: Projection, position: number, head: number): Promise<number> {
    if (position >= head) return position;
    const [mine] = await this.store.readAll({ after: position, types: [...projection.canHandle], maxCount: 1 });
    return mine ? Math.max(position, mine.position - 1) : head;
  }
}
