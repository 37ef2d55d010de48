import { Logger } from '@nestjs/common';
import { RecordedEvent } from '../event-store/event';
import { CollectionSpec, ProjectionCommit, ReadStore } from '../read-store/read-store.port';
import { EventViews, PoisonEvent, projectBatch } from './apply-event';
import { collectionSpec, isVersionOf, physicalName, Projection } from './projection';

/** Where each projection's state (running, parked and why) is kept, for the back office and other processes. */
export const PROJECTION_STATUS = '_projections';

/** building: filling its physical collection while the previous one serves; superseded: a newer version is live. */
export type ProjectionState = 'building' | 'live' | 'parked' | 'superseded';

export type ParkedEvent = PoisonEvent & { at: string };

export interface ProjectionStatusDoc {
  _id: string;
  name: string;
  version: number;
  /** Physical collection written. */
  collection: string;
  state: ProjectionState;
  parked: ParkedEvent | null;
}

/** One projection as a worker drives it: where it writes, how far it got, and its state. */
export interface Lane {
  projection: Projection;
  /** Physical collection written (its checkpoint has the same name). */
  target: string;
  checkpoint: number;
  state: ProjectionState;
  parked: ParkedEvent | null;
  /** State to go back to when a parked lane retries. */
  resume: 'building' | 'live';
  /** A rebuild's shadow collection, written by the rebuild alone until its switch (commits in bulk). */
  bulk?: boolean;
  /** Pages that held nothing for this projection moved `checkpoint` in memory only (applyPage's `deferIdle`), until the next save. */
  unsaved?: boolean;
}

/**
 * Opens a projection for writing. Its version's physical collection is live when the
 * logical name points at it; otherwise it is (re)built there, resuming an interrupted build
 * from its checkpoint. A logical name already on a newer version leaves it superseded.
 */
export async function openLane(readStore: ReadStore, projection: Projection): Promise<Lane> {
  const live = await readStore.aliasOf(projection.collection);
  const lane: Lane = { projection, target: physicalName(projection), checkpoint: 0, state: 'building', parked: null, resume: 'building' };
  if (isVersionOf(projection, live)) {
    const checkpoint = await readStore.getCheckpoint(live!);
    if (checkpoint !== null) Object.assign(lane, { target: live, checkpoint, state: 'live', resume: 'live' });
  } else if (newerVersion(projection, live)) {
    lane.state = 'superseded';
  }
  if (lane.state === 'building') {
    const checkpoint = await readStore.getCheckpoint(lane.target);
    if (checkpoint === null) await readStore.dropCollection(lane.target);
    lane.checkpoint = checkpoint ?? 0;
  }
  // A live collection gets indexes added since it was built; a building one gets them at its switch
  // (bulk writes into an unindexed table, then one index build, is several times faster).
  if (lane.state === 'live') await readStore.ensureIndexes(lane.target, collectionSpec(projection));
  await saveStatus(readStore, lane);
  return lane;
}

/**
 * Applies a page of the log to every lane that runs and commits all their writes and
 * checkpoints in one transaction. A live lane commits only while its collection is still
 * the live one (an on-demand rebuild may have switched it). Returns the lanes whose commit
 * did not land (moved, or another worker was ahead) and the poison events met.
 *
 * `deferIdle`: a lane the page holds nothing for moves its checkpoint in memory only (most
 * of the thirty read models, for most small pages of a busy log); its stored checkpoint
 * catches up with the next page that writes for it, or with a page applied without
 * `deferIdle` (ProjectionRunner saves them at least every IDLE_SAVE_MS and before it idles).
 */
export async function applyPage(
  readStore: ReadStore,
  lanes: Lane[],
  page: readonly RecordedEvent[],
  views: EventViews,
  options: { deferIdle?: boolean } = {},
): Promise<{ missed: Lane[]; poisoned: { lane: Lane; poison: PoisonEvent }[] }> {
  const commits: { lane: Lane; commit: ProjectionCommit }[] = [];
  const poisoned: { lane: Lane; poison: PoisonEvent }[] = [];
  for (const lane of lanes) {
    if (lane.state !== 'building' && lane.state !== 'live') continue;
    const outcome = await projectBatch(readStore, lane.projection, lane.target, lane.checkpoint, page, views);
    let commit = outcome.commit;
    if (commit && commit.writes.length === 0 && options.deferIdle) {
      lane.unsaved = true;
      lane.checkpoint = commit.position;
      commit = null;
    } else if (!commit && lane.unsaved && !options.deferIdle) {
      commit = { collection: lane.target, checkpoint: lane.target, position: lane.checkpoint, writes: [] }; // the save of a deferred move
    }
    if (commit) {
      const guard = lane.state === 'live' ? { whileAliased: lane.projection.collection } : lane.bulk ? { bulk: true } : {};
      commits.push({ lane, commit: { ...commit, ...guard, spec: specOf(lane.projection) } });
    }
    if (outcome.poison) poisoned.push({ lane, poison: outcome.poison });
  }
  const applied = commits.length ? await readStore.commit(commits.map((c) => c.commit)) : [];
  const missed: Lane[] = [];
  commits.forEach(({ lane, commit }, i) => {
    if (applied[i]) {
      lane.checkpoint = commit.position;
      lane.unsaved = false;
    } else missed.push(lane);
  });
  return { missed, poisoned };
}

/** Lanes whose checkpoint moved in memory only (applyPage's deferIdle). */
export const unsaved = (lanes: Lane[]) => lanes.some((lane) => lane.unsaved);

/** After a commit that did not land: take the stored checkpoint (another worker's) if it is further. */
export async function reloadCheckpoint(readStore: ReadStore, lane: Lane): Promise<void> {
  const stored = (await readStore.getCheckpoint(lane.target)) ?? 0;
  if (stored >= lane.checkpoint) lane.unsaved = false;
  lane.checkpoint = Math.max(lane.checkpoint, stored);
}

export async function park(readStore: ReadStore, lane: Lane, poison: PoisonEvent, logger: Logger): Promise<void> {
  if (lane.state === 'building' || lane.state === 'live') lane.resume = lane.state;
  lane.parked = { ...poison, at: new Date().toISOString() };
  lane.state = 'parked';
  logger.error(`${lane.projection.name} parked at ${poison.type} ${poison.eventId} (position ${poison.position}): ${poison.error}`);
  await saveStatus(readStore, lane);
}

/** Indexes a built lane, points the logical name at it and drops the collection it replaces. */
export async function switchLive(readStore: ReadStore, lane: Lane, logger: Logger): Promise<void> {
  await readStore.ensureIndexes(lane.target, collectionSpec(lane.projection));
  const previous = await readStore.aliasOf(lane.projection.collection);
  await readStore.setAlias(lane.projection.collection, lane.target);
  lane.state = lane.resume = 'live';
  if (previous !== null && previous !== lane.target) {
    await readStore.dropCollection(previous, { sealed: lane.projection.sealedPersonalData ?? false });
    await readStore.deleteCheckpoint(previous);
  }
  logger.log(`${lane.projection.name} v${lane.projection.version} is live (${lane.target}, position ${lane.checkpoint})`);
  await saveStatus(readStore, lane);
}

/** Follows a switch made elsewhere: an on-demand rebuild of this version, or a newer version going live. */
export async function followAlias(readStore: ReadStore, lane: Lane): Promise<boolean> {
  if (lane.state === 'superseded') return false;
  const live = await readStore.aliasOf(lane.projection.collection);
  if (live === null || live === lane.target) return false;
  if (isVersionOf(lane.projection, live) && lane.resume === 'live') {
    lane.target = live;
    lane.checkpoint = (await readStore.getCheckpoint(live)) ?? 0;
    lane.unsaved = false;
  } else if (newerVersion(lane.projection, live)) {
    lane.state = 'superseded';
  } else return false;
  await saveStatus(readStore, lane);
  return true;
}

export async function saveStatus(readStore: ReadStore, lane: Lane): Promise<void> {
  if (lane.state !== 'parked') lane.parked = null;
  const doc: ProjectionStatusDoc = {
    _id: lane.projection.name,
    name: lane.projection.name,
    version: lane.projection.version,
    collection: lane.target,
    state: lane.state,
    parked: lane.parked,
  };
  await readStore.collection<ProjectionStatusDoc>(PROJECTION_STATUS).replaceOne({ _id: doc._id }, doc);
}

/** Each projection's collection spec, computed once (readers declare their needs at start). */
const specs = new WeakMap<Projection, CollectionSpec>();
const specOf = (projection: Projection) => specs.get(projection) ?? specs.set(projection, collectionSpec(projection)).get(projection)!;

/** The logical name already points at a newer version than this code's. */
function newerVersion(projection: Projection, physical: string | null): boolean {
  if (physical === null || !physical.startsWith(projection.collection)) return false;
  const match = physical.slice(projection.collection.length).match(/^_v(\d+)(_r\d+)?$/);
  return !!match && Number(match[1]) > projection.version;
}

/** Next on-demand generation of a projection's version (after the one live now). */
export function nextGeneration(projection: Projection, live: string | null): string {
  const generation = isVersionOf(projection, live) ? Number(live!.match(/_r(\d+)$/)?.[1] ?? 0) + 1 : 0;
  return physicalName(projection, generation);
}
