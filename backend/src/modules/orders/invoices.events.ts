import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';

/**
 * A vendor's tax invoice for one order's part, numbered in the vendor's own series: `serial`
 * counts the vendor's invoices of the financial year from 1, `invoiceNumber` is
 * `<financialYear>/<serial, six digits>` (2026-27/000001: at most 16 characters, letters,
 * digits, '-' and '/', as GST invoices are numbered). Issued when the part ships (ADR 0062).
 */
export type InvoiceIssued = DomainEvent<
  'InvoiceIssued',
  { vendorId: string; orderId: string; orderNumber: string; financialYear: string; serial: number; invoiceNumber: string; issuedAt: string }
>;

export const INVOICE_EVENT_TYPES: EventTypeDefinition[] = [{ type: 'InvoiceIssued', context: 'orders', schemaVersion: 1 }];

/** One stream per vendor: the series its invoices are numbered in, one after the other. */
export const invoiceSeriesStream = (vendorId: string) => `invoices-${vendorId}`;
