import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';

export const ENQUIRY_STATUSES = ['pending', 'answered', 'quoted', 'closed'] as const;
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
export type EnquiryAnswered = DomainEvent<'EnquiryAnswered', { enquiryId: string; answer: string; answeredAt: string }>;
/** A price per unit (tonne) for a quantity: what checkout can turn into a wholesale order. */
export type EnquiryQuoted = DomainEvent<'EnquiryQuoted', { enquiryId: string; quoteId: string; pricePaise: number; quantity: number; unit: string; quotedAt: string }>;
export type EnquiryClosed = DomainEvent<'EnquiryClosed', { enquiryId: string; closedAt: string }>;
export type EnquiryEvent = EnquirySubmitted | EnquiryAnswered | EnquiryQuoted | EnquiryClosed;

export const ENQUIRY_EVENT_TYPES: EventTypeDefinition[] = [
  { type: 'EnquirySubmitted', context: 'enquiries', schemaVersion: 1 },
  { type: 'EnquiryAnswered', context: 'enquiries', schemaVersion: 1 },
  { type: 'EnquiryQuoted', context: 'enquiries', schemaVersion: 1 },
  { type: 'EnquiryClosed', context: 'enquiries', schemaVersion: 1 },
];

export const enquiryStream = (enquiryId: string) => `enquiry-${enquiryId}`;
