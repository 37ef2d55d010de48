import { DomainEvent } from '../event-store/event';
import { EventCatalog } from '../event-store/event-catalog';
import { EventStore, WrongExpectedRevisionError } from '../event-store/event-store.port';
import { CommandContext, toNewEvents } from '../event-store/metadata';
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
   * A stream many writers share on purpose: CommandRunner.run queues its commands in this
   * process and decides them one after another, appending each batch at once (shared-stream.ts).
   */
  shared?: boolean;
}

/** The agreed 409 when a client's copy is stale (OWNERSHIP.md). */
export const staleRevisionError = () =>
  new DomainError('conflict', 'This record was changed by someone else since you opened it. Reload to see the latest version.');

/** No stream yet: revisions are 0-based, so "nothing recorded" is -1. */
export const NO_REVISION = -1;

/**
 * The one command loop (Emmett's): read the stream, fold it with evolve, decide, append
 * with the expected revision. A concurrent writer makes the append conflict; the command
 * is then decided again on fresh state, a few times, before a 409 is given up — unless
 * the caller pinned the revision it saw, in which case any change means 409 at once.
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
    const recorded = await deps.store.readStream(streamId);
    const current = recorded.length ? recorded[recorded.length - 1].revision : NO_REVISION;
    if (options.expectedRevision !== undefined && options.expectedRevision !== current) throw staleRevisionError();
    const state = recorded
      .map((event) => deps.catalog.upcast(event))
      .reduce((s, event) => decider.evolve(s, event as unknown as E), decider.initialState());
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, position: null, revision: current };
    try {
      const expected = current === NO_REVISION ? 'no_stream' : current;
      const result = await deps.store.append(streamId, toNewEvents(events, ctx, deps.catalog.schemaVersion), expected);
      return { events, position: result.position, revision: result.nextExpectedRevision };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (options.expectedRevision !== undefined) throw staleRevisionError();
      if (attempt >= maxAttempts) {
        throw new DomainError('conflict', 'This record was changed by someone else at the same time; please try again.');
      }
    }
  }
}
