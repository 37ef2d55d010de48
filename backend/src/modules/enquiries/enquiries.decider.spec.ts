import { deciderSpec } from '../../platform/domain/decider.testing';
import { ENQUIRY_CLOSED, enquiryDecider, EnquiryProduct, NOT_ENQUIRABLE, NOT_YOUR_ENQUIRY, QUOTE_PRICE } from './enquiries.decider';
import { EnquiryAnswered, EnquiryClosed, EnquiryQuoted, EnquirySubmitted } from './enquiries.events';

const now = new Date('2026-11-23T10:00:00.000Z');
const at = now.toISOString();
const spec = deciderSpec(enquiryDecider);

const product: EnquiryProduct = { id: 'p1', name: 'Alphonso Mango', category: 'wholesale', approved: true, vendorId: 'v1', pricePaise: 250_000_00, unit: 'tonne' };
const submit = (overrides: Partial<{ product: EnquiryProduct | null; quantity: number; messageLength: number }> = {}) => ({
  type: 'SubmitEnquiry' as const,
  data: { enquiryId: 'e1', customerId: 'c1', customerName: 'pii:name', customerEmail: 'pii:email', customerPhone: null, message: 'pii:msg', messageLength: 20, product, quantity: 5, now, ...overrides },
});
const submitted: EnquirySubmitted = {
  type: 'EnquirySubmitted',
  data: {
    enquiryId: 'e1',
    customerId: 'c1',
    customerName: 'pii:name',
    customerEmail: 'pii:email',
    customerPhone: null,
    message: 'pii:msg',
    productId: 'p1',
    productName: 'Alphonso Mango',
    vendorId: 'v1',
    quantity: 5,
    unit: 'tonne',
    pricePaise: 250_000_00,
    submittedAt: at,
  },
};
const vendor = { userId: 'v1', role: 'vendor' as const };
const otherVendor = { userId: 'v2', role: 'vendor' as const };
const admin = { userId: 'a1', role: 'admin' as const };
const answered: EnquiryAnswered = { type: 'EnquiryAnswered', data: { enquiryId: 'e1', answer: 'pii:answer', answeredAt: at } };
const quoted: EnquiryQuoted = { type: 'EnquiryQuoted', data: { enquiryId: 'e1', quoteId: 'q1', pricePaise: 240_000_00, quantity: 5, unit: 'tonne', quotedAt: at } };
const closed: EnquiryClosed = { type: 'EnquiryClosed', data: { enquiryId: 'e1', closedAt: at } };

describe('enquiry decider', () => {
  it('submits a pending enquiry with the product, vendor, unit and price taken from the catalogue', () => {
    spec.given([]).when(submit()).then([submitted]);
  });

  it('takes 3 to 30 whole tonnes only', () => {
    for (const quantity of [3, 30]) spec.given([]).when(submit({ quantity })).then([{ ...submitted, data: { ...submitted.data, quantity } }]);
    for (const quantity of [2, 31, 3.5, Number.NaN, -4]) {
      spec.given([]).when(submit({ quantity })).thenThrows('invalid', { quantity: 'Quantity must be a whole number from 3 to 30' });
    }
  });

  it('refuses a product that is missing, not approved or not wholesale', () => {
    spec.given([]).when(submit({ product: null })).thenThrows('not_found', { productId: 'Product not found.' });
    spec.given([]).when(submit({ product: { ...product, approved: false } })).thenThrows('invalid', { productId: NOT_ENQUIRABLE });
    spec.given([]).when(submit({ product: { ...product, category: 'retail' } })).thenThrows('invalid', { productId: NOT_ENQUIRABLE });
  });

  it('refuses a message over 2000 characters', () => {
    spec.given([]).when(submit({ messageLength: 2001 })).thenThrows('invalid', { message: 'Message must be at most 2000 characters' });
  });

  it('submitting the same enquiry twice records it once', () => {
    spec.given([submitted]).when(submit()).then([]);
  });

  it("the product's vendor or an admin answers; another vendor may not", () => {
    const answer = (by: typeof vendor | typeof admin, answerLength = 10) => ({ type: 'AnswerEnquiry' as const, data: { by, answer: 'pii:answer', answerLength, now } });
    spec.given([submitted]).when(answer(vendor)).then([answered]);
    spec.given([submitted]).when(answer(admin)).then([answered]);
    spec.given([submitted]).when(answer(otherVendor)).thenThrows('forbidden');
    spec.given([submitted]).when(answer(vendor, 0)).thenThrows('invalid', { answer: 'Answer is required' });
    spec.given([submitted]).when(answer(vendor, 5001)).thenThrows('invalid', { answer: 'Answer must be at most 5000 characters' });
    spec.given([]).when(answer(admin)).thenThrows('not_found');
  });

  it('quotes a price per tonne for the enquiry quantity unless another is given', () => {
    const quote = (pricePaise: number, quantity?: number, by = vendor) => ({ type: 'QuoteEnquiry' as const, data: { by, quoteId: 'q1', pricePaise, quantity, now } });
    spec.given([submitted]).when(quote(240_000_00)).then([quoted]);
    spec.given([submitted, answered]).when(quote(240_000_00, 12)).then([{ ...quoted, data: { ...quoted.data, quantity: 12 } }]);
    spec.given([submitted]).when(quote(0)).thenThrows('invalid', { price: QUOTE_PRICE });
    spec.given([submitted]).when(quote(100, 31)).thenThrows('invalid', { quantity: 'Quantity must be a whole number from 3 to 30' });
    spec.given([submitted]).when(quote(100, undefined, otherVendor)).thenThrows('forbidden');
  });

  it('a closed enquiry takes no answer, quote or second close', () => {
    spec.given([submitted]).when({ type: 'CloseEnquiry', data: { by: vendor, now } }).then([closed]);
    spec.given([submitted, closed]).when({ type: 'CloseEnquiry', data: { by: admin, now } }).thenThrows('conflict');
    spec.given([submitted, closed]).when({ type: 'AnswerEnquiry', data: { by: vendor, answer: 'x', answerLength: 1, now } }).thenThrows('conflict');
    spec.given([submitted, quoted, closed]).when({ type: 'QuoteEnquiry', data: { by: vendor, quoteId: 'q2', pricePaise: 1, now } }).thenThrows('conflict');
    expect(ENQUIRY_CLOSED).toBe('This enquiry is closed');
  });

  it('status follows what happened: pending, answered, quoted (also when answered after), closed', () => {
    const fold = (events: Parameters<typeof enquiryDecider.evolve>[1][]) => events.reduce(enquiryDecider.evolve, enquiryDecider.initialState()).status;
    expect(fold([submitted])).toBe('pending');
    expect(fold([submitted, answered])).toBe('answered');
    expect(fold([submitted, quoted, answered])).toBe('quoted');
    expect(fold([submitted, answered, closed])).toBe('closed');
    expect(NOT_YOUR_ENQUIRY).toMatch(/own products/);
  });
});
