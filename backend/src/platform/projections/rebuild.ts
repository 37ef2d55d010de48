import { EventCatalog } from '../event-store/event-catalog';
import { EventStore } from '../event-store/event-store.port';
import { ReadStore } from '../read-store/read-store.port';
import { projectEvent } from './apply-event';
import { checkpointName, Projection } from './projection';

export interface RebuildProgress {
  /** Events replayed so far. */
  processed: number;
  /** Log position reached, and the head it is heading for (progress = position / head). */
  position: number;
  head: number;
}

/**
 * Drops every read model of the given projections and replays the whole log into them.
 * Checkpoints are written at the end, so an interrupted rebuild starts over cleanly.
 */
export async function rebuildProjections(
  deps: { store: EventStore; readStore: ReadStore; catalog: EventCatalog },
  projections: Projection[],
  onProgress: (progress: RebuildProgress) => void = () => {},
  pageSize = 2000,
): Promise<RebuildProgress> {
  const { store, readStore, catalog } = deps;
  for (const projection of projections) {
    await readStore.deleteCheckpoint(checkpointName(projection));
    await readStore.dropCollection(projection.collection);
  }
  const head = await store.headPosition();
  const progress: RebuildProgress = { processed: 0, position: 0, head };
  while (progress.position < head) {
    const page = await store.readAll({ after: progress.position, maxCount: pageSize });
    if (page.length === 0) break;
    for (const event of page) {
      for (const projection of projections) await projectEvent(readStore, projection, event, catalog);
    }
    progress.processed += page.length;
    progress.position = page[page.length - 1].position;
    onProgress({ ...progress });
  }
  for (const projection of projections) await readStore.setCheckpoint(checkpointName(projection), progress.position);
  return progress;
}

