import { deciderSpec } from '../../platform/domain/decider.testing';
import { DomainError } from '../../platform/domain/domain-error';
import { thrownBy } from '../../platform/thrown.testing';
import { ENQUIRY_CLOSED, enquiryDecider, EnquiryProduct, ENQUIRY_NOT_FOUND, NOT_ENQUIRABLE, QUOTE_CHANGED, QUOTE_HELD, QUOTE_OFF_SALE, QUOTE_ORDERED, QUOTE_PRICE, QUOTE_TOTAL_TOO_LARGE } from './enquiries.decider';
import { EnquiryAnswered, EnquiryClosed, EnquiryEvent, EnquiryQuoted, EnquiryQuoteOrdered, EnquiryQuoteReleased, EnquirySubmitted } from './enquiries.events';

const now = new Date('2026-11-23T10:00:00.000Z');
const at = now.toISOString();
const spec = deciderSpec(enquiryDecider);

const product: EnquiryProduct = { id: 'p1', name: 'Alphonso Mango', category: 'wholesale', approved: true, vendorId: 'v1', pricePaise: 250_000_00, unit: 'tonne', quantity: 3 };
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
const forCustomer = { customerId: 'c1', productName: 'Alphonso Mango' };
const answered: EnquiryAnswered = { type: 'EnquiryAnswered', data: { enquiryId: 'e1', ...forCustomer, answer: 'pii:answer', answeredAt: at } };
// Quoted at 15:30 in India on 23 Nov: valid, by default, for 7 days, through the end of 29 Nov in India (18:29:59.999 UTC).
const quoted: EnquiryQuoted = {
  type: 'EnquiryQuoted',
  data: { enquiryId: 'e1', ...forCustomer, quoteId: 'q1', pricePaise: 240_000_00, quantity: 5, unit: 'tonne', quotedAt: at, validUntil: '2026-11-29T18:29:59.999Z' },
};
// Names the customer and the product (schema 2): the customer is told it was closed.
const closed: EnquiryClosed = { type: 'EnquiryClosed', data: { enquiryId: 'e1', ...forCustomer, closedAt: at } };
const ordered: EnquiryQuoteOrdered = { type: 'EnquiryQuoteOrdered', data: { enquiryId: 'e1', quoteId: 'q1', orderId: 'o1', orderNumber: 'BZ-2026-000001', orderedAt: at } };
const released: EnquiryQuoteReleased = { type: 'EnquiryQuoteReleased', data: { enquiryId: 'e1', quoteId: 'q1', orderId: 'o1', releasedAt: at } };
const orderQuote = (orderId = 'o1', pricePaise = 240_000_00, quantity = 5, when = now) => ({
  type: 'OrderQuote' as const,
  data: { orderId, orderNumber: orderId === 'o1' ? 'BZ-2026-000001' : 'BZ-2026-000002', pricePaise, quantity, now: when },
});
const releaseQuote = (orderId = 'o1') => ({ type: 'ReleaseQuote' as const, data: { orderId, now } });

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

  it("starts at the product's minimum order: a 10-tonne minimum takes 10 to 30 and refuses less, naming the minimum", () => {
    const tenTonnes = { ...product, quantity: 10 };
    for (const quantity of [10, 30]) spec.given([]).when(submit({ product: tenTonnes, quantity })).then([{ ...submitted, data: { ...submitted.data, quantity } }]);
    // A quantity sent as text ('12') is no number: refused with this product's range, as any other.
    for (const quantity of [3, 9, 31, '12' as unknown as number, null as unknown as number]) {
      spec.given([]).when(submit({ product: tenTonnes, quantity })).thenThrows('invalid', { quantity: 'Quantity must be a whole number from 10 to 30: the minimum order is 10 tonnes' });
    }
  });

  it('a minimum order above 30 tonnes is enquired for 30, the most one enquiry takes', () => {
    const fiftyTonnes = { ...product, quantity: 50 };
    spec.given([]).when(submit({ product: fiftyTonnes, quantity: 30 })).then([{ ...submitted, data: { ...submitted.data, quantity: 30 } }]);
    spec.given([]).when(submit({ product: fiftyTonnes, quantity: 29 })).thenThrows('invalid', {
      quantity: 'Quantity must be 30: the minimum order is 50 tonnes and one enquiry or order takes at most 30',
    });
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
    // Another vendor's enquiry is absent to them, as it is when they read it.
    spec.given([submitted]).when(answer(otherVendor)).thenThrows('not_found');
    spec.given([submitted]).when(answer(vendor, 0)).thenThrows('invalid', { answer: 'Answer is required' });
    spec.given([submitted]).when(answer(vendor, 5001)).thenThrows('invalid', { answer: 'Answer must be at most 5000 characters' });
    spec.given([]).when(answer(admin)).thenThrows('not_found');
  });

  it('quotes a price per tonne for the enquiry quantity unless another is given', () => {
    const quote = (pricePaise: number, quantity?: number, by = vendor) => ({ type: 'QuoteEnquiry' as const, data: { by, quoteId: 'q1', pricePaise, quantity, onSale: true, now } });
    spec.given([submitted]).when(quote(240_000_00)).then([quoted]);
    spec.given([submitted, answered]).when(quote(240_000_00, 12)).then([{ ...quoted, data: { ...quoted.data, quantity: 12 } }]);
    spec.given([submitted]).when(quote(0)).thenThrows('invalid', { price: QUOTE_PRICE });
    spec.given([submitted]).when(quote(100, 31)).thenThrows('invalid', { quantity: 'Quantity must be a whole number from 3 to 30' });
    spec.given([submitted]).when(quote(100, undefined, otherVendor)).thenThrows('not_found');
  });

  it('refuses a quote whose total an order could not take (checkout caps an order at ₹1,00,00,00,000 and a quote is one line)', () => {
    const quote = (pricePaise: number, quantity: number) => ({ type: 'QuoteEnquiry' as const, data: { by: vendor, quoteId: 'q1', pricePaise, quantity, onSale: true, now } });
    // ₹10 crore a tonne for 10 tonnes is the cap itself: taken.
    spec.given([submitted]).when(quote(10_00_00_000_00, 10)).then([{ ...quoted, data: { ...quoted.data, pricePaise: 10_00_00_000_00, quantity: 10 } }]);
    spec.given([submitted]).when(quote(10_00_00_000_00 + 1, 10)).thenThrows('invalid', { price: QUOTE_TOTAL_TOO_LARGE });
    spec.given([submitted]).when(quote(100_00_00_000_00, 30)).thenThrows('invalid', { price: QUOTE_TOTAL_TOO_LARGE });
  });

  it('refuses a quote on a product no longer on sale (deleted, unapproved, set inactive, its vendor suspended): checkout would never take it', () => {
    const quote = (onSale: boolean, by: { userId: string; role: 'vendor' | 'admin' } = vendor) => ({ type: 'QuoteEnquiry' as const, data: { by, quoteId: 'q1', pricePaise: 240_000_00, onSale, now } });
    const stateOf = (events: EnquiryEvent[]) => events.reduce(enquiryDecider.evolve, enquiryDecider.initialState());
    for (const by of [vendor, admin]) {
      const refusal = thrownBy(() => enquiryDecider.decide(quote(false, by), stateOf([submitted, answered])), DomainError);
      expect([refusal.kind, refusal.message]).toEqual(['conflict', QUOTE_OFF_SALE]);
    }
    // Another vendor still reads it as absent.
    spec.given([submitted]).when(quote(false, otherVendor)).thenThrows('not_found');
    spec.given([submitted]).when(quote(true)).then([quoted]);
  });

  it('a quote holds for the days its vendor gives (1 to 30, by default 7), through the end of the last day in India', () => {
    const quote = (validDays?: number) => ({ type: 'QuoteEnquiry' as const, data: { by: vendor, quoteId: 'q1', pricePaise: 240_000_00, validDays, onSale: true, now } });
    spec.given([submitted]).when(quote(1)).then([{ ...quoted, data: { ...quoted.data, validUntil: '2026-11-23T18:29:59.999Z' } }]);
    spec.given([submitted]).when(quote(30)).then([{ ...quoted, data: { ...quoted.data, validUntil: '2026-12-22T18:29:59.999Z' } }]);
    for (const validDays of [0, 31, 2.5, -1, Number.NaN]) {
      spec.given([submitted]).when(quote(validDays)).thenThrows('invalid', { validDays: 'Valid for must be a whole number of days from 1 to 30' });
    }
  });

  it("checkout cannot hold a quote past its last day, nor once an order gave it back after then; the vendor's new quote can be", () => {
    const lastMoment = new Date('2026-11-29T18:29:59.999Z');
    const dayAfter = new Date('2026-11-29T18:30:00.000Z');
    spec.given([submitted, quoted]).when(orderQuote('o1', 240_000_00, 5, lastMoment)).then([{ ...ordered, data: { ...ordered.data, orderedAt: lastMoment.toISOString() } }]);
    const late = thrownBy(() => enquiryDecider.decide(orderQuote('o1', 240_000_00, 5, dayAfter), [submitted, quoted].reduce(enquiryDecider.evolve, enquiryDecider.initialState())), DomainError);
    expect(late).toMatchObject({ kind: 'conflict', message: 'This quote expired on 29 Nov 2026: ask the vendor for a new one' });
    // Cancelled after its last day, the order gives it back, but no second order takes it at the old price.
    spec.given([submitted, quoted, ordered, released]).when(orderQuote('o2', 240_000_00, 5, dayAfter)).thenThrows('conflict');
    const requoted: EnquiryQuoted = { ...quoted, data: { ...quoted.data, quoteId: 'q2', pricePaise: 255_000_00, validUntil: '2026-12-06T18:29:59.999Z' } };
    spec.given([submitted, quoted, requoted]).when(orderQuote('o1', 255_000_00, 5, dayAfter)).then([{ ...ordered, data: { ...ordered.data, quoteId: 'q2', orderedAt: dayAfter.toISOString() } }]);
    // A quote recorded before quotes had an end (schema 2, lifted with validUntil null) stays orderable.
    const endless: EnquiryQuoted = { ...quoted, data: { ...quoted.data, validUntil: null } };
    spec.given([submitted, endless]).when(orderQuote('o1', 240_000_00, 5, new Date('2027-06-01T00:00:00.000Z'))).then([{ ...ordered, data: { ...ordered.data, orderedAt: '2027-06-01T00:00:00.000Z' } }]);
  });

  it('a closed enquiry takes no answer, quote or second close', () => {
    spec.given([submitted]).when({ type: 'CloseEnquiry', data: { by: vendor, now } }).then([closed]);
    spec.given([submitted, closed]).when({ type: 'CloseEnquiry', data: { by: admin, now } }).thenThrows('conflict');
    spec.given([submitted, closed]).when({ type: 'AnswerEnquiry', data: { by: vendor, answer: 'x', answerLength: 1, now } }).thenThrows('conflict');
    spec.given([submitted, quoted, closed]).when({ type: 'QuoteEnquiry', data: { by: vendor, quoteId: 'q2', pricePaise: 1, onSale: true, now } }).thenThrows('conflict');
    expect(ENQUIRY_CLOSED).toBe('This enquiry is closed');
  });

  it('status follows what happened: pending, answered, quoted (also when answered after), closed', () => {
    const fold = (events: Parameters<typeof enquiryDecider.evolve>[1][]) => events.reduce(enquiryDecider.evolve, enquiryDecider.initialState()).status;
    expect(fold([submitted])).toBe('pending');
    expect(fold([submitted, answered])).toBe('answered');
    expect(fold([submitted, quoted, answered])).toBe('quoted');
    expect(fold([submitted, answered, closed])).toBe('closed');
    expect(fold([submitted, quoted, ordered])).toBe('ordered');
    expect(fold([submitted, quoted, ordered, released])).toBe('quoted');
    expect(fold([submitted, quoted, ordered, closed])).toBe('closed');
    expect(ENQUIRY_NOT_FOUND).toBe('Enquiry not found');
  });

  it('checkout holds the current quote for one order at the price and quantity it was priced at', () => {
    spec.given([submitted, quoted]).when(orderQuote()).then([ordered]);
    // The process manager's retry for the same order records nothing more.
    spec.given([submitted, quoted, ordered]).when(orderQuote()).then([]);
    spec.given([submitted]).when(orderQuote()).thenThrows('conflict');
    spec.given([submitted, quoted]).when(orderQuote('o1', 230_000_00)).thenThrows('conflict');
    spec.given([submitted, quoted]).when(orderQuote('o1', 240_000_00, 6)).thenThrows('conflict');
    spec.given([submitted, quoted, closed]).when(orderQuote()).thenThrows('conflict');
    spec.given([]).when(orderQuote()).thenThrows('not_found');
    expect(QUOTE_CHANGED).toMatch(/changed/);
  });

  it('a quote is ordered once: a second order is refused until the first gives it back', () => {
    spec.given([submitted, quoted, ordered]).when(orderQuote('o2')).thenThrows('conflict');
    spec.given([submitted, quoted, ordered, released]).when(orderQuote('o2')).then([
      { type: 'EnquiryQuoteOrdered', data: { ...ordered.data, orderId: 'o2', orderNumber: 'BZ-2026-000002' } },
    ]);
    expect(QUOTE_ORDERED).toBe('This quote has already been ordered');
  });

  it('is not closed while an order holds its quote; once that order gives it back, it can be', () => {
    spec.given([submitted, quoted, ordered]).when({ type: 'CloseEnquiry', data: { by: vendor, now } }).thenThrows('conflict');
    spec.given([submitted, quoted, ordered]).when({ type: 'CloseEnquiry', data: { by: admin, now } }).thenThrows('conflict');
    spec.given([submitted, quoted, ordered, released]).when({ type: 'CloseEnquiry', data: { by: vendor, now } }).then([closed]);
    expect(QUOTE_HELD).toMatch(/order holds this quote/);
  });

  it('only the order holding the quote gives it back, once', () => {
    spec.given([submitted, quoted, ordered]).when(releaseQuote()).then([released]);
    spec.given([submitted, quoted, ordered]).when(releaseQuote('o2')).then([]);
    spec.given([submitted, quoted, ordered, released]).when(releaseQuote()).then([]);
    // An enquiry closed while ordered (recorded before that was refused) still gets its quote back when the order is cancelled.
    spec.given([submitted, quoted, ordered, closed]).when(releaseQuote()).then([released]);
  });

  it('an ordered quote keeps its price: the vendor may quote again only once that order gave it back', () => {
    const requote = { type: 'QuoteEnquiry' as const, data: { by: vendor, quoteId: 'q2', pricePaise: 200_000_00, onSale: true, now } };
    spec.given([submitted, quoted, ordered]).when(requote).thenThrows('conflict');
    spec.given([submitted, quoted, ordered, released]).when(requote).then([{ ...quoted, data: { ...quoted.data, quoteId: 'q2', pricePaise: 200_000_00 } }]);
  });
});
