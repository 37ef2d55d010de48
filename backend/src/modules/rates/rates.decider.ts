import { trendOf } from '@bazaar/common';
import { businessDay } from '../../platform/domain/business-day';
import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { RATE_CATEGORIES, RATE_UNITS, RateCategory, RateUnit, Trend } from './rates.constants';
import { RateChanged, RateEvent } from './rates.events';

interface RateFacts {
  rateId: string;
  productName: string;
  category: RateCategory;
  unit: RateUnit;
  currentPaise: number;
}

export type RateState = { status: 'absent' } | ({ status: 'listed' | 'delisted' } & RateFacts);

export type AddRate = {
  type: 'AddRate';
  data: { rateId: string; productName?: string; category?: string; currentPaise?: number; unit?: string; now: Date };
};
export type ChangeRate = { type: 'ChangeRate'; data: { rateId: string; currentPaise?: number; now: Date } };
/** The edit form: each field that differs becomes its own named event. */
export type EditRate = {
  type: 'EditRate';
  data: { rateId: string; productName?: string; category?: string; unit?: string; currentPaise?: number; now: Date };
};
export type DelistRate = { type: 'DelistRate'; data: { rateId: string; now: Date } };
export type RateCommand = AddRate | ChangeRate | EditRate | DelistRate;

/** Spec 4, on paise: one rule with the back office's (common/src/rates.ts). */
export { trendOf };

const validPaise = (paise: number | undefined): paise is number => Number.isInteger(paise) && (paise as number) > 0;

const categoryError = (category: string) =>
  RATE_CATEGORIES.includes(category as RateCategory) ? null : `Category must be one of ${RATE_CATEGORIES.join(', ')}`;
const unitError = (unit: string) => (RATE_UNITS.includes(unit as RateUnit) ? null : `Unit must be one of ${RATE_UNITS.join(', ')}`);
const rateError = (paise: number | undefined) =>
  paise === undefined ? 'Current rate is required' : validPaise(paise) ? null : 'Current rate must be a positive amount';

/** Names compare without case and runs of spaces, so 'Garlic  (ooty)' is 'Garlic (Ooty)'. */
export const rateKey = (productName: string, category: string) => `${category}|${productName.trim().replace(/\s+/g, ' ').toLowerCase()}`;

const throwIfAny = (errors: Record<string, string | null>) => {
  const found = Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== null));
  if (Object.keys(found).length) throw DomainError.invalid(found);
};

const listedOrThrow = (state: RateState) => {
  if (state.status === 'absent') throw new DomainError('not_found', 'Rate not found');
  if (state.status === 'delisted') throw new DomainError('conflict', 'This rate was delisted and can no longer change');
  return state;
};

/**
 * A new current rate. `comparable` false (the unit changed in the same edit): the old amount
 * was per another unit, so there is no previous rate to compare with and the trend is stable,
 * as for a new rate.
 */
const rateChanged = (state: RateFacts, currentPaise: number, now: Date, comparable = true): RateChanged => ({
  type: 'RateChanged',
  data: {
    rateId: state.rateId,
    previousPaise: comparable ? state.currentPaise : null,
    currentPaise,
    trend: comparable ? trendOf(state.currentPaise, currentPaise) : 'stable',
    unit: state.unit,
    date: businessDay(now),
    changedAt: now.toISOString(),
  },
});

export const rateDecider: Decider<RateState, RateCommand, RateEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    if (event.type === 'RateAdded') {
      const { rateId, productName, category, unit, currentPaise } = event.data;
      return { status: 'listed', rateId, productName, category, unit, currentPaise };
    }
    if (state.status === 'absent') return state;
    switch (event.type) {
      case 'RateChanged':
        return { ...state, currentPaise: event.data.currentPaise };
      case 'RateRenamed':
        return { ...state, productName: event.data.productName };
      case 'RateRecategorised':
        return { ...state, category: event.data.category };
      case 'RateUnitChanged':
        return { ...state, unit: event.data.unit };
      case 'RateDelisted':
        return { ...state, status: 'delisted' };
    }
  },

  decide(command, state) {
    const { now } = command.data;
    switch (command.type) {
      case 'AddRate': {
        if (state.status !== 'absent') throw new DomainError('conflict', 'This rate already exists');
        const productName = command.data.productName?.trim().replace(/\s+/g, ' ') ?? '';
        const unit = command.data.unit ?? 'tonne';
        const category = command.data.category;
        throwIfAny({
          productName: productName ? null : 'Product name is required',
          category: category ? categoryError(category) : 'Category is required',
          currentRate: rateError(command.data.currentPaise),
          unit: unitError(unit),
        });
        return [
          {
            type: 'RateAdded',
            data: {
              rateId: command.data.rateId,
              productName,
              category: category as RateCategory,
              unit: unit as RateUnit,
              currentPaise: command.data.currentPaise as number,
              date: businessDay(now),
              addedAt: now.toISOString(),
            },
          },
        ];
      }
      case 'ChangeRate': {
        const rate = listedOrThrow(state);
        throwIfAny({ currentRate: rateError(command.data.currentPaise) });
        return [rateChanged(rate, command.data.currentPaise as number, now)];
      }
      case 'EditRate': {
        const rate = listedOrThrow(state);
        const { category, unit, currentPaise } = command.data;
        const productName = command.data.productName?.trim().replace(/\s+/g, ' ');
        // An edit that names nothing is a new rate left empty.
        if ([productName, category, unit, currentPaise].every((v) => v === undefined)) throwIfAny({ currentRate: rateError(undefined) });
        const unitChanged = unit !== undefined && unit !== rate.unit && !unitError(unit);
        throwIfAny({
          productName: productName === '' ? 'Product name is required' : null,
          category: category === undefined ? null : categoryError(category),
          unit: unit === undefined ? null : unitError(unit),
          // The amount is not converted: a new unit alone would relabel the old amount as a price per it.
          currentRate: currentPaise === undefined ? (unitChanged ? 'Enter the current rate per the new unit' : null) : rateError(currentPaise),
        });
        const at = now.toISOString();
        const events: RateEvent[] = [];
        if (productName !== undefined && productName !== rate.productName)
          events.push({ type: 'RateRenamed', data: { rateId: rate.rateId, previousName: rate.productName, productName, renamedAt: at } });
        if (category !== undefined && category !== rate.category)
          events.push({ type: 'RateRecategorised', data: { rateId: rate.rateId, previousCategory: rate.category, category: category as RateCategory, recategorisedAt: at } });
        if (unitChanged)
          events.push({ type: 'RateUnitChanged', data: { rateId: rate.rateId, previousUnit: rate.unit, unit: unit as RateUnit, changedAt: at } });
        // The amount per a new unit is always a new rate, not compared with the old unit's.
        if (unitChanged) events.push(rateChanged({ ...rate, unit: unit as RateUnit }, currentPaise as number, now, false));
        // An unchanged amount sent alongside a correction is not a new rate; sent alone it records a stable day.
        else if (currentPaise !== undefined && (currentPaise !== rate.currentPaise || events.length === 0)) events.push(rateChanged(rate, currentPaise, now));
        return events;
      }
      case 'DelistRate': {
        if (state.status === 'absent') throw new DomainError('not_found', 'Rate not found');
        if (state.status === 'delisted') return [];
        return [{ type: 'RateDelisted', data: { rateId: state.rateId, delistedAt: now.toISOString() } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

/**
 * Update Daily Rates decided as one batch: every line is decided against its rate's state
 * (the same rules as one edit), and any refusal refuses the whole batch, naming the line
 * (`changes.<i>.currentRate`, `changes.<i>.id`), so nothing is half applied.
 */
export function decideDailyRates(
  changes: { rateId: string; currentPaise?: number }[],
  states: RateState[],
  now: Date,
): RateChanged[][] {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  const decided = changes.map((change, i) => {
    if (seen.has(change.rateId)) errors.changes = 'Each rate may appear only once';
    seen.add(change.rateId);
    try {
      return rateDecider.decide({ type: 'ChangeRate', data: { ...change, now } }, states[i]) as RateChanged[];
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.kind === 'invalid') for (const [field, message] of Object.entries(error.errors ?? {})) errors[`changes.${i}.${field}`] = message;
      else errors[`changes.${i}.id`] = error.message;
      return [];
    }
  });
  if (Object.keys(errors).length) throw DomainError.invalid(errors);
  return decided;
}
