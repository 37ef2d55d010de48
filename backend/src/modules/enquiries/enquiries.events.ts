import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';

export const ENQUIRY_STATUSES = ['pending', 'answered', 'quoted', 'ordered', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * A wholesale enquiry about one approved wholesale product. The product's vendor, name,
 * unit and price are copied from the catalogue's read model by the server when the
 * enquiry is submitted (never from the client). The customer's name, e-mail, phone and message
 * and every answer are sealed under the customer's key: erasing the customer erases them.
 */
export type EnquirySubmitted = DomainEvent<
  'EnquirySubmitted',
  {
    enquiryId: string;
    customerId: string;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
    productId: string;
    productName: string;
    vendorId: string;
    quantity: number;
    unit: string;
    /** The product's catalogue price per unit when asked (0: priced by quote). */
    pricePaise: number;
    message: string;
    submittedAt: string;
  }
>;
/**
 * Answers and quotes name the customer and the product (schema 2) so the customer's
 * notification needs no lookup; schema-1 events are lifted with `customerId: null` (they
 * notified no one when they happened, and a replay keeps it so).
 */
type ForCustomer = { customerId: string | null; productName: string | null };
export type EnquiryAnswered = DomainEvent<'EnquiryAnswered', ForCustomer & { enquiryId: string; answer: string; answeredAt: string }>;
/**
 * A price per unit (tonne) for a quantity: what checkout can turn into a wholesale order until
 * `validUntil` (schema 3; null for earlier quotes, which had no end).
 */
export type EnquiryQuoted = DomainEvent<
  'EnquiryQuoted',
  ForCustomer & { enquiryId: string; quoteId: string; pricePaise: number; quantity: number; unit: string; quotedAt: string; validUntil: string | null }
>;
/** Names the customer and the product (schema 2) for the customer's notice; schema 1 is lifted with `customerId: null` (no one was told then). */
export type EnquiryClosed = DomainEvent<'EnquiryClosed', ForCustomer & { enquiryId: string; closedAt: string }>;
/** Checkout holds the current quote for one order (used once), as it holds a line's stock. */
export type EnquiryQuoteOrdered = DomainEvent<'EnquiryQuoteOrdered', { enquiryId: string; quoteId: string; orderId: string; orderNumber: string; orderedAt: string }>;
/** The order was cancelled or its vendor refused it: the quote may be ordered again. */
export type EnquiryQuoteReleased = DomainEvent<'EnquiryQuoteReleased', { enquiryId: string; quoteId: string; orderId: string; releasedAt: string }>;
export type EnquiryEvent = EnquirySubmitted | EnquiryAnswered | EnquiryQuoted | EnquiryClosed | EnquiryQuoteOrdered | EnquiryQuoteReleased;

const forNoOne = (data: object) => ({ ...data, customerId: null, productName: null });

export const ENQUIRY_EVENT_TYPES: EventTypeDefinition[] = [
  { type: 'EnquirySubmitted', context: 'enquiries', schemaVersion: 1 },
  { type: 'EnquiryAnswered', context: 'enquiries', schemaVersion: 2, upcasters: { 1: forNoOne } },
  { type: 'EnquiryQuoted', context: 'enquiries', schemaVersion: 3, upcasters: { 1: forNoOne, 2: (data: object) => ({ ...data, validUntil: null }) } },
  { type: 'EnquiryClosed', context: 'enquiries', schemaVersion: 2, upcasters: { 1: forNoOne } },
  { type: 'EnquiryQuoteOrdered', context: 'enquiries', schemaVersion: 1 },
  { type: 'EnquiryQuoteReleased', context: 'enquiries', schemaVersion: 1 },
];

export const enquiryStream = (enquiryId: string) => `enquiry-${enquiryId}`;
