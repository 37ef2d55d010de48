/** GET /api/me/ledger: the seller's balances in rupees (docs/api.md, Seller ledger). */
export interface LedgerSummary {
    totalEarnings: number;
    pending: number;
    available: number;
    requested: number;
    paid: number;
}

/** One earning of GET /api/me/ledger/entries (a completed booking's, for a provider). */
export interface LedgerEntry {
    id: string;
    sourceKind: 'order' | 'booking';
    sourceId: string;
    description: string;
    amount: number;
    commission: number;
    net: number;
    status: 'pending' | 'available' | 'reversed';
    recordedAt: string;
    availableAt: string;
}

/** A payout request (the `payouts` resource). */
export interface Payout {
    id: string;
    sellerId: string;
    sellerKind: 'vendor' | 'provider';
    amount: number;
    status: 'requested' | 'paid';
    reference: string | null;
    requestedAt: string;
    paidAt: string | null;
}
