import { DomainEvent } from '../event-store/event';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore, WrongExpectedRevisionError } from '../event-store/event-store.port';
import { CommandContext, toNewEvents } from '../event-store/metadata';
import { Decider } from './decider';
import { CommandResult, foldAppended, forgetState, givenUpError, loadState, NO_REVISION } from './handle-command';

type Folding<S, E extends DomainEvent> = Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>;

/**
 * The command loop for a batch over many streams of one kind (an admin's daily rates, a
 * bulk approval): read every stream, decide them together (`decide` sees every state and
 * answers each stream's events, or throws to refuse the whole batch), then append them all
 * or none (EventStore.appendMany). A stream another writer moved meanwhile makes the whole
 * batch be decided again on fresh states, a few times, before a 409 is given up; so the
 * batch is decided on the current states, as a single edit without If-Match is.
 */
export async function handleBatch<S, E extends DomainEvent>(
  deps: { store: EventStore; catalog: EventCatalog },
  streamIds: string[],
  folding: Folding<S, E>,
  decide: (states: S[]) => E[][],
  ctx: CommandContext,
  maxAttempts = 5,
): Promise<CommandResult<E>[]> {
  for (let attempt = 1; ; attempt++) {
    const loaded = await Promise.all(streamIds.map((streamId) => loadState(deps, streamId, folding)));
    const decided = decide(loaded.map((l) => l.state));
    const changing = streamIds.flatMap((streamId, i) => (decided[i].length ? [i] : []));
    if (changing.length === 0) return loaded.map((l) => ({ events: [], position: null, revision: l.revision }));
    try {
      const appended = await deps.store.appendMany(
        changing.map((i) => ({
          streamId: streamIds[i],
          events: toNewEvents(decided[i], ctx, deps.catalog.schemaVersion),
          expected: loaded[i].revision === NO_REVISION ? ('no_stream' as const) : loaded[i].revision,
        })),
      );
      await Promise.all(changing.map((i) => foldAppended(deps, streamIds[i], folding)));
      const results: CommandResult<E>[] = loaded.map((l) => ({ events: [], position: null, revision: l.revision }));
      changing.forEach((i, k) => (results[i] = { events: decided[i], position: appended[k].position, revision: appended[k].nextExpectedRevision }));
      return results;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      for (const streamId of streamIds) forgetState(deps.store, streamId);
      if (attempt >= maxAttempts) throw givenUpError();
    }
  }
}
