import { ReadStore } from '../read-store/read-store.port';

/**
 * Read models that are gone, by logical collection name. The audit log and the rate history
 * are read straight from the log (ADR 0034); a DATA_DIR from before keeps their last
 * generation until a start drops it.
 */
export const RETIRED_READ_MODELS: readonly string[] = ['audit_events', 'rate_history'];

/** Drops what is left of retired read models (their documents and checkpoints); nothing when already gone. */
export async function dropRetiredReadModels(readStore: ReadStore, retired: readonly string[] = RETIRED_READ_MODELS): Promise<void> {
  for (const logical of retired) {
    const physical = await readStore.aliasOf(logical);
    if (!physical || (await readStore.getCheckpoint(physical)) === null) continue;
    // sealed: the audit copy held personal data only sealed, so its freed pages need no zeroing.
    await readStore.dropCollection(physical, { sealed: true });
    await readStore.deleteCheckpoint(physical);
  }
}
