import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { RATE_CATEGORIES, RATE_UNITS, RateCategory, RateUnit, Trend } from './rates.constants';
import { RateEvent } from './rates.events';

export type RateState =
  | { status: 'absent' }
  | { status: 'listed'; rateId: string; productName: string; category: RateCategory; unit: RateUnit; currentPaise: number };

export type AddRate = {
  type: 'AddRate';
  data: { rateId: string; productName?: string; category?: string; currentPaise?: number; unit?: string; now: Date };
};
export type ChangeRate = { type: 'ChangeRate'; data: { rateId: string; currentPaise?: number; now: Date } };
export type RateCommand = AddRate | ChangeRate;

/** Spec 4: up if higher than the old current rate, down if lower, otherwise stable. */
export const trendOf = (previousPaise: number, currentPaise: number): Trend =>
  currentPaise > previousPaise ? 'up' : currentPaise < previousPaise ? 'down' : 'stable';

const businessDate = (now: Date) => now.toISOString().slice(0, 10);

const validPaise = (paise: number | undefined): paise is number => Number.isInteger(paise) && (paise as number) > 0;

export const rateDecider: Decider<RateState, RateCommand, RateEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'RateAdded': {
        const { rateId, productName, category, unit, currentPaise } = event.data;
        return { status: 'listed', rateId, productName, category, unit, currentPaise };
      }
      case 'RateChanged':
        return state.status === 'listed' ? { ...state, currentPaise: event.data.currentPaise } : state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AddRate': {
        if (state.status !== 'absent') throw new DomainError('conflict', 'This rate already exists');
        const { rateId, now } = command.data;
        const productName = command.data.productName?.trim() ?? '';
        const unit = command.data.unit ?? 'tonne';
        const errors: Record<string, string> = {};
        if (!productName) errors.productName = 'Product name is required';
        if (!command.data.category) errors.category = 'Category is required';
        else if (!RATE_CATEGORIES.includes(command.data.category as RateCategory))
          errors.category = `Category must be one of ${RATE_CATEGORIES.join(', ')}`;
        if (command.data.currentPaise === undefined) errors.currentRate = 'Current rate is required';
        else if (!validPaise(command.data.currentPaise)) errors.currentRate = 'Current rate must be a positive amount';
        if (!RATE_UNITS.includes(unit as RateUnit)) errors.unit = `Unit must be one of ${RATE_UNITS.join(', ')}`;
        if (Object.keys(errors).length) throw DomainError.invalid(errors);
        return [
          {
            type: 'RateAdded',
            data: {
              rateId,
              productName,
              category: command.data.category as RateCategory,
              unit: unit as RateUnit,
              currentPaise: command.data.currentPaise as number,
              date: businessDate(now),
              addedAt: now.toISOString(),
            },
          },
        ];
      }
      case 'ChangeRate': {
        if (state.status === 'absent') throw new DomainError('not_found', 'Rate not found');
        const { currentPaise, now } = command.data;
        if (currentPaise === undefined) throw DomainError.invalid({ currentRate: 'Current rate is required' });
        if (!validPaise(currentPaise)) throw DomainError.invalid({ currentRate: 'Current rate must be a positive amount' });
        return [
          {
            type: 'RateChanged',
            data: {
              rateId: state.rateId,
              previousPaise: state.currentPaise,
              currentPaise,
              trend: trendOf(state.currentPaise, currentPaise),
              unit: state.unit,
              date: businessDate(now),
              changedAt: now.toISOString(),
            },
          },
        ];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
