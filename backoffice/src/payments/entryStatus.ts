import type { Tone } from '../common/StatusChip';
import { formatDateTime, TIME_ZONE_LABEL } from '../dates';
import type { LedgerEntryStatus } from './types';

/**
 * An earning's status as both Payments pages show it: a pending one says when it becomes
 * available, to the second on India's clock. The hold ends at an instant (the earning's time
 * plus the hold), not at the start of a day: 'Available from 3 Dec 2026' read as that whole
 * day while it still showed Pending until that day's afternoon.
 */
export const entryStatus = (entry: { status: LedgerEntryStatus; availableAt: string }): { label: string; tone: Tone; note?: string } => {
    switch (entry.status) {
        case 'pending':
            return { label: 'Pending', tone: 'amber', note: `Available from ${formatDateTime(entry.availableAt)} ${TIME_ZONE_LABEL}` };
        case 'available':
            return { label: 'Available', tone: 'green' };
        case 'requested':
            return { label: 'Requested', tone: 'blue', note: 'Withdrawal asked for' };
        case 'paid':
            return { label: 'Paid', tone: 'grey', note: 'Paid out' };
        case 'reversed':
            return { label: 'Reversed', tone: 'red' };
    }
};
