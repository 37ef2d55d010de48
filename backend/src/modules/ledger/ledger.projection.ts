import { defineProjection } from '../../platform/projections/projection';
import { EntryStatus } from './ledger.decider';
import { EarningRecorded, LedgerEvent, SellerKind } from './ledger.events';

/** A seller's balance (spec 2.7 Payments cards, 2.8 payment summary); paise. */
export interface LedgerAccountDoc {
  _id: string;
  sellerKind: SellerKind;
  /** Net of commission, every earning not reversed. */
  totalEarningsPaise: number;
  pendingPaise: number;
  availablePaise: number;
  /** Asked for (Withdraw Funds), not yet paid out. */
  requestedPaise: number;
  paidOutPaise: number;
  updatedAt: string;
}

/** One earning (spec 2.7 transactions, 2.8 payments table). */
export interface LedgerEntryDoc extends Omit<EarningRecorded['data'], 'entryId'> {
  _id: string;
  entryId: string;
  status: EntryStatus;
  updatedAt: string;
}

export interface PayoutDoc {
  _id: string;
  sellerId: string;
  sellerKind: SellerKind;
  amountPaise: number;
  status: 'requested' | 'paid';
  reference: string | null;
  requestedAt: string;
  paidAt: string | null;
}

const LEDGER_TYPES = ['EarningRecorded', 'EarningCleared', 'EarningReversed', 'PayoutRequested', 'PayoutPaid'];

const emptyAccount = (sellerId: string, sellerKind: SellerKind, at: string): LedgerAccountDoc => ({
  _id: sellerId,
  sellerKind,
  totalEarningsPaise: 0,
  pendingPaise: 0,
  availablePaise: 0,
  requestedPaise: 0,
  paidOutPaise: 0,
  updatedAt: at,
});

export const ledgerAccountsProjection = defineProjection<LedgerAccountDoc>({
  name: 'ledger-accounts',
  version: 1,
  collection: 'ledger_accounts',
  canHandle: LEDGER_TYPES,
  documentIds: (e) => [(e.data as { sellerId: string }).sellerId],
  evolve(doc, recorded) {
    const event = recorded as unknown as LedgerEvent;
    switch (event.type) {
      case 'EarningRecorded': {
        const account = doc ?? emptyAccount(event.data.sellerId, event.data.sellerKind, event.data.recordedAt);
        const net = event.data.netPaise;
        return { ...account, totalEarningsPaise: account.totalEarningsPaise + net, pendingPaise: account.pendingPaise + net, updatedAt: event.data.recordedAt };
      }
      case 'EarningCleared':
        return doc && { ...doc, pendingPaise: doc.pendingPaise - event.data.netPaise, availablePaise: doc.availablePaise + event.data.netPaise, updatedAt: event.data.clearedAt };
      case 'EarningReversed': {
        if (!doc) return doc;
        const net = event.data.netPaise;
        const moved = event.data.wasAvailable ? { availablePaise: doc.availablePaise - net } : { pendingPaise: doc.pendingPaise - net };
        return { ...doc, ...moved, totalEarningsPaise: doc.totalEarningsPaise - net, updatedAt: event.data.reversedAt };
      }
      case 'PayoutRequested':
        return doc && { ...doc, availablePaise: doc.availablePaise - event.data.amountPaise, requestedPaise: doc.requestedPaise + event.data.amountPaise, updatedAt: event.data.requestedAt };
      case 'PayoutPaid':
        return doc && { ...doc, requestedPaise: doc.requestedPaise - event.data.amountPaise, paidOutPaise: doc.paidOutPaise + event.data.amountPaise, updatedAt: event.data.paidAt };
    }
  },
});

export const ledgerEntriesProjection = defineProjection<LedgerEntryDoc>({
  name: 'ledger-entries',
  version: 1,
  collection: 'ledger_entries',
  indexes: [{ fields: { sellerId: 1, recordedAt: -1 } }],
  canHandle: ['EarningRecorded', 'EarningCleared', 'EarningReversed'],
  documentIds: (e) => [`${(e.data as { sellerId: string }).sellerId}.${(e.data as { entryId: string }).entryId}`],
  evolve(doc, recorded) {
    const event = recorded as unknown as LedgerEvent;
    switch (event.type) {
      case 'EarningRecorded':
        return { _id: `${event.data.sellerId}.${event.data.entryId}`, ...event.data, status: 'pending', updatedAt: event.data.recordedAt };
      case 'EarningCleared':
        return doc && { ...doc, status: 'available', updatedAt: event.data.clearedAt };
      case 'EarningReversed':
        return doc && { ...doc, status: 'reversed', updatedAt: event.data.reversedAt };
      default:
        return doc;
    }
  },
});

export const payoutsProjection = defineProjection<PayoutDoc>({
  name: 'payouts',
  version: 1,
  collection: 'payouts',
  canHandle: ['PayoutRequested', 'PayoutPaid'],
  documentIds: (e) => [(e.data as { payoutId: string }).payoutId],
  evolve(doc, recorded) {
    const event = recorded as unknown as LedgerEvent;
    if (event.type === 'PayoutRequested') {
      const { payoutId, sellerId, sellerKind, amountPaise, requestedAt } = event.data;
      return { _id: payoutId, sellerId, sellerKind, amountPaise, status: 'requested', reference: null, requestedAt, paidAt: null };
    }
    if (event.type === 'PayoutPaid') return doc && { ...doc, status: 'paid', reference: event.data.reference || null, paidAt: event.data.paidAt };
    return doc;
  },
});
