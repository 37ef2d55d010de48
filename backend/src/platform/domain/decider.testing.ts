import { DomainEvent } from '../event-store/event';
import { Decider } from './decider';
import { DomainError } from './domain-error';

/**
 * Decider specs that read as sentences:
 *   spec.given([RateAdded]).when(ChangeRate).then([RateChanged])
 *   spec.given([]).when(ChangeRate).thenThrows('not_found', { currentRate: '...' })
 */
export function deciderSpec<S, C, E extends DomainEvent>(decider: Decider<S, C, E>) {
  return {
    given(history: E[]) {
      const state = history.reduce(decider.evolve, decider.initialState());
      return {
        when(command: C) {
          const run = () => decider.decide(command, state);
          return {
            then(expected: E[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(kind: DomainError['kind'], errors?: Record<string, string>) {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(DomainError);
              expect((thrown as DomainError).kind).toBe(kind);
              if (errors) expect((thrown as DomainError).errors).toEqual(errors);
            },
          };
        },
      };
    },
  };
}
