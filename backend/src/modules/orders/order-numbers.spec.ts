import { CommandRunner } from '../../platform/domain/command-runner';
import { CommandContext } from '../../platform/event-store/metadata';
import { OrderNumbers, orderNumberDecider } from './order-numbers';

/** A runner that folds each year's counter stream in memory (the decider's own evolve). */
function memoryRunner() {
  const streams = new Map<string, ReturnType<typeof orderNumberDecider.initialState>>();
  const run = async (streamId: string, decider: typeof orderNumberDecider, command: Parameters<typeof orderNumberDecider.decide>[0]) => {
    const state = streams.get(streamId) ?? decider.initialState();
    const events = decider.decide(command, state);
    streams.set(streamId, events.reduce(decider.evolve, state));
    return { events };
  };
  return { run } as unknown as CommandRunner;
}

const at = (iso: string) => ({ now: new Date(iso) }) as CommandContext;

describe('order numbers', () => {
  it("given an order at 00:30 IST on 1 January (19:00 UTC on 31 December), when numbered, then it is the new year's first", async () => {
    const numbers = new OrderNumbers(memoryRunner());
    expect(await numbers.next(at('2026-12-31T18:29:59.000Z'))).toBe('BZ-2026-000001');
    expect(await numbers.next(at('2026-12-31T19:00:00.000Z'))).toBe('BZ-2027-000001');
    expect(await numbers.next(at('2027-01-01T10:00:00.000Z'))).toBe('BZ-2027-000002');
  });
});
