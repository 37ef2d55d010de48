import { EventCatalog } from '../event-store/event-catalog';
import { AppendResult, EventStore, ExpectedRevision, StreamAppend, WrongExpectedRevisionError } from '../event-store/event-store.port';
import { CommandContext, toNewEvents } from '../event-store/metadata';
import { DomainEvent } from '../event-store/event';
import { Decider } from './decider';
import { DomainError } from './domain-error';

export interface CommandResult<E extends DomainEvent> {
  events: E[];
  /** Log position of the last appended event (null when the decider decided nothing). */
  position: number | null;
  /** The stream's revision after the command (its last event's, -1 when the stream does not exist). */
  revision: number;
}

export interface CommandOptions {
  /**
   * The revision the client last saw (an ETag / If-Match). When the stream has moved on
   * since, the command is refused with a 409 instead of being decided on state the user
   * never saw; without it, a concurrent writer only makes the command be decided again.
   */
  expectedRevision?: number;
  /**
   * How many times a conflicting append is decided again (default 5). A stream many
   * writers share on purpose (a provider's schedule for a day) needs as many as it has
   * things to win, since each conflict means another writer succeeded.
   */
  attempts?: number;
  /**
   * CommandRunner.run waits for the read models that handle what was appended (default).
   * A command followed in the same request by another append may skip it: the wait for the
   * later append covers both (a booking's slot hold, then the booking).
   */
  awaitReadModels?: boolean;
  /**
   * The stream's id was made for this command a moment ago (a new order's or booking's
   * UUID): it is decided on the initial state without reading the log first. Were the
   * stream there after all, the `no_stream` append conflicts and the command is decided
   * again on what the log holds.
   */
  newStream?: boolean;
  /**
   * Events for another stream: one made for this command (a booking's own stream beside its
   * slot hold), or one at the revision they were decided at (a shipped part's invoice in its
   * vendor's series, ADR 0062: its conflict is the caller's to decide again), appended in the same appendMany as the command's events when the decider accepts it, and
   * not at all when it refuses: one transaction where the store has them across streams
   * (`atomicAcrossStreams`), so a crash between the two cannot leave one without the other.
   * The command's result position is the last of both, so read-your-writes covers both.
   */
  alongside?: Alongside;
}

/** A new stream's events written with a command's own (CommandOptions.alongside). */
export interface Alongside {
  streamId: string;
  events: DomainEvent[];
  /** The other stream's revision its events were decided at (a vendor's invoice series); a new stream when absent. */
  expected?: ExpectedRevision;
}

/** The stream append of a command's `alongside` events: a new stream, or one at the revision they were decided at, with the command's metadata. */
export const alongsideAppend = (alongside: Alongside, ctx: CommandContext, catalog: EventCatalog): StreamAppend => ({
  streamId: alongside.streamId,
  events: toNewEvents(alongside.events, ctx, catalog.schemaVersion),
  expected: alongside.expected ?? 'no_stream',
});

/** The result of stream `i` of an appendMany, with the position of its last event overall (read-your-writes waits for it). */
export const lastOf = (results: AppendResult[], i: number): AppendResult => ({
  nextExpectedRevision: results[i].nextExpectedRevision,
  position: Math.max(...results.map((r) => r.position)),
});

/** The agreed 409 when a client's copy is stale (OWNERSHIP.md). */
export const staleRevisionError = () =>
  new DomainError('conflict', 'This record was changed by someone else since you opened it. Reload to see the latest version.');

/** The 409 once every attempt lost the race to another writer. */
export const givenUpError = () => new DomainError('conflict', 'This record was changed by someone else at the same time; please try again.');

/** No stream yet: revisions are 0-based, so "nothing recorded" is -1. */
export const NO_REVISION = -1;

/** Recent streams' folded states kept per store (a bounded LRU), so a busy stream is not re-read from revision 0 each time. */
const STATE_CACHE_SIZE = 4096;

type Folding<S, E extends DomainEvent = DomainEvent> = Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>;
interface Folded {
  folding: Folding<unknown>;
  catalog: EventCatalog;
  revision: number;
  state: unknown;
}

/**
 * States are immutable (deciders' evolve returns a new state, never changes the one it was
 * given), so an entry stays true for its revision; the next reader folds only the events
 * appended after it, by anyone, this process or another. Any doubt drops the entry.
 */
class StreamStates {
  private readonly entries = new Map<string, Folded>();

  get(streamId: string, folding: Folding<unknown>, catalog: EventCatalog): Folded | undefined {
    const entry = this.entries.get(streamId);
    if (!entry || entry.folding !== folding || entry.catalog !== catalog) return undefined;
    this.entries.delete(streamId); // most recently used last
    this.entries.set(streamId, entry);
    return entry;
  }

  set(streamId: string, entry: Folded): void {
    const known = this.entries.get(streamId);
    // A slower concurrent reader never replaces a newer state of the same fold.
    if (known && known.folding === entry.folding && known.catalog === entry.catalog && known.revision > entry.revision) return;
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    if (this.entries.size > STATE_CACHE_SIZE) this.entries.delete(this.entries.keys().next().value!);
  }

  drop(streamId: string): void {
    this.entries.delete(streamId);
  }
}

const statesByStore = new WeakMap<EventStore, StreamStates>();
const statesOf = (store: EventStore) => statesByStore.get(store) ?? statesByStore.set(store, new StreamStates()).get(store)!;

/** Drops what is cached of a stream (after a conflict: another writer got there first). */
export const forgetState = (store: EventStore, streamId: string) => statesOf(store).drop(streamId);

/**
 * A stream's state folded by `folding` and its revision (-1: no stream), from the cached
 * state of a recent read or append plus the events recorded after it.
 */
export async function loadState<S, E extends DomainEvent>(
  deps: { store: EventStore; catalog: EventCatalog },
  streamId: string,
  folding: Folding<S, E>,
): Promise<{ state: S; revision: number }> {
  const states = statesOf(deps.store);
  const known = states.get(streamId, folding as unknown as Folding<unknown>, deps.catalog);
  const recorded = await deps.store.readStream(streamId, known ? { fromRevision: known.revision + 1 } : {});
  if (known && recorded.length > 0 && recorded[0].revision !== known.revision + 1) {
    states.drop(streamId); // not what follows the cached revision: read it all again
    return loadState(deps, streamId, folding);
  }
  let state = (known ? known.state : folding.initialState()) as S;
  let revision = known ? known.revision : NO_REVISION;
  for (const event of recorded) {
    state = folding.evolve(state, deps.catalog.upcast(event) as unknown as E);
    revision = event.revision;
  }
  states.set(streamId, { folding: folding as unknown as Folding<unknown>, catalog: deps.catalog, revision, state });
  return { state, revision };
}

/**
 * Brings the cached state up to what a command just appended, once, as stored (the store
 * still holds those events decoded): otherwise every reader of a busy stream that starts
 * before the next load (each checkout prices the products the others are reserving) folds
 * the same new events for itself.
 */
export async function foldAppended<S, E extends DomainEvent>(deps: { store: EventStore; catalog: EventCatalog }, streamId: string, folding: Folding<S, E>): Promise<void> {
  try {
    await loadState(deps, streamId, folding);
  } catch {
    // The append stands whatever this read meets: the next reader folds from the log instead.
    forgetState(deps.store, streamId);
  }
}

/**
 * The one command loop (Emmett's): read the stream, fold it with evolve, decide, append
 * with the expected revision. A concurrent writer makes the append conflict; the command
 * is then decided again on fresh state, a few times, before a 409 is given up — unless
 * the caller pinned the revision it saw, in which case any change means 409 at once.
 * The read starts from the cached state of a recent command on the stream (`loadState`).
 */
export async function handleCommand<S, C, E extends DomainEvent>(
  deps: { store: EventStore; catalog: EventCatalog },
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  ctx: CommandContext,
  options: CommandOptions = {},
  maxAttempts = options.attempts ?? 5,
): Promise<CommandResult<E>> {
  for (let attempt = 1; ; attempt++) {
    const { state, revision: current } =
      attempt === 1 && options.newStream ? { state: decider.initialState(), revision: NO_REVISION } : await loadState(deps, streamId, decider);
    if (options.expectedRevision !== undefined && options.expectedRevision !== current) throw staleRevisionError();
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, position: null, revision: current };
    try {
      const expected = current === NO_REVISION ? 'no_stream' : current;
      const own = { streamId, events: toNewEvents(events, ctx, deps.catalog.schemaVersion), expected } as const;
      const result = options.alongside
        ? lastOf(await deps.store.appendMany([own, alongsideAppend(options.alongside, ctx, deps.catalog)]), 0)
        : await deps.store.append(own.streamId, own.events, own.expected);
      if (!(attempt === 1 && options.newStream)) await foldAppended(deps, streamId, decider); // a new stream: nobody else reads it yet
      return { events, position: result.position, revision: result.nextExpectedRevision };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      forgetState(deps.store, streamId);
      if (options.expectedRevision !== undefined) throw staleRevisionError();
      if (attempt >= maxAttempts) throw givenUpError();
    }
  }
}
