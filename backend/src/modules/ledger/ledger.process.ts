import { ProcessManager } from '../../platform/domain/process-manager';
import { RecordEarningCommand } from './ledger.commands';
import { EarningRecorded, EarningSource } from './ledger.events';

export const LEDGER_CLEARING = 'ledger-clearing';
export const PROVIDER_EARNINGS = 'provider-earnings';

/** Clears each earning when its clearing period ends (a durable timeout: once, also after a restart). */
export function ledgerClearingProcess(): ProcessManager<null, { type: 'ClearEarning'; sellerId: string; entryId: string }> {
  return {
    name: LEDGER_CLEARING,
    reactsTo: ['EarningRecorded'],
    instanceOf: (event) => {
      const data = event.data as EarningRecorded['data'];
      return `${data.sellerId}.${data.entryId}`;
    },
    initialState: () => null,
    evolve: (state) => state,
    decide(input) {
      if (input.kind === 'timeout') return { commands: [{ type: 'ClearEarning', ...(input.data as { sellerId: string; entryId: string }) }] };
      const { sellerId, entryId, availableAt } = (input.event as unknown as EarningRecorded).data;
      return { timeouts: [{ name: 'ClearingPeriod', dueAt: new Date(availableAt), data: { sellerId, entryId } }] };
    },
  };
}

/** The fields of BookingCompleted (bookings context) the policy needs. */
interface BookingCompletedData {
  bookingId: string;
  providerId: string;
  serviceName: string;
  pricePaise: number;
  endsAt: string | null;
  completedAt?: string;
}

/** What the earnings policies ask of the ledger. */
export type EarningCommand =
  | { type: 'RecordEarning'; input: RecordEarningCommand['input'] }
  | { type: 'ReverseEarning'; sellerId: string; sourceKind: EarningSource; sourceId: string; reason: string };

/** Policy: a completed booking is its provider's earning, less the marketplace's commission, dated when it was completed. */
export function providerEarningsProcess(commissionPercent: number): ProcessManager<null, EarningCommand> {
  return {
    name: PROVIDER_EARNINGS,
    reactsTo: ['BookingCompleted'],
    instanceOf: (event) => (event.data as BookingCompletedData).bookingId,
    initialState: () => null,
    evolve: (state) => state,
    decide(input) {
      if (input.kind !== 'event') return {};
      const { bookingId, providerId, serviceName, pricePaise, endsAt, completedAt } = input.event.data as BookingCompletedData;
      const commissionPaise = Math.round((pricePaise * commissionPercent) / 100);
      return {
        commands: [
          {
            type: 'RecordEarning',
            input: { sellerId: providerId, sellerKind: 'provider', sourceKind: 'booking', sourceId: bookingId, description: serviceName, grossPaise: pricePaise, commissionPaise, ...(endsAt ? { earnedAt: new Date(endsAt) } : {}), ...(completedAt ? { completedAt: new Date(completedAt) } : {}) },
          },
        ],
      };
    },
  };
}

export const VENDOR_REFUNDS = 'vendor-refunds';

/** The fields of the orders context's OrderRefunded the policy needs. */
interface OrderRefundedData {
  orderId: string;
  vendorId: string | null;
  vendorIds: string[];
  reason: string;
}

/**
 * Policy: a refund of a vendor's part of an order (or of the whole order) reverses the
 * earning checkout recorded for it on delivery; a refund before delivery finds no earning
 * and changes nothing.
 */
export function vendorRefundsProcess(): ProcessManager<null, EarningCommand> {
  return {
    name: VENDOR_REFUNDS,
    reactsTo: ['OrderRefunded'],
    instanceOf: (event) => (event.data as { orderId: string }).orderId,
    initialState: () => null,
    evolve: (state) => state,
    decide(input) {
      if (input.kind !== 'event') return {};
      const { orderId, vendorId, vendorIds, reason } = input.event.data as OrderRefundedData;
      return { commands: (vendorId ? [vendorId] : vendorIds).map((sellerId) => ({ type: 'ReverseEarning' as const, sellerId, sourceKind: 'order' as const, sourceId: orderId, reason })) };
    },
  };
}
