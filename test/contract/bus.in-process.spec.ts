import { createBus } from '../../backend/src/platform/bus';
import { InProcessBus, subjectMatches } from '../../backend/src/platform/bus/in-process-bus';
import { busContract } from './bus.contract';

busContract('in-process', async () => new InProcessBus({ onError: () => {} }));

describe('createBus', () => {
  it('runs the bus in-process without a NATS_URL', async () => {
    const bus = await createBus({});
    expect(bus).toBeInstanceOf(InProcessBus);
    await bus.close();
  });
});

describe('subjectMatches (NATS wildcards)', () => {
  it.each([
    ['market.>', 'market.rates.RateChanged', true],
    ['market.>', 'market', false],
    ['market.*', 'market.rates', true],
    ['market.*', 'market.rates.RateChanged', false],
    ['market.*.RateChanged', 'market.rates.RateChanged', true],
    ['market.rates.RateChanged', 'market.rates.RateChanged', true],
    ['market.rates', 'market.rates.RateChanged', false],
    ['market.rates.>', 'market.ratesx.RateChanged', false],
  ])('%s matches %s: %s', (filter, subject, expected) => {
    expect(subjectMatches(filter, subject)).toBe(expected);
  });
});
