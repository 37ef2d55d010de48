import { deciderSpec } from '../../platform/domain/decider.testing';
import { CODE_RULE, CODE_TAKEN, couponOfferDecider, couponOfferStart } from './coupon-offers.decider';
import { CouponOfferEvent } from './coupons.events';

const spec = deciderSpec(couponOfferDecider);
const now = new Date('2026-05-01T10:00:00Z');
const at = now.toISOString();
const terms = { percent: 15, description: '15% off for the festive season', validDays: 10, firstOrderOnly: false };
const created: CouponOfferEvent = { type: 'CouponOfferCreated', data: { code: 'FESTIVE15', ...terms, createdAt: '2026-04-30T10:00:00.000Z' } };
const create = (code: string, input: Record<string, unknown> = terms) => ({ type: 'CreateCouponOffer' as const, data: { code, terms: input, now } });
const change = (code: string, changes: Record<string, unknown>) => ({ type: 'ChangeCouponOffer' as const, data: { code, changes, now } });
const withdraw = (code: string) => ({ type: 'WithdrawCouponOffer' as const, data: { code, now } });
const restore = (code: string) => ({ type: 'RestoreCouponOffer' as const, data: { code, now } });

describe('coupon offer decider', () => {
  it('a built-in offer stands with no events; any other code is absent', () => {
    expect(couponOfferStart('WELCOME20')).toEqual({ status: 'active', offer: { code: 'WELCOME20', percent: 20, validDays: 30, firstOrderOnly: true, description: '20% off your first order' } });
    expect(couponOfferStart('SUMMER10')).toEqual({ status: 'active', offer: { code: 'SUMMER10', percent: 10, validDays: 15, firstOrderOnly: false, description: '10% off all products' } });
    expect(couponOfferStart('FESTIVE15')).toEqual({ status: 'absent' });
  });

  it('creates an offer under its upper-case code, once (a built-in code is taken too)', () => {
    spec.given([]).when(create(' festive15 ')).then([{ type: 'CouponOfferCreated', data: { code: 'FESTIVE15', ...terms, createdAt: at } }]);
    spec.given([]).when(create('NEW5', { percent: 5, description: '  5% off  ', validDays: 7 })).then([
      { type: 'CouponOfferCreated', data: { code: 'NEW5', percent: 5, description: '5% off', validDays: 7, firstOrderOnly: false, createdAt: at } },
    ]);
    spec.given([created]).when(create('FESTIVE15')).thenThrows('conflict', { code: CODE_TAKEN });
    spec.given([]).when(create('WELCOME20')).thenThrows('conflict', { code: CODE_TAKEN });
    spec.given([created, { type: 'CouponOfferWithdrawn', data: { code: 'FESTIVE15', withdrawnAt: at } }]).when(create('FESTIVE15')).thenThrows('conflict', { code: CODE_TAKEN });
  });

  it('refuses bad terms with a message per field', () => {
    spec.given([]).when(create('AB')).thenThrows('invalid', { code: CODE_RULE });
    spec.given([]).when(create('FEST-15')).thenThrows('invalid', { code: CODE_RULE });
    spec.given([]).when(create('X'.repeat(21))).thenThrows('invalid', { code: CODE_RULE });
    spec.given([]).when(create('FESTIVE15', { percent: 0, description: '', validDays: 366, firstOrderOnly: 'yes' })).thenThrows('invalid', {
      percent: 'Percent must be a whole number from 1 to 90',
      description: 'Description is required',
      validDays: 'Valid days must be a whole number from 1 to 365',
      firstOrderOnly: 'First order only must be true or false',
    });
    spec.given([]).when(create('FESTIVE15', {})).thenThrows('invalid', { percent: 'Percent is required', validDays: 'Valid days is required', description: 'Description is required' });
    spec.given([created]).when(change('FESTIVE15', { percent: 12.5 })).thenThrows('invalid', { percent: 'Percent must be a whole number from 1 to 90' });
    spec.given([created]).when(change('FESTIVE15', { percent: 91 })).thenThrows('invalid', { percent: 'Percent must be a whole number from 1 to 90' });
    spec.given([created]).when(change('FESTIVE15', { description: 'x'.repeat(121) })).thenThrows('invalid', { description: 'Description must be at most 120 characters' });
    spec.given([created]).when(change('FESTIVE15', { description: 'a\u202Eb' })).thenThrows('invalid', { description: 'Description must not contain control or invisible characters' });
  });

  it('records only the fields that changed; a built-in offer changes like any other', () => {
    spec.given([created]).when(change('FESTIVE15', { percent: 20, validDays: 10 })).then([{ type: 'CouponOfferChanged', data: { code: 'FESTIVE15', percent: 20, changedAt: at } }]);
    spec.given([created]).when(change('FESTIVE15', { ...terms })).then([]);
    spec.given([]).when(change('SUMMER10', { percent: 12, description: '12% off all products' })).then([
      { type: 'CouponOfferChanged', data: { code: 'SUMMER10', percent: 12, description: '12% off all products', changedAt: at } },
    ]);
    spec.given([]).when(change('FREE100', { percent: 20 })).thenThrows('not_found');
    const changed = [{ type: 'CouponOfferChanged', data: { code: 'SUMMER10', percent: 12, changedAt: at } }] as CouponOfferEvent[];
    expect(changed.reduce(couponOfferDecider.evolve, couponOfferDecider.initialState())).toEqual({
      status: 'active',
      offer: { code: 'SUMMER10', percent: 12, validDays: 15, firstOrderOnly: false, description: '10% off all products' },
    });
  });

  it('withdraws and restores, each once', () => {
    const withdrawn: CouponOfferEvent = { type: 'CouponOfferWithdrawn', data: { code: 'WELCOME20', withdrawnAt: at } };
    spec.given([]).when(withdraw('WELCOME20')).then([withdrawn]);
    spec.given([withdrawn]).when(withdraw('WELCOME20')).then([]);
    spec.given([withdrawn]).when(restore('WELCOME20')).then([{ type: 'CouponOfferRestored', data: { code: 'WELCOME20', restoredAt: at } }]);
    spec.given([]).when(restore('WELCOME20')).then([]);
    spec.given([]).when(withdraw('FREE100')).thenThrows('not_found');
    expect([withdrawn].reduce(couponOfferDecider.evolve, couponOfferDecider.initialState())).toMatchObject({ status: 'withdrawn', offer: { percent: 20 } });
  });
});
