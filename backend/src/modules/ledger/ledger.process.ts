import { ProcessManager } from '../../platform/domain/process-manager';
import { EarningRecorded } from './ledger.events';

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
}

export type ProviderEarning = { type: 'RecordEarning'; sellerId: string; sourceId: string; description: string; grossPaise: number; commissionPaise: number };

/** Policy: a completed booking is its provider's earning, less the marketplace's commission. */
export function providerEarningsProcess(commissionPercent: number): ProcessManager<null, ProviderEarning> {
  return {
    name: PROVIDER_EARNINGS,
    reactsTo: ['BookingCompleted'],
    instanceOf: (event) => (event.data as BookingCompletedData).bookingId,
    initialState: () => null,
    evolve: (state) => state,
    decide(input) {
      if (input.kind !== 'event') return {};
      const { bookingId, providerId, serviceName, pricePaise } = input.event.data as BookingCompletedData;
      const commissionPaise = Math.round((pricePaise * commissionPercent) / 100);
      return { commands: [{ type: 'RecordEarning', sellerId: providerId, sourceId: bookingId, description: serviceName, grossPaise: pricePaise, commissionPaise }] };
    },
  };
}
