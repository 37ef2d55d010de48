import { businessDay } from '../../platform/domain/business-day';
import { Decider } from '../../platform/domain/decider';
import { PersistentMap } from '../../platform/domain/persistent-map';
import { InvoiceIssued } from './invoices.events';

/** India's financial year (April to March) of a moment, by India's day: '2026-27'. */
export function financialYearOf(at: Date): string {
  const [year, month] = businessDay(at).split('-').map(Number);
  const from = month >= 4 ? year : year - 1;
  return `${from}-${String((from + 1) % 100).padStart(2, '0')}`;
}

export const invoiceNumberOf = (financialYear: string, serial: number) => `${financialYear}/${String(serial).padStart(6, '0')}`;

export interface InvoiceSeriesState {
  /** The invoice of each order's part (persistent: the stream gains one with every part shipped). */
  issued: PersistentMap<{ invoiceNumber: string; issuedAt: string }>;
  /** The last serial of each financial year. */
  lastSerial: Record<string, number>;
}

export type InvoiceSeriesCommand = { type: 'IssueInvoice'; data: { vendorId: string; orderId: string; orderNumber: string; now: Date } };

/**
 * The vendor's invoice series: the next serial of the financial year, once per order (the
 * same part issued again keeps its number). Decided on the series' own stream at its revision,
 * in the same append as the part's FulfilmentShipped (fulfilment-status.handler.ts): a number is
 * never taken by two parts, and never taken without its part shipping, so the series has no gaps.
 */
export const invoiceSeriesDecider: Decider<InvoiceSeriesState, InvoiceSeriesCommand, InvoiceIssued> = {
  initialState: () => ({ issued: PersistentMap.empty(), lastSerial: {} }),
  evolve: (state, event) => ({
    issued: state.issued.set(event.data.orderId, { invoiceNumber: event.data.invoiceNumber, issuedAt: event.data.issuedAt }),
    lastSerial: { ...state.lastSerial, [event.data.financialYear]: Math.max(state.lastSerial[event.data.financialYear] ?? 0, event.data.serial) },
  }),
  decide({ data }, state) {
    if (state.issued.has(data.orderId)) return [];
    const financialYear = financialYearOf(data.now);
    const serial = (state.lastSerial[financialYear] ?? 0) + 1;
    return [
      {
        type: 'InvoiceIssued',
        data: { vendorId: data.vendorId, orderId: data.orderId, orderNumber: data.orderNumber, financialYear, serial, invoiceNumber: invoiceNumberOf(financialYear, serial), issuedAt: data.now.toISOString() },
      },
    ];
  },
};
