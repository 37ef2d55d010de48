import { Logger } from '@nestjs/common';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore } from '../event-store/event-store.port';
import { Projection } from './projection';
import { ReadStore } from '../read-store/read-store.port';
import { EventViews } from './apply-event';
import { applyPage, Lane, nextGeneration, saveStatus, switchLive } from './projection-lanes';

export interface RebuildProgress {
  /** Events replayed so far. */
  processed: number;
  /** Log position reached, and the head it is heading for (progress = position / head). */
  position: number;
  head: number;
}

/**
 * Rebuilds the given projections from the whole log, blue/green: each builds into a new
 * physical collection (the next generation of its version) while the current one keeps
 * serving, in large transactions (a page of the log per commit) into an unindexed table
 * (indexed once, at its switch), then catches up with
 * appends made meanwhile and switches its alias; running workers follow the switch. Safe
 * while the workers run. A poison event stops the rebuild (the old collection stays live).
 */
export async function rebuildProjections(
  deps: { store: EventStore; readStore: ReadStore; catalog: EventCatalog },
  projections: Projection[],
  onProgress: (progress: RebuildProgress) => void = () => {},
  pageSize = 5000,
): Promise<RebuildProgress> {
  const { store, readStore, catalog } = deps;
  const lanes: Lane[] = [];
  for (const projection of projections) {
    const target = nextGeneration(projection, await readStore.aliasOf(projection.collection));
    await readStore.dropCollection(target);
    await readStore.deleteCheckpoint(target);
    const lane: Lane = { projection, target, checkpoint: 0, state: 'building', parked: null, resume: 'building', bulk: true };
    await saveStatus(readStore, lane);
    lanes.push(lane);
  }
  const progress: RebuildProgress = { processed: 0, position: 0, head: await store.headPosition() };
  for (;;) {
    const page = await store.readAll({ after: progress.position, maxCount: pageSize });
    if (page.length === 0) break;
    const { poisoned } = await applyPage(readStore, lanes, page, new EventViews(catalog));
    if (poisoned.length) {
      const { lane, poison } = poisoned[0];
      throw new Error(`${lane.projection.name}: ${poison.type} ${poison.eventId} at position ${poison.position} cannot be applied: ${poison.error}`);
    }
    progress.processed += page.length;
    progress.position = page[page.length - 1].position;
    progress.head = Math.max(progress.head, progress.position);
    onProgress({ ...progress });
  }
  const logger = new Logger('Rebuild');
  for (const lane of lanes) await switchLive(readStore, lane, logger);
  return progress;
}
