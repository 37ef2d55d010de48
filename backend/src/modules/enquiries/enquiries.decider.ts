import {
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGES,
  formatIndianDay,
  isEnquiryQuantity,
  isWholesaleOrderQuantity,
  MAX_RUPEES,
  QUOTE_VALID_DAYS,
  QUOTE_VALID_DAYS_MESSAGE,
  quoteExpired,
  rupeesToPaise,
  wholesaleOrderRange,
  wholesaleQuantityMessage,
} from '@bazaar/common';
import { businessDay, endOfBusinessDay } from '../../platform/domain/business-day';
import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { Requester } from '../../platform/domain/requester';
import { EnquiryEvent, EnquiryStatus } from './enquiries.events';

/** The product as the catalogue's read model holds it when the enquiry is decided. */
export interface EnquiryProduct {
  id: string;
  name: string;
  category: string;
  approved: boolean;
  vendorId: string;
  pricePaise: number;
  unit: string;
  /** The product's minimum order (its `quantity`): an enquiry asks for at least this, within 3-30 tonnes (wholesaleOrderRange). */
  quantity: number;
}


export type EnquiryState =
  | { status: 'absent' }
  | {
      status: EnquiryStatus;
      enquiryId: string;
      customerId: string;
      productName: string;
      vendorId: string;
      quantity: number;
      unit: string;
      quoted: boolean;
      answered: boolean;
      /** The current quote (ordered until `validUntil`, null: no end), and the order holding it (a quote is ordered once). */
      quote: { quoteId: string; pricePaise: number; quantity: number; validUntil: string | null } | null;
      orderId: string | null;
      closed: boolean;
    };

export type EnquiryCommand =
  | {
      type: 'SubmitEnquiry';
      data: {
        enquiryId: string;
        customerId: string;
        /** Sealed by the handler; `messageLength` is the plain text's, for the rule. */
        customerName: string;
        customerEmail: string;
        customerPhone: string | null;
        message: string;
        messageLength: number;
        product: EnquiryProduct | null;
        quantity?: number;
        now: Date;
      };
    }
  | { type: 'AnswerEnquiry'; data: { by: Requester; answer: string; answerLength: number; now: Date } }
  /** `onSale`: whether checkout would sell the product now (read by the handler from the catalogue, as for SubmitEnquiry). */
  | { type: 'QuoteEnquiry'; data: { by: Requester; quoteId: string; pricePaise?: number; quantity?: number; validDays?: number; onSale: boolean; now: Date } }
  | { type: 'CloseEnquiry'; data: { by: Requester; now: Date } }
  /** Checkout's hold (sent by its process manager): the price and quantity the order line was priced at. */
  | { type: 'OrderQuote'; data: { orderId: string; orderNumber: string; pricePaise: number; quantity: number; now: Date } }
  | { type: 'ReleaseQuote'; data: { orderId: string; now: Date } };

export const MAX_ENQUIRY_ANSWER = 5000;
export const NOT_ENQUIRABLE = 'Only approved wholesale products take enquiries';
/** Another vendor's enquiry reads as absent (the back office's GET answers 404 for it): a 403 would tell them the id exists. */
export const ENQUIRY_NOT_FOUND = 'Enquiry not found';
export const ENQUIRY_CLOSED = 'This enquiry is closed';
export const QUOTE_PRICE = 'Price per tonne must be more than 0';
/** Checkout refuses an order whose goods come to more than MAX_RUPEES, and a quote is one line that cannot be split. */
export const QUOTE_TOTAL_TOO_LARGE = 'The quote may total at most ₹1,00,00,00,000 (price per tonne times quantity): an order takes no more';
export const QUOTE_ORDERED = 'This quote has already been ordered';
export const QUOTE_CHANGED = 'This quote has changed since the order was priced';
/** Checkout refuses a product no longer on sale: a quote on it would be offered to the customer and never taken. */
export const QUOTE_OFF_SALE = 'This product is no longer on sale: a quote on it could not be ordered';
export const QUOTE_HELD = 'An order holds this quote: the enquiry can be closed once that order is cancelled';
/** A quote past its last day: its price is no longer the vendor's. */
export const quoteExpiredMessage = (validUntil: string) => `This quote expired on ${formatIndianDay(businessDay(validUntil))}: ask the vendor for a new one`;
/** The end of the India day `validDays - 1` days after `now`: valid for 1 day is through today. */
export const quoteValidUntil = (now: Date, validDays: number) => endOfBusinessDay(businessDay(new Date(now.getTime() + (validDays - 1) * 86_400_000)))!.toISOString();

type Open = Exclude<EnquiryState, { status: 'absent' }>;
/** Status shown: closed, else ordered while an order holds the quote, else quoted, answered or pending. */
const statusOf = (s: Omit<Open, 'status'>): EnquiryStatus =>
  s.closed ? 'closed' : s.orderId ? 'ordered' : s.quoted ? 'quoted' : s.answered ? 'answered' : 'pending';
const next = (state: Open, change: Partial<Open>): Open => ({ ...state, ...change, status: statusOf({ ...state, ...change }) });

export const enquiryDecider: Decider<EnquiryState, EnquiryCommand, EnquiryEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    if (event.type === 'EnquirySubmitted') {
      const { enquiryId, customerId, productName, vendorId, quantity, unit } = event.data;
      return { status: 'pending', enquiryId, customerId, productName, vendorId, quantity, unit, quoted: false, answered: false, quote: null, orderId: null, closed: false };
    }
    if (state.status === 'absent') return state;
    switch (event.type) {
      case 'EnquiryAnswered':
        return next(state, { answered: true });
      case 'EnquiryQuoted': {
        const { quoteId, pricePaise, quantity, validUntil } = event.data;
        return next(state, { quoted: true, quote: { quoteId, pricePaise, quantity, validUntil: validUntil ?? null } });
      }
      case 'EnquiryClosed':
        return next(state, { closed: true });
      case 'EnquiryQuoteOrdered':
        return next(state, { orderId: event.data.orderId });
      case 'EnquiryQuoteReleased':
        return next(state, { orderId: null });
    }
  },
  decide(command, state) {
    const at = command.data.now.toISOString();
    if (command.type === 'SubmitEnquiry') {
      if (state.status !== 'absent') return [];
      const { product, quantity, messageLength, now, ...enquiry } = command.data;
      if (!product) throw new DomainError('not_found', ENQUIRY_MESSAGES.productNotFound, { productId: ENQUIRY_MESSAGES.productNotFound });
      if (product.category !== 'wholesale' || !product.approved) throw DomainError.invalid({ productId: NOT_ENQUIRABLE });
      const errors: Record<string, string> = {};
      const range = wholesaleOrderRange(product.quantity);
      if (!isWholesaleOrderQuantity(quantity, range)) errors.quantity = wholesaleQuantityMessage(range);
      if (messageLength > ENQUIRY_MESSAGE_MAX) errors.message = ENQUIRY_MESSAGES.message;
      if (Object.keys(errors).length || !isWholesaleOrderQuantity(quantity, range)) throw DomainError.invalid(errors);
      return [
        {
          type: 'EnquirySubmitted',
          data: {
            ...enquiry,
            productId: product.id,
            productName: product.name,
            vendorId: product.vendorId,
            quantity,
            unit: product.unit,
            pricePaise: product.pricePaise,
            submittedAt: at,
          },
        },
      ];
    }
    if (state.status === 'absent') throw new DomainError('not_found', ENQUIRY_NOT_FOUND);
    const { enquiryId } = state;
    if (command.type === 'OrderQuote') {
      const { orderId, orderNumber, pricePaise, quantity } = command.data;
      if (state.orderId === orderId) return [];
      if (state.closed) throw new DomainError('conflict', ENQUIRY_CLOSED);
      if (state.orderId) throw new DomainError('conflict', QUOTE_ORDERED);
      if (!state.quote || state.quote.pricePaise !== pricePaise || state.quote.quantity !== quantity) throw new DomainError('conflict', QUOTE_CHANGED);
      if (quoteExpired(state.quote.validUntil, command.data.now)) throw new DomainError('conflict', quoteExpiredMessage(state.quote.validUntil!));
      return [{ type: 'EnquiryQuoteOrdered', data: { enquiryId, quoteId: state.quote.quoteId, orderId, orderNumber, orderedAt: at } }];
    }
    if (command.type === 'ReleaseQuote') {
      // Only the order that holds the quote gives it back; anything else (a retry, another order) is nothing to do.
      if (state.orderId !== command.data.orderId || !state.quote) return [];
      return [{ type: 'EnquiryQuoteReleased', data: { enquiryId, quoteId: state.quote.quoteId, orderId: command.data.orderId, releasedAt: at } }];
    }
    if (command.data.by.role !== 'admin' && command.data.by.userId !== state.vendorId) throw new DomainError('not_found', ENQUIRY_NOT_FOUND);
    if (state.closed) throw new DomainError('conflict', ENQUIRY_CLOSED);
    switch (command.type) {
      case 'AnswerEnquiry': {
        if (command.data.answerLength === 0) throw DomainError.invalid({ answer: 'Answer is required' });
        if (command.data.answerLength > MAX_ENQUIRY_ANSWER) throw DomainError.invalid({ answer: `Answer must be at most ${MAX_ENQUIRY_ANSWER} characters` });
        return [{ type: 'EnquiryAnswered', data: { enquiryId, customerId: state.customerId, productName: state.productName, answer: command.data.answer, answeredAt: at } }];
      }
      case 'QuoteEnquiry': {
        const { quoteId, pricePaise, quantity = state.quantity, validDays = QUOTE_VALID_DAYS.default } = command.data;
        const errors: Record<string, string> = {};
        if (pricePaise === undefined) errors.price = 'Price per tonne is required';
        else if (!Number.isInteger(pricePaise) || pricePaise <= 0) errors.price = QUOTE_PRICE;
        if (!isEnquiryQuantity(quantity)) errors.quantity = ENQUIRY_MESSAGES.quantity;
        // A quote checkout could never take (30 tonnes at ₹50 crore) would sit in the customer's dashboard as orderable.
        else if (!errors.price && pricePaise! * quantity > rupeesToPaise(MAX_RUPEES)) errors.price = QUOTE_TOTAL_TOO_LARGE;
        if (!Number.isInteger(validDays) || validDays < QUOTE_VALID_DAYS.min || validDays > QUOTE_VALID_DAYS.max) errors.validDays = QUOTE_VALID_DAYS_MESSAGE;
        if (Object.keys(errors).length) throw DomainError.invalid(errors);
        // The price an order was placed at stays as it was (given back when that order is cancelled).
        if (state.orderId) throw new DomainError('conflict', QUOTE_ORDERED);
        if (!command.data.onSale) throw new DomainError('conflict', QUOTE_OFF_SALE);
        const validUntil = quoteValidUntil(command.data.now, validDays);
        return [{ type: 'EnquiryQuoted', data: { enquiryId, customerId: state.customerId, productName: state.productName, quoteId, pricePaise: pricePaise!, quantity, unit: state.unit, quotedAt: at, validUntil } }];
      }
      case 'CloseEnquiry':
        // A live order was placed at this quote: closing would hide it as 'closed'. Once that order
        // is cancelled (ReleaseQuote) the enquiry is 'quoted' again and can be closed.
        if (state.orderId) throw new DomainError('conflict', QUOTE_HELD);
        return [{ type: 'EnquiryClosed', data: { enquiryId, customerId: state.customerId, productName: state.productName, closedAt: at } }];
    }
  },
};
