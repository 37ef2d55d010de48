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
const payTo = { method: 'bank' as const, accountHolder: 'pii:holder', accountNumber: 'pii:number', ifsc: 'pii:ifsc', upiId: null };
const detailsSet: LedgerEvent = { type: 'PayoutDetailsSet', data: { sellerId: 's1', sellerKind: 'provider', ...payTo, setAt: at } };
const requested: LedgerEvent = {
  type: 'PayoutRequested',
  data: { sellerId: 's1', sellerKind: 'provider', payoutId: 's1.1', amountPaise: 180_000, entryIds: ['booking-b1'], payTo, requestedAt: at },
};

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

  const withdraw = { type: 'RequestPayout' as const, data: { sellerId: 's1', sellerKind: 'provider' as const, now } };

  it('withdraws only what is available, all of it, to the payout details on file, naming the earnings it pays; pays a payout once', () => {
    spec.given([recorded, detailsSet]).when(withdraw).thenThrows('conflict', { amount: 'There are no funds available for withdrawal' });
    spec.given([recorded, detailsSet, cleared]).when(withdraw).then([requested]);
    spec.given([recorded, detailsSet, cleared, requested]).when(withdraw).thenThrows('conflict');
    const paid: LedgerEvent = { type: 'PayoutPaid', data: { sellerId: 's1', payoutId: 's1.1', amountPaise: 180_000, entryIds: ['booking-b1'], reference: 'NEFT-1', paidAt: at } };
    spec.given([recorded, detailsSet, cleared, requested]).when({ type: 'MarkPayoutPaid', data: { sellerId: 's1', payoutId: 's1.1', reference: 'NEFT-1', now } }).then([paid]);
    spec.given([recorded, detailsSet, cleared, requested, paid]).when({ type: 'MarkPayoutPaid', data: { sellerId: 's1', payoutId: 's1.1', now } }).then([]);
    spec.given([recorded, detailsSet, cleared, requested, paid]).when({ type: 'MarkPayoutPaid', data: { sellerId: 's1', payoutId: 's1.1', reference: ' NEFT-1 ', now } }).then([]);
    // Another reference: a second admin paid it at the same time; the first payment stands.
    spec
      .given([recorded, detailsSet, cleared, requested, paid])
      .when({ type: 'MarkPayoutPaid', data: { sellerId: 's1', payoutId: 's1.1', reference: 'NEFT-2', now } })
      .thenThrows('conflict', { reference: 'This payout was paid already, with reference NEFT-1' });
    spec.given([]).when({ type: 'MarkPayoutPaid', data: { sellerId: 's1', payoutId: 's1.9', now } }).thenThrows('not_found');
  });

  describe('payout details', () => {
    it('records the sealed details the seller entered, replacing earlier ones; a vendor ledger takes no provider details', () => {
      spec.given([]).when({ type: 'SetPayoutDetails', data: { sellerId: 's1', sellerKind: 'provider', payTo, now } }).then([detailsSet]);
      const upi = { method: 'upi' as const, accountHolder: 'pii:holder', accountNumber: null, ifsc: null, upiId: 'pii:upi' };
      spec.given([recorded, detailsSet]).when({ type: 'SetPayoutDetails', data: { sellerId: 's1', sellerKind: 'provider', payTo: upi, now } }).then([{ type: 'PayoutDetailsSet', data: { sellerId: 's1', sellerKind: 'provider', ...upi, setAt: at } }]);
      spec.given([recorded]).when({ type: 'SetPayoutDetails', data: { sellerId: 's1', sellerKind: 'vendor', payTo, now } }).thenThrows('invalid', { sellerKind: 'This ledger belongs to a provider' });
    });

    it('refuses Withdraw Funds while there are none, naming the field and where to add them', () => {
      spec.given([recorded, cleared]).when(withdraw).thenThrows('conflict', { payoutDetails: 'Add your bank account or UPI ID (My profile, Payout details) before withdrawing' });
    });

    it('pays a later payout to the details on file then, and only the earnings cleared since the last one', () => {
      const second = { ...record, sourceId: 'b2', grossPaise: 100_000, commissionPaise: 0 };
      const recorded2: LedgerEvent = { ...recorded, data: { ...(recorded.data as object), entryId: 'booking-b2', sourceId: 'b2', grossPaise: 100_000, commissionPaise: 0, netPaise: 100_000 } } as LedgerEvent;
      const cleared2: LedgerEvent = { type: 'EarningCleared', data: { sellerId: 's1', entryId: 'booking-b2', netPaise: 100_000, clearedAt: at } };
      const upi = { method: 'upi' as const, accountHolder: 'pii:holder2', accountNumber: null, ifsc: null, upiId: 'pii:upi' };
      const changed: LedgerEvent = { type: 'PayoutDetailsSet', data: { sellerId: 's1', sellerKind: 'provider', ...upi, setAt: at } };
      spec.given([recorded, detailsSet, cleared, requested]).when({ type: 'RecordEarning', data: second }).then([recorded2]);
      spec.given([recorded, detailsSet, cleared, requested, recorded2, cleared2, changed]).when(withdraw).then([
        { type: 'PayoutRequested', data: { sellerId: 's1', sellerKind: 'provider', payoutId: 's1.2', amountPaise: 100_000, entryIds: ['booking-b2'], payTo: upi, requestedAt: at } },
      ]);
    });

    it('reads a version 1 payout (no earnings named) as paying every earning available then', () => {
      const v1: LedgerEvent = { ...requested, data: { ...(requested.data as object), entryIds: null, payTo: null } } as LedgerEvent;
      const paidV1: LedgerEvent = { type: 'PayoutPaid', data: { sellerId: 's1', payoutId: 's1.1', amountPaise: 180_000, entryIds: null, reference: '', paidAt: at } };
      spec.given([recorded, cleared, v1, paidV1, detailsSet]).when(withdraw).thenThrows('conflict', { amount: 'There are no funds available for withdrawal' });
      spec.given([recorded, cleared, v1]).when({ type: 'MarkPayoutPaid', data: { sellerId: 's1', payoutId: 's1.1', now } }).then([{ ...paidV1, data: { ...(paidV1.data as object), entryIds: ['booking-b1'] } } as LedgerEvent]);
    });
  });

  it('reverses an earning once, taking a cleared one off the balance', () => {
    const reverse = { type: 'ReverseEarning' as const, data: { sellerId: 's1', sourceKind: 'booking' as const, sourceId: 'b1', reason: 'refund', now } };
    const reversed: LedgerEvent = { type: 'EarningReversed', data: { sellerId: 's1', entryId: 'booking-b1', netPaise: 180_000, wasAvailable: true, reason: 'refund', reversedAt: at } };
    spec.given([recorded, cleared]).when(reverse).then([reversed]);
    spec.given([recorded, cleared, reversed]).when(reverse).then([]);
    spec.given([recorded, detailsSet, cleared, reversed]).when(withdraw).thenThrows('conflict');
    // Already asked for: it still comes off the balance (the next payout covers it first).
    spec.given([recorded, detailsSet, cleared, requested]).when(reverse).then([reversed]);
  });
});
