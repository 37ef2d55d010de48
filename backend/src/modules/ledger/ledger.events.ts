import type { PayoutDetails } from '@bazaar/common';
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
/** Where the seller is paid: `accountHolder`, `accountNumber`, `ifsc` and `upiId` sealed with the seller's key. */
export type PayTo = PayoutDetails;
/** The seller entered where they are paid (their bank account or UPI ID); it replaces earlier details. */
export type PayoutDetailsSet = DomainEvent<'PayoutDetailsSet', { sellerId: string; sellerKind: SellerKind } & PayTo & { setAt: string }>;
/**
 * Withdraw Funds: the whole available balance is asked for, to be paid to `payTo` (the
 * details on file then, still sealed). `entryIds`: the earnings it pays out; null on
 * version 1 events (before it was recorded: every earning available then).
 */
export type PayoutRequested = DomainEvent<
  'PayoutRequested',
  { sellerId: string; sellerKind: SellerKind; payoutId: string; amountPaise: number; entryIds: string[] | null; payTo: PayTo | null; requestedAt: string }
>;
/** An admin paid the payout out; `entryIds` as its request's (null on version 1 events). */
export type PayoutPaid = DomainEvent<'PayoutPaid', { sellerId: string; payoutId: string; amountPaise: number; entryIds: string[] | null; reference: string; paidAt: string }>;

export type LedgerEvent = EarningRecorded | EarningCleared | EarningReversed | PayoutDetailsSet | PayoutRequested | PayoutPaid;

export const LEDGER_EVENT_TYPES: EventTypeDefinition[] = [
  ...(['EarningRecorded', 'EarningCleared', 'EarningReversed', 'PayoutDetailsSet'] as const).map((type) => ({ type, context: 'ledger', schemaVersion: 1 })),
  // Version 2 records which earnings a payout pays and where to (version 1 knew neither).
  { type: 'PayoutRequested', context: 'ledger', schemaVersion: 2, upcasters: { 1: (data: object) => ({ ...data, entryIds: null, payTo: null }) } },
  { type: 'PayoutPaid', context: 'ledger', schemaVersion: 2, upcasters: { 1: (data: object) => ({ ...data, entryIds: null }) } },
];

/** One ledger per seller (vendor or provider; their user id): the balance a withdrawal is decided against. */
export const ledgerStream = (sellerId: string) => `ledger-${sellerId}`;
/** An earning is named by its source, so recording it twice records it once. */
export const entryIdOf = (sourceKind: EarningSource, sourceId: string) => `${sourceKind}-${sourceId}`;
/** Payouts are numbered within their seller's ledger: `<sellerId>.<n>` names both. */
export const payoutIdOf = (sellerId: string, n: number) => `${sellerId}.${n}`;
export const sellerOfPayout = (payoutId: string) => payoutId.slice(0, Math.max(payoutId.lastIndexOf('.'), 0));
