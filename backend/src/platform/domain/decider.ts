import { DomainEvent } from '../event-store/event';

/** Emmett-style decider: pure functions, time and ids come in through the command. */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}
