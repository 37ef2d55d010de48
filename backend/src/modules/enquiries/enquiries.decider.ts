import { ENQUIRY_MESSAGE_MAX, ENQUIRY_MESSAGES, isEnquiryQuantity } from '@bazaar/common';
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
}


export type EnquiryState =
  | { status: 'absent' }
  | { status: EnquiryStatus; enquiryId: string; vendorId: string; quantity: number; unit: string; quoted: boolean; answered: boolean };

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
  | { type: 'QuoteEnquiry'; data: { by: Requester; quoteId: string; pricePaise?: number; quantity?: number; now: Date } }
  | { type: 'CloseEnquiry'; data: { by: Requester; now: Date } };

export const MAX_ENQUIRY_ANSWER = 5000;
export const NOT_ENQUIRABLE = 'Only approved wholesale products take enquiries';
export const NOT_YOUR_ENQUIRY = 'You can only handle enquiries about your own products';
export const ENQUIRY_CLOSED = 'This enquiry is closed';
export const QUOTE_PRICE = 'Price per tonne must be more than 0';

/** Status shown: closed, else quoted once a quote exists, else answered once answered. */
const statusOf = (s: { quoted: boolean; answered: boolean }): EnquiryStatus => (s.quoted ? 'quoted' : s.answered ? 'answered' : 'pending');

export const enquiryDecider: Decider<EnquiryState, EnquiryCommand, EnquiryEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    if (event.type === 'EnquirySubmitted') {
      const { enquiryId, vendorId, quantity, unit } = event.data;
      return { status: 'pending', enquiryId, vendorId, quantity, unit, quoted: false, answered: false };
    }
    if (state.status === 'absent') return state;
    switch (event.type) {
      case 'EnquiryAnswered':
        return state.status === 'closed' ? state : { ...state, answered: true, status: statusOf({ ...state, answered: true }) };
      case 'EnquiryQuoted':
        return state.status === 'closed' ? state : { ...state, quoted: true, status: 'quoted' };
      case 'EnquiryClosed':
        return { ...state, status: 'closed' };
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
      if (!isEnquiryQuantity(quantity)) errors.quantity = ENQUIRY_MESSAGES.quantity;
      if (messageLength > ENQUIRY_MESSAGE_MAX) errors.message = ENQUIRY_MESSAGES.message;
      if (Object.keys(errors).length || !isEnquiryQuantity(quantity)) throw DomainError.invalid(errors);
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
    if (state.status === 'absent') throw new DomainError('not_found', 'Enquiry not found');
    if (command.data.by.role !== 'admin' && command.data.by.userId !== state.vendorId) throw new DomainError('forbidden', NOT_YOUR_ENQUIRY);
    if (state.status === 'closed') throw new DomainError('conflict', ENQUIRY_CLOSED);
    switch (command.type) {
      case 'AnswerEnquiry': {
        if (command.data.answerLength === 0) throw DomainError.invalid({ answer: 'Answer is required' });
        if (command.data.answerLength > MAX_ENQUIRY_ANSWER) throw DomainError.invalid({ answer: `Answer must be at most ${MAX_ENQUIRY_ANSWER} characters` });
        return [{ type: 'EnquiryAnswered', data: { enquiryId: state.enquiryId, answer: command.data.answer, answeredAt: at } }];
      }
      case 'QuoteEnquiry': {
        const { quoteId, pricePaise, quantity = state.quantity } = command.data;
        const errors: Record<string, string> = {};
        if (pricePaise === undefined) errors.price = 'Price per tonne is required';
        else if (!Number.isInteger(pricePaise) || pricePaise <= 0) errors.price = QUOTE_PRICE;
        if (!isEnquiryQuantity(quantity)) errors.quantity = ENQUIRY_MESSAGES.quantity;
        if (Object.keys(errors).length) throw DomainError.invalid(errors);
        return [{ type: 'EnquiryQuoted', data: { enquiryId: state.enquiryId, quoteId, pricePaise: pricePaise!, quantity, unit: state.unit, quotedAt: at } }];
      }
      case 'CloseEnquiry':
        return [{ type: 'EnquiryClosed', data: { enquiryId: state.enquiryId, closedAt: at } }];
    }
  },
};
