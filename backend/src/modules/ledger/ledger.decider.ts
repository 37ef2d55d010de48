import { PAYOUT_MESSAGES } from '@bazaar/common';
import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { PersistentMap } from '../../platform/domain/persistent-map';
import { EarningSource, entryIdOf, LedgerEvent, PayTo, payoutIdOf, SellerKind } from './ledger.events';

/** An earning: pending, then available, then requested (Withdraw Funds) and paid out; or reversed. */
export type EntryStatus = 'pending' | 'available' | 'requested' | 'paid' | 'reversed';

export interface LedgerState {
  sellerKind: SellerKind | null;
  /** Per order or booking part: persistent, since the stream gains an entry with every sale (PersistentMap). */
  entries: PersistentMap<{ netPaise: number; status: EntryStatus }>;
  /** Cleared earnings not yet asked for. */
  availablePaise: number;
  payouts: PersistentMap<{ amountPaise: number; status: 'requested' | 'paid'; entryIds: string[]; reference?: string }>;
  /** Where payouts go (sealed, never read here: copied onto each payout request), or none yet. */
  payTo: PayTo | null;
}

export type LedgerCommand =
  | {
      type: 'RecordEarning';
      data: { sellerId: string; sellerKind: SellerKind; sourceKind: EarningSource; sourceId: string; description: string; grossPaise: number; commissionPaise: number; availableAt: Date; now: Date };
    }
  | { type: 'ClearEarning'; data: { sellerId: string; entryId: string; now: Date } }
  | { type: 'ReverseEarning'; data: { sellerId: string; sourceKind: EarningSource; sourceId: string; reason?: string; now: Date } }
  | { type: 'SetPayoutDetails'; data: { sellerId: string; sellerKind: SellerKind; payTo: PayTo; now: Date } }
  | { type: 'RequestPayout'; data: { sellerId: string; sellerKind: SellerKind; now: Date } }
  | { type: 'MarkPayoutPaid'; data: { sellerId: string; payoutId: string; reference?: string; now: Date } };

export const NO_FUNDS = 'There are no funds available for withdrawal';
const wrongKind = (kind: SellerKind) => DomainError.invalid({ sellerKind: `This ledger belongs to a ${kind}` });

/** The earnings in one status (a walk of them all: once per payout). */
const idsIn = (entries: LedgerState['entries'], status: EntryStatus) =>
  [...entries.entries()]
    .filter(([, entry]) => entry.status === status)
    .map(([id]) => id)
    .sort();

/** The given earnings moved from one status to the next (those no longer in `from`, e.g. reversed, stay). */
function moveEntries(entries: LedgerState['entries'], ids: string[], from: EntryStatus, status: EntryStatus): LedgerState['entries'] {
  return ids.reduce((map, id) => {
    const entry = map.get(id);
    return entry && entry.status === from ? map.set(id, { ...entry, status }) : map;
  }, entries);
}

const MAX_PAISE = 100_000_000_000;

export const ledgerDecider: Decider<LedgerState, LedgerCommand, LedgerEvent> = {
  initialState: () => ({ sellerKind: null, entries: PersistentMap.empty(), availablePaise: 0, payouts: PersistentMap.empty(), payTo: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'EarningRecorded':
        return { ...state, sellerKind: event.data.sellerKind, entries: state.entries.set(event.data.entryId, { netPaise: event.data.netPaise, status: 'pending' }) };
      case 'EarningCleared':
        return { ...state, availablePaise: state.availablePaise + event.data.netPaise, entries: state.entries.set(event.data.entryId, { netPaise: event.data.netPaise, status: 'available' }) };
      case 'EarningReversed':
        return {
          ...state,
          availablePaise: state.availablePaise - (event.data.wasAvailable ? event.data.netPaise : 0),
          entries: state.entries.set(event.data.entryId, { netPaise: event.data.netPaise, status: 'reversed' }),
        };
      case 'PayoutDetailsSet': {
        const { sellerKind, method, accountHolder, accountNumber, ifsc, upiId } = event.data;
        return { ...state, sellerKind, payTo: { method, accountHolder, accountNumber, ifsc, upiId } };
      }
      case 'PayoutRequested': {
        // A version 1 request did not name its earnings: it took every one available then.
        const entryIds = event.data.entryIds ?? idsIn(state.entries, 'available');
        return {
          ...state,
          entries: moveEntries(state.entries, entryIds, 'available', 'requested'),
          availablePaise: state.availablePaise - event.data.amountPaise,
          payouts: state.payouts.set(event.data.payoutId, { amountPaise: event.data.amountPaise, status: 'requested', entryIds }),
        };
      }
      case 'PayoutPaid': {
        const payout = state.payouts.get(event.data.payoutId);
        const entryIds = event.data.entryIds ?? payout?.entryIds ?? [];
        return {
          ...state,
          entries: moveEntries(state.entries, entryIds, 'requested', 'paid'),
          payouts: state.payouts.set(event.data.payoutId, { amountPaise: event.data.amountPaise, status: 'paid', entryIds, reference: event.data.reference }),
        };
      }
    }
  },

  decide(command, state) {
    const at = command.data.now.toISOString();
    const { sellerId } = command.data;
    switch (command.type) {
      case 'RecordEarning': {
        const { sellerKind, sourceKind, sourceId, grossPaise, commissionPaise } = command.data;
        const entryId = entryIdOf(sourceKind, sourceId);
        // The same order or booking recorded again (a redelivery, a retry) records nothing.
        if (state.entries.has(entryId)) return [];
        if (!Number.isInteger(grossPaise) || grossPaise <= 0 || grossPaise > MAX_PAISE) throw DomainError.invalid({ amount: 'Amount must be a positive amount' });
        if (!Number.isInteger(commissionPaise) || commissionPaise < 0 || commissionPaise > grossPaise) throw DomainError.invalid({ commission: 'Commission must be from 0 to the amount' });
        if (state.sellerKind && state.sellerKind !== sellerKind) throw wrongKind(state.sellerKind);
        return [
          {
            type: 'EarningRecorded',
            data: {
              sellerId,
              sellerKind,
              entryId,
              sourceKind,
              sourceId,
              description: command.data.description.trim().slice(0, 200),
              grossPaise,
              commissionPaise,
              netPaise: grossPaise - commissionPaise,
              availableAt: command.data.availableAt.toISOString(),
              recordedAt: at,
            },
          },
        ];
      }
      case 'ClearEarning': {
        const entry = state.entries.get(command.data.entryId);
        if (!entry) throw new DomainError('not_found', 'Earning not found');
        return entry.status === 'pending' ? [{ type: 'EarningCleared', data: { sellerId, entryId: command.data.entryId, netPaise: entry.netPaise, clearedAt: at } }] : [];
      }
      case 'ReverseEarning': {
        const entryId = entryIdOf(command.data.sourceKind, command.data.sourceId);
        const entry = state.entries.get(entryId);
        if (!entry) throw new DomainError('not_found', 'Earning not found');
        if (entry.status === 'reversed') return [];
        const reason = command.data.reason?.trim().slice(0, 500) ?? '';
        // Cleared (and maybe already withdrawn): it comes off the balance.
        return [{ type: 'EarningReversed', data: { sellerId, entryId, netPaise: entry.netPaise, wasAvailable: entry.status !== 'pending', reason, reversedAt: at } }];
      }
      case 'SetPayoutDetails': {
        const { sellerKind, payTo } = command.data;
        if (state.sellerKind && state.sellerKind !== sellerKind) throw wrongKind(state.sellerKind);
        return [{ type: 'PayoutDetailsSet', data: { sellerId, sellerKind, ...payTo, setAt: at } }];
      }
      case 'RequestPayout': {
        if (state.availablePaise <= 0) throw new DomainError('conflict', NO_FUNDS, { amount: NO_FUNDS });
        if (!state.payTo) throw new DomainError('conflict', PAYOUT_MESSAGES.missing, { payoutDetails: PAYOUT_MESSAGES.missing });
        const payoutId = payoutIdOf(sellerId, state.payouts.size + 1);
        const entryIds = idsIn(state.entries, 'available');
        return [{ type: 'PayoutRequested', data: { sellerId, sellerKind: command.data.sellerKind, payoutId, amountPaise: state.availablePaise, entryIds, payTo: state.payTo, requestedAt: at } }];
      }
      case 'MarkPayoutPaid': {
        const payout = state.payouts.get(command.data.payoutId);
        if (!payout) throw new DomainError('not_found', 'Payout not found');
        const reference = command.data.reference?.trim().slice(0, 100) ?? '';
        if (payout.status === 'paid') {
          // Paying again changes nothing; another reference means someone else paid it meanwhile (two admins at once), and theirs stands.
          if (!reference || reference === payout.reference) return [];
          const message = payout.reference ? `This payout was paid already, with reference ${payout.reference}` : 'This payout was paid already, without a reference';
          throw new DomainError('conflict', message, { reference: message });
        }
        return [{ type: 'PayoutPaid', data: { sellerId, payoutId: command.data.payoutId, amountPaise: payout.amountPaise, entryIds: payout.entryIds, reference, paidAt: at } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
