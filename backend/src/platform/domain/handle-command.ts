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
}

/**
 * The one command loop (Emmett's): read the stream, fold it with evolve, decide, append
 * with the expected revision. A concurrent writer makes the append conflict; the command
 * is then decided again on fresh state, a few times, before a 409 is given up.
 */
export async function handleCommand<S, C, E extends DomainEvent>(
  deps: { store: EventStore; catalog: EventCatalog },
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  ctx: CommandContext,
  maxAttempts = 5,
): Promise<CommandResult<E>> {
  for (let attempt = 1; ; attempt++) {
    const recorded = await deps.store.readStream(streamId);
    const state = recorded
      .map((event) => deps.catalog.upcast(event))
      .reduce((s, event) => decider.evolve(s, event as unknown as E), decider.initialState());
    const expected = recorded.length ? recorded[recorded.length - 1].revision : 'no_stream';
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, position: null };
    try {
      const result = await deps.store.append(streamId, toNewEvents(events, ctx, deps.catalog.schemaVersion), expected);
      return { events, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= maxAttempts) {
        throw new DomainError('conflict', 'This record was changed by someone else at the same time; please try again.');
      }
    }
  }
}
