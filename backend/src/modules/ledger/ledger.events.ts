import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';

export type SellerKind = 'vendor' | 'provider';
export type EarningSource = 'order' | 'booking';

/** A seller earned money from an order or a booking: pending until it clears. Money in paise. */
export type EarningRecorded = DomainEvent<
  'EarningRecorded',
  {
    sellerId: string;
    sellerKind: SellerKind;
    entryId: string;
    sourceKind: EarningSource;
    sourceId: string;
    description: string;
    grossPaise: number;
    commissionPaise: number;
    netPaise: number;
    availableAt: string;
    recordedAt: string;
  }
>;
/** The clearing period passed: the earning can be withdrawn. */
export type EarningCleared = DomainEvent<'EarningCleared', { sellerId: string; entryId: string; netPaise: number; clearedAt: string }>;
/** The source was refunded or undone: the earning no longer counts (an available one comes off the balance). */
export type EarningReversed = DomainEvent<'EarningReversed', { sellerId: string; entryId: string; netPaise: number; wasAvailable: boolean; reason: string; reversedAt: string }>;
/** Withdraw Funds: the whole available balance is asked for. */
export type PayoutRequested = DomainEvent<'PayoutRequested', { sellerId: string; sellerKind: SellerKind; payoutId: string; amountPaise: number; requestedAt: string }>;
/** An admin paid the payout out. */
export type PayoutPaid = DomainEvent<'PayoutPaid', { sellerId: string; payoutId: string; amountPaise: number; reference: string; paidAt: string }>;

export type LedgerEvent = EarningRecorded | EarningCleared | EarningReversed | PayoutRequested | PayoutPaid;

export const LEDGER_EVENT_TYPES: EventTypeDefinition[] = (['EarningRecorded', 'EarningCleared', 'EarningReversed', 'PayoutRequested', 'PayoutPaid'] as const).map((type) => ({
  type,
  context: 'ledger',
  schemaVersion: 1,
}));

/** One ledger per seller (vendor or provider; their user id): the balance a withdrawal is decided against. */
export const ledgerStream = (sellerId: string) => `ledger-${sellerId}`;
/** An earning is named by its source, so recording it twice records it once. */
export const entryIdOf = (sourceKind: EarningSource, sourceId: string) => `${sourceKind}-${sourceId}`;
/** Payouts are numbered within their seller's ledger: `<sellerId>.<n>` names both. */
export const payoutIdOf = (sellerId: string, n: number) => `${sellerId}.${n}`;
export const sellerOfPayout = (payoutId: string) => payoutId.slice(0, Math.max(payoutId.lastIndexOf('.'), 0));
