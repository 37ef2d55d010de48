/** GET /api/me/ledger: the seller's balances in rupees (docs/api.md, Seller ledger). */
export interface LedgerSummary {
    totalEarnings: number;
    pending: number;
    available: number;
    requested: number;
    paid: number;
}

/** One earning of GET /api/me/ledger/entries (a completed booking's for a provider, a delivered order part's for a vendor). */
export interface LedgerEntry {
    id: string;
    sourceKind: 'order' | 'booking';
    sourceId: string;
    description: string;
    amount: number;
    commission: number;
    net: number;
    status: LedgerEntryStatus;
    /** The payout that takes it (requested, paid). */
    payoutId: string | null;
    recordedAt: string;
    /** When a pending one becomes available (EARNINGS_CLEARING_HOURS after it was earned). */
    availableAt: string;
}

export type LedgerEntryStatus = 'pending' | 'available' | 'requested' | 'paid' | 'reversed';

/** Where a seller is paid (GET /api/me/payout-details, masked; a payout's `payTo`, in full for admins). */
export interface PayTo {
    method: 'bank' | 'upi';
    accountHolder: string;
    accountNumber: string | null;
    ifsc: string | null;
    upiId: string | null;
}

/** A payout request (the `payouts` resource). */
export interface Payout {
    id: string;
    sellerId: string;
    sellerKind: 'vendor' | 'provider';
    amount: number;
    status: 'requested' | 'paid';
    payTo: PayTo | null;
    reference: string | null;
    requestedAt: string;
    paidAt: string | null;
}
