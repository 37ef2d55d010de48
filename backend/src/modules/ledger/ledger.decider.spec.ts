import { deciderSpec } from '../../platform/domain/decider.testing';
import { ledgerDecider } from './ledger.decider';
import { LedgerEvent } from './ledger.events';

const spec = deciderSpec(ledgerDecider);
const now = new Date('2026-11-23T10:00:00.000Z');
const at = now.toISOString();
const availableAt = new Date('2026-11-30T10:00:00.000Z');
const record = { sellerId: 's1', sellerKind: 'provider' as const, sourceKind: 'booking' as const, sourceId: 'b1', description: 'Home shifting', grossPaise: 200_000, commissionPaise: 20_000, availableAt, now };
const recorded: LedgerEvent = {
  type: 'EarningRecorded',
  data: { sellerId: 's1', sellerKind: 'provider', entryId: 'booking-b1', sourceKind: 'booking', sourceId: 'b1', description: 'Home shifting', grossPaise: 200_000, commissionPaise: 20_000, netPaise: 180_000, availableAt: availableAt.toISOString(), recordedAt: at },
};
const cleared: LedgerEvent = { type: 'EarningCleared', data: { sellerId: 's1', entryId: 'booking-b1', netPaise: 180_000, clearedAt: at } };
const requested: LedgerEvent = { type: 'PayoutRequested', data: { sellerId: 's1', sellerKind: 'provider', payoutId: 's1.1', amountPaise: 180_000, requestedAt: at } };

describe('seller ledger', () => {
  it('records an earning net of commission, once per source', () => {
    spec.given([]).when({ type: 'RecordEarning', data: record }).then([recorded]);
    spec.given([recorded]).when({ type: 'RecordEarning', data: record }).then([]);
    spec.given([]).when({ type: 'RecordEarning', data: { ...record, commissionPaise: 300_000 } }).thenThrows('invalid', { commission: 'Commission must be from 0 to the amount' });
  });

  it('clears a pending earning once', () => {
    spec.given([recorded]).when({ type: 'ClearEarning', data: { sellerId: 's1', entryId: 'booking-b1', now } }).then([cleared]);
    spec.given([recorded, cleared]).when({ type: 'ClearEarning', data: { sellerId: 's1', entryId: 'booking-b1', now } }).then([]);
  });

  it('withdraws only what is available, all of it, numbering payouts; pays a payout once', () => {
    spec.given([recorded]).when({ type: 'RequestPayout', data: { sellerId: 's1', sellerKind: 'provider', now } }).thenThrows('conflict', { amount: 'There are no funds available for withdrawal' });
    spec.given([recorded, cleared]).when({ type: 'RequestPayout', data: { sellerId: 's1', sellerKind: 'provider', now } }).then([requested]);
    spec.given([recorded, cleared, requested]).when({ type: 'RequestPayout', data: { sellerId: 's1', sellerKind: 'provider', now } }).thenThrows('conflict');
    const paid: LedgerEvent = { type: 'PayoutPaid', data: { sellerId: 's1', payoutId: 's1.1', amountPaise: 180_000, reference: 'NEFT-1', paidAt: at } };
    spec.given([recorded, cleared, requested]).when({ type: 'MarkPayoutPaid', data: { sellerId: 's1', payoutId: 's1.1', reference: 'NEFT-1', now } }).then([paid]);
    spec.given([recorded, cleared, requested, paid]).when({ type: 'MarkPayoutPaid', data: { sellerId: 's1', payoutId: 's1.1', now } }).then([]);
    spec.given([]).when({ type: 'MarkPayoutPaid', data: { sellerId: 's1', payoutId: 's1.9', now } }).thenThrows('not_found');
  });

  it('reverses an earning once, taking a cleared one off the balance', () => {
    const reverse = { type: 'ReverseEarning' as const, data: { sellerId: 's1', sourceKind: 'booking' as const, sourceId: 'b1', reason: 'refund', now } };
    const reversed: LedgerEvent = { type: 'EarningReversed', data: { sellerId: 's1', entryId: 'booking-b1', netPaise: 180_000, wasAvailable: true, reason: 'refund', reversedAt: at } };
    spec.given([recorded, cleared]).when(reverse).then([reversed]);
    spec.given([recorded, cleared, reversed]).when(reverse).then([]);
    spec.given([recorded, cleared, reversed]).when({ type: 'RequestPayout', data: { sellerId: 's1', sellerKind: 'provider', now } }).thenThrows('conflict');
  });
});
