import { defineProjection } from '../../platform/projections/projection';
import { EnquiryEvent, EnquiryStatus } from './enquiries.events';

/** The latest quote: what the customer can turn into a wholesale order. */
export interface EnquiryQuote {
  quoteId: string;
  pricePaise: number;
  quantity: number;
  unit: string;
  totalPaise: number;
  quotedAt: string;
  quotedBy: string | null;
  /** Orderable until then (null: quoted before quotes had an end). */
  validUntil: string | null;
}

/**
 * One document per enquiry, for the back office (scoped by vendorId) and the customer's
 * dashboard (by customerId). Name, e-mail, phone, message and answer stay sealed here and are
 * opened when read, so erasing the customer hides them at once, without a rebuild.
 */
export interface EnquiryDoc {
  _id: string;
  customerId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  productId: string;
  productName: string;
  vendorId: string;
  quantity: number;
  unit: string;
  pricePaise: number;
  message: string;
  status: EnquiryStatus;
  answer: string | null;
  answeredAt: string | null;
  answeredBy: string | null;
  quote: EnquiryQuote | null;
  /** The order holding the quote (a quote is ordered once); null again when that order is cancelled. */
  order: { orderId: string; orderNumber: string; orderedAt: string } | null;
  closedAt: string | null;
  submittedAt: string;
  updatedAt: string;
}

const actorId = (recorded: { metadata: { actor: { kind: string; userId?: string } } }) => (recorded.metadata.actor.kind === 'user' ? (recorded.metadata.actor.userId ?? null) : null);

export const enquiriesProjection = defineProjection<EnquiryDoc>({
  name: 'enquiries',
  version: 1,
  collection: 'enquiries',
  indexes: [{ fields: { customerId: 1, submittedAt: -1 } }, { fields: { vendorId: 1, submittedAt: -1 } }],
  search: ['productName'],
  sealedPersonalData: true,
  canHandle: ['EnquirySubmitted', 'EnquiryAnswered', 'EnquiryQuoted', 'EnquiryClosed', 'EnquiryQuoteOrdered', 'EnquiryQuoteReleased'],
  documentIds: (e) => [(e.data as EnquiryEvent['data']).enquiryId],
  evolve: (doc, recorded) => {
    const event = recorded as unknown as EnquiryEvent;
    switch (event.type) {
      case 'EnquirySubmitted': {
        const { enquiryId, ...rest } = event.data;
        return { _id: enquiryId, ...rest, status: 'pending', answer: null, answeredAt: null, answeredBy: null, quote: null, order: null, closedAt: null, updatedAt: rest.submittedAt };
      }
      case 'EnquiryAnswered': {
        const { answer, answeredAt } = event.data;
        return doc && { ...doc, status: doc.order ? 'ordered' : doc.quote ? 'quoted' : 'answered', answer, answeredAt, answeredBy: actorId(recorded), updatedAt: answeredAt };
      }
      case 'EnquiryQuoted': {
        const { quoteId, pricePaise, quantity, unit, quotedAt, validUntil } = event.data;
        const quote = { quoteId, pricePaise, quantity, unit, totalPaise: pricePaise * quantity, quotedAt, quotedBy: actorId(recorded), validUntil: validUntil ?? null };
        return doc && { ...doc, status: 'quoted', quote, updatedAt: quotedAt };
      }
      case 'EnquiryClosed':
        return doc && { ...doc, status: 'closed', closedAt: event.data.closedAt, updatedAt: event.data.closedAt };
      case 'EnquiryQuoteOrdered': {
        const { orderId, orderNumber, orderedAt } = event.data;
        return doc && { ...doc, status: doc.closedAt ? 'closed' : 'ordered', order: { orderId, orderNumber, orderedAt }, updatedAt: orderedAt };
      }
      case 'EnquiryQuoteReleased':
        return doc && { ...doc, status: doc.closedAt ? 'closed' : 'quoted', order: null, updatedAt: event.data.releasedAt };
    }
  },
});
