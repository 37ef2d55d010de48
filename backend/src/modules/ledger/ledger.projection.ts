import { defineProjection } from '../../platform/projections/projection';
import { EntryStatus } from './ledger.decider';
import { EarningRecorded, LedgerEvent, PayTo, SellerKind } from './ledger.events';

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
  /** The payout that pays it out (Withdraw Funds), once asked for. */
  payoutId: string | null;
  updatedAt: string;
}

export interface PayoutDoc {
  _id: string;
  sellerId: string;
  sellerKind: SellerKind;
  amountPaise: number;
  status: 'requested' | 'paid';
  /** Where it is paid: the seller's details when they asked (kept sealed, opened when read); null before payouts recorded it. */
  payTo: PayTo | null;
  reference: string | null;
  requestedAt: string;
  paidAt: string | null;
}

/** A seller's bank account or UPI ID (kept sealed, opened when read: an erasure shows at once). */
export interface PayoutDetailsDoc extends PayTo {
  _id: string;
  sellerKind: SellerKind;
  updatedAt: string;
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
  // 2: updatedAt never steps back (an earning dated at its booking's completion came after later changes).
  version: 2,
  collection: 'ledger_accounts',
  canHandle: LEDGER_TYPES,
  documentIds: (e) => [(e.data as { sellerId: string }).sellerId],
  evolve(doc, recorded) {
    const next = evolveAccount(doc, recorded as unknown as LedgerEvent);
    // The times events carry are when things happened, which may be earlier than the account's last change.
    return next && doc && next !== doc && next.updatedAt < doc.updatedAt ? { ...next, updatedAt: doc.updatedAt } : next;
  },
});

function evolveAccount(doc: LedgerAccountDoc | null, event: LedgerEvent): LedgerAccountDoc | null {
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
    default:
      return doc;
  }
}

const entryDocId = (sellerId: string, entryId: string) => `${sellerId}.${entryId}`;

export const ledgerEntriesProjection = defineProjection<LedgerEntryDoc>({
  name: 'ledger-entries',
  // 2: requested and paid (from the payout that takes the earning), payoutId.
  version: 2,
  collection: 'ledger_entries',
  indexes: [{ fields: { sellerId: 1, recordedAt: -1 } }],
  canHandle: ['EarningRecorded', 'EarningCleared', 'EarningReversed', 'PayoutRequested', 'PayoutPaid'],
  documentIds: (e) => {
    const { sellerId, entryId, entryIds } = e.data as { sellerId: string; entryId?: string; entryIds?: string[] | null };
    // A version 1 payout did not name its earnings: they stay as they were.
    return entryId ? [entryDocId(sellerId, entryId)] : (entryIds ?? []).map((id) => entryDocId(sellerId, id));
  },
  evolve(doc, recorded) {
    const event = recorded as unknown as LedgerEvent;
    switch (event.type) {
      case 'EarningRecorded':
        return { _id: entryDocId(event.data.sellerId, event.data.entryId), ...event.data, status: 'pending', payoutId: null, updatedAt: event.data.recordedAt };
      case 'EarningCleared':
        return doc && { ...doc, status: 'available', updatedAt: event.data.clearedAt };
      case 'EarningReversed':
        return doc && { ...doc, status: 'reversed', updatedAt: event.data.reversedAt };
      case 'PayoutRequested':
        return doc && doc.status === 'available' ? { ...doc, status: 'requested', payoutId: event.data.payoutId, updatedAt: event.data.requestedAt } : doc;
      case 'PayoutPaid':
        return doc && doc.status === 'requested' ? { ...doc, status: 'paid', updatedAt: event.data.paidAt } : doc;
      default:
        return doc;
    }
  },
});

export const payoutsProjection = defineProjection<PayoutDoc>({
  name: 'payouts',
  // 2: payTo, kept sealed.
  version: 2,
  collection: 'payouts',
  sealedPersonalData: true,
  canHandle: ['PayoutRequested', 'PayoutPaid'],
  documentIds: (e) => [(e.data as { payoutId: string }).payoutId],
  evolve(doc, recorded) {
    const event = recorded as unknown as LedgerEvent;
    if (event.type === 'PayoutRequested') {
      const { payoutId, sellerId, sellerKind, amountPaise, payTo, requestedAt } = event.data;
      return { _id: payoutId, sellerId, sellerKind, amountPaise, status: 'requested', payTo, reference: null, requestedAt, paidAt: null };
    }
    if (event.type === 'PayoutPaid') return doc && { ...doc, status: 'paid', reference: event.data.reference || null, paidAt: event.data.paidAt };
    return doc;
  },
});

export const payoutDetailsProjection = defineProjection<PayoutDetailsDoc>({
  name: 'payout-details',
  version: 1,
  collection: 'payout_details',
  sealedPersonalData: true,
  canHandle: ['PayoutDetailsSet'],
  documentIds: (e) => [(e.data as { sellerId: string }).sellerId],
  evolve(doc, recorded) {
    const event = recorded as unknown as LedgerEvent;
    if (event.type !== 'PayoutDetailsSet') return doc;
    const { sellerId, sellerKind, method, accountHolder, accountNumber, ifsc, upiId, setAt } = event.data;
    return { _id: sellerId, sellerKind, method, accountHolder, accountNumber, ifsc, upiId, updatedAt: setAt };
  },
});
