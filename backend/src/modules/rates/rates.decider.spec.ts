import { deciderSpec } from '../../platform/domain/decider.testing';
import { DomainError } from '../../platform/domain/domain-error';
import { RateAdded, RateChanged, RateDelisted } from './rates.events';
import { decideDailyRates, rateDecider, rateKey, trendOf } from './rates.decider';

const spec = deciderSpec(rateDecider);
const now = new Date('2026-11-20T09:30:00.000Z');
const later = new Date('2026-11-21T08:00:00.000Z');

const onionAdded: RateAdded = {
  type: 'RateAdded',
  data: { rateId: 'r1', productName: 'Onion (Nashik Red)', category: 'vegetables', unit: 'tonne', currentPaise: 2_000_000, date: '2026-11-20', addedAt: now.toISOString() },
};

const changedTo = (currentPaise: number, previousPaise: number, trend: RateChanged['data']['trend']): RateChanged => ({
  type: 'RateChanged',
  data: { rateId: 'r1', previousPaise, currentPaise, trend, unit: 'tonne', date: '2026-11-21', changedAt: later.toISOString() },
});

describe('wholesale rate decider', () => {
  describe('when the rate does not exist', () => {
    it('adds a rate with the default unit tonne', () => {
      spec
        .given([])
        .when({ type: 'AddRate', data: { rateId: 'r1', productName: ' Onion (Nashik Red) ', category: 'vegetables', currentPaise: 2_000_000, now } })
        .then([onionAdded]);
    });

    it('refuses a rate without product name, category or current rate, naming each field', () => {
      spec
        .given([])
        .when({ type: 'AddRate', data: { rateId: 'r1', productName: '  ', now } })
        .thenThrows('invalid', {
          productName: 'Product name is required',
          category: 'Category is required',
          currentRate: 'Current rate is required',
        });
    });

    it('refuses an unknown category or unit and a rate that is not positive', () => {
      spec
        .given([])
        .when({ type: 'AddRate', data: { rateId: 'r1', productName: 'Saffron', category: 'jewels', unit: 'bag', currentPaise: 0, now } })
        .thenThrows('invalid', {
          category: 'Category must be one of fruits, vegetables, pulses, oils, coffee, spices',
          currentRate: 'Current rate must be a positive amount',
          unit: 'Unit must be one of piece, gm, kg, quintal, tonne',
        });
    });

    it('cannot change a rate that was never added', () => {
      spec.given([]).when({ type: 'ChangeRate', data: { rateId: 'r1', currentPaise: 100, now } }).thenThrows('not_found');
    });
  });

  describe('when the rate exists', () => {

    it('records a higher rate as trend up, with the old current rate as previous', () => {
      spec.given([onionAdded]).when({ type: 'ChangeRate', data: { rateId: 'r1', currentPaise: 2_500_000, now: later } }).then([changedTo(2_500_000, 2_000_000, 'up')]);
    });

    it('records a lower rate as trend down', () => {
      spec.given([onionAdded]).when({ type: 'ChangeRate', data: { rateId: 'r1', currentPaise: 1_900_000, now: later } }).then([changedTo(1_900_000, 2_000_000, 'down')]);
    });

    it('records the same rate as stable', () => {
      spec.given([onionAdded]).when({ type: 'ChangeRate', data: { rateId: 'r1', currentPaise: 2_000_000, now: later } }).then([changedTo(2_000_000, 2_000_000, 'stable')]);
    });

    it('compares with the latest rate after several changes', () => {
      spec
        .given([onionAdded, changedTo(2_500_000, 2_000_000, 'up')])
        .when({ type: 'ChangeRate', data: { rateId: 'r1', currentPaise: 2_400_000, now: later } })
        .then([changedTo(2_400_000, 2_500_000, 'down')]);
    });

    it('refuses to add it again', () => {
      spec.given([onionAdded]).when({ type: 'AddRate', data: { rateId: 'r1', productName: 'x', category: 'fruits', currentPaise: 1, now } }).thenThrows('conflict');
    });

    it('refuses a missing or non-positive new rate', () => {
      spec.given([onionAdded]).when({ type: 'ChangeRate', data: { rateId: 'r1', now: later } }).thenThrows('invalid', { currentRate: 'Current rate is required' });
      spec.given([onionAdded]).when({ type: 'ChangeRate', data: { rateId: 'r1', currentPaise: -5, now: later } }).thenThrows('invalid', { currentRate: 'Current rate must be a positive amount' });
    });
  });

  describe('editing a listed rate', () => {
    const edit = (data: object) => ({ type: 'EditRate' as const, data: { rateId: 'r1', now: later, ...data } });
    const at = later.toISOString();

    it('renames, recategorises and changes the unit, each its own named event', () => {
      spec
        .given([onionAdded])
        .when(edit({ productName: ' Onion  (Nashik Pink) ', category: 'spices', unit: 'quintal', currentPaise: 2_000_000 }))
        .then([
          { type: 'RateRenamed', data: { rateId: 'r1', previousName: 'Onion (Nashik Red)', productName: 'Onion (Nashik Pink)', renamedAt: at } },
          { type: 'RateRecategorised', data: { rateId: 'r1', previousCategory: 'vegetables', category: 'spices', recategorisedAt: at } },
          { type: 'RateUnitChanged', data: { rateId: 'r1', previousUnit: 'tonne', unit: 'quintal', changedAt: at } },
          // The same figure per quintal is a new price, with nothing per quintal to compare it with.
          { type: 'RateChanged', data: { rateId: 'r1', previousPaise: null, currentPaise: 2_000_000, trend: 'stable', unit: 'quintal', date: '2026-11-21', changedAt: at } },
        ]);
    });

    it('records the amount entered with a new unit without comparing it with the old unit\'s (no previous rate, stable)', () => {
      spec
        .given([onionAdded])
        .when(edit({ unit: 'kg', currentPaise: 2_100 }))
        .then([
          { type: 'RateUnitChanged', data: { rateId: 'r1', previousUnit: 'tonne', unit: 'kg', changedAt: at } },
          { type: 'RateChanged', data: { rateId: 'r1', previousPaise: null, currentPaise: 2_100, trend: 'stable', unit: 'kg', date: '2026-11-21', changedAt: at } },
        ]);
    });

    it('refuses a new unit without its rate: the old amount would be relabelled as a price per the new unit', () => {
      spec.given([onionAdded]).when(edit({ unit: 'kg' })).thenThrows('invalid', { currentRate: 'Enter the current rate per the new unit' });
      spec.given([onionAdded]).when(edit({ productName: 'Onion', unit: 'kg' })).thenThrows('invalid', { currentRate: 'Enter the current rate per the new unit' });
    });

    it('compares the next change with the amount per the new unit', () => {
      const unitChanged = { type: 'RateUnitChanged' as const, data: { rateId: 'r1', previousUnit: 'tonne' as const, unit: 'kg' as const, changedAt: at } };
      const requoted: RateChanged = { type: 'RateChanged', data: { rateId: 'r1', previousPaise: null, currentPaise: 2_100, trend: 'stable', unit: 'kg', date: '2026-11-21', changedAt: at } };
      spec
        .given([onionAdded, unitChanged, requoted])
        .when(edit({ currentPaise: 2_200 }))
        .then([{ type: 'RateChanged', data: { rateId: 'r1', previousPaise: 2_100, currentPaise: 2_200, trend: 'up', unit: 'kg', date: '2026-11-21', changedAt: at } }]);
    });

    it('sent alone, the same amount records a stable day; the whole unchanged record decides nothing new but that', () => {
      spec.given([onionAdded]).when(edit({ currentPaise: 2_000_000 })).then([changedTo(2_000_000, 2_000_000, 'stable')]);
      spec.given([onionAdded]).when(edit({ productName: 'Onion (Nashik Red)', category: 'vegetables', unit: 'tonne' })).then([]);
    });

    it('refuses an empty name, an unknown category or unit and a bad amount, naming each field', () => {
      spec
        .given([onionAdded])
        .when(edit({ productName: '  ', category: 'gems', unit: 'bag', currentPaise: 0 }))
        .thenThrows('invalid', {
          productName: 'Product name is required',
          category: 'Category must be one of fruits, vegetables, pulses, oils, coffee, spices',
          unit: 'Unit must be one of piece, gm, kg, quintal, tonne',
          currentRate: 'Current rate must be a positive amount',
        });
    });

    it('refuses an edit that names nothing as a missing current rate', () => {
      spec.given([onionAdded]).when(edit({})).thenThrows('invalid', { currentRate: 'Current rate is required' });
    });

    it('folds the corrections into the state', () => {
      const renamed = { type: 'RateRenamed' as const, data: { rateId: 'r1', previousName: 'Onion (Nashik Red)', productName: 'Onion', renamedAt: at } };
      spec.given([onionAdded, renamed]).when(edit({ productName: 'Onion' })).then([]);
    });
  });

  describe('delisting', () => {
    const delisted: RateDelisted = { type: 'RateDelisted', data: { rateId: 'r1', delistedAt: later.toISOString() } };

    it('delists a listed rate once', () => {
      spec.given([onionAdded]).when({ type: 'DelistRate', data: { rateId: 'r1', now: later } }).then([delisted]);
      spec.given([onionAdded, delisted]).when({ type: 'DelistRate', data: { rateId: 'r1', now: later } }).then([]);
      spec.given([]).when({ type: 'DelistRate', data: { rateId: 'r1', now: later } }).thenThrows('not_found');
    });

    it('a delisted rate can no longer change or be edited', () => {
      spec.given([onionAdded, delisted]).when({ type: 'ChangeRate', data: { rateId: 'r1', currentPaise: 5, now: later } }).thenThrows('conflict');
      spec.given([onionAdded, delisted]).when({ type: 'EditRate', data: { rateId: 'r1', productName: 'x', now: later } }).thenThrows('conflict');
    });
  });

  describe('Update Daily Rates as one batch', () => {
    const listed = [onionAdded].reduce(rateDecider.evolve, rateDecider.initialState());
    const garlic = [{ ...onionAdded, data: { ...onionAdded.data, rateId: 'r2', productName: 'Garlic' } }].reduce(rateDecider.evolve, rateDecider.initialState());

    it('decides one RateChanged per line, each for its own stream', () => {
      const events = decideDailyRates([{ rateId: 'r1', currentPaise: 2_500_000 }, { rateId: 'r2', currentPaise: 1_000_000 }], [listed, garlic], later);
      expect(events.map((line) => line.map((e) => [e.data.rateId, e.data.trend]))).toEqual([[['r1', 'up']], [['r2', 'down']]]);
    });

    it('refuses the whole batch, naming each bad line: unknown rate, missing or bad amount, a rate twice', () => {
      let thrown: DomainError | undefined;
      try {
        decideDailyRates(
          [{ rateId: 'r1', currentPaise: 2_500_000 }, { rateId: 'nope', currentPaise: 1 }, { rateId: 'r2' }, { rateId: 'r2', currentPaise: -1 }],
          [listed, rateDecider.initialState(), garlic, garlic],
          later,
        );
      } catch (error) {
        thrown = error as DomainError;
      }
      expect(thrown?.errors).toEqual({
        'changes.1.id': 'Rate not found',
        'changes.2.currentRate': 'Current rate is required',
        'changes.3.currentRate': 'Current rate must be a positive amount',
        changes: 'Each rate may appear only once',
      });
    });
  });

  it('dates a rate by the India business day, not the UTC one', () => {
    const lateEvening = new Date('2026-11-20T19:00:00.000Z'); // 00:30 on the 21st in India
    spec
      .given([onionAdded])
      .when({ type: 'ChangeRate', data: { rateId: 'r1', currentPaise: 2_000_000, now: lateEvening } })
      .then([{ type: 'RateChanged', data: { rateId: 'r1', previousPaise: 2_000_000, currentPaise: 2_000_000, trend: 'stable', unit: 'tonne', date: '2026-11-21', changedAt: lateEvening.toISOString() } }]);
  });

  it('one rate per product name and category: the key ignores case and extra spaces', () => {
    expect(rateKey(' Garlic  (ooty) ', 'vegetables')).toBe(rateKey('garlic (Ooty)', 'vegetables'));
    expect(rateKey('Garlic (Ooty)', 'vegetables')).not.toBe(rateKey('Garlic (Ooty)', 'spices'));
  });

  it('computes trend by the spec rule', () => {
    expect([trendOf(1, 2), trendOf(2, 1), trendOf(2, 2)]).toEqual(['up', 'down', 'stable']);
  });
});
