import { deciderSpec } from '../../platform/domain/decider.testing';
import { RateAdded, RateChanged } from './rates.events';
import { rateDecider, trendOf } from './rates.decider';

const spec = deciderSpec(rateDecider);
const now = new Date('2026-11-20T09:30:00.000Z');
const later = new Date('2026-11-21T08:00:00.000Z');

const onionAdded: RateAdded = {
  type: 'RateAdded',
  data: { rateId: 'r1', productName: 'Onion (Nashik Red)', category: 'vegetables', unit: 'tonne', currentPaise: 2_000_000, date: '2026-11-20', addedAt: now.toISOString() },
};

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
    const changedTo = (currentPaise: number, previousPaise: number, trend: RateChanged['data']['trend']): RateChanged => ({
      type: 'RateChanged',
      data: { rateId: 'r1', previousPaise, currentPaise, trend, unit: 'tonne', date: '2026-11-21', changedAt: later.toISOString() },
    });

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

  it('computes trend by the spec rule', () => {
    expect([trendOf(1, 2), trendOf(2, 1), trendOf(2, 2)]).toEqual(['up', 'down', 'stable']);
  });
});
