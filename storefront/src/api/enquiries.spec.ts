import { orderableQuote, type MyEnquiry } from './enquiries';

const quote = { quoteId: 'q1', price: 85000, quantity: 12, unit: 'tonne', total: 1020000, quotedAt: '2026-11-23T10:00:00.000Z', validUntil: '2026-11-29T18:29:59.999Z' };
const enquiry = (over: Partial<MyEnquiry> = {}): MyEnquiry => ({
  id: 'e1',
  productId: 'p1',
  productName: 'Basmati Rice',
  quantity: 12,
  unit: 'tonne',
  price: 88000,
  total: 1056000,
  message: '',
  status: 'quoted',
  answer: null,
  answeredAt: null,
  quote,
  order: null,
  closedAt: null,
  submittedAt: '2026-11-23T09:00:00.000Z',
  onSale: true,
  ...over,
});

describe('a quote the customer can order', () => {
  it('is offered through its last day and not after; one made before quotes had an end stays offered', () => {
    expect(orderableQuote(enquiry(), new Date('2026-11-29T18:29:59.999Z'))).toBe(quote);
    expect(orderableQuote(enquiry(), new Date('2026-11-29T18:30:00.000Z'))).toBeNull();
    expect(orderableQuote(enquiry({ quote: { ...quote, validUntil: null } }), new Date('2027-06-01T00:00:00.000Z'))).toEqual({ ...quote, validUntil: null });
  });

  it('is not offered once ordered or closed', () => {
    const at = new Date('2026-11-24T00:00:00.000Z');
    expect(orderableQuote(enquiry({ status: 'ordered', order: { orderId: 'o1', orderNumber: 'BZ-2026-000001', orderedAt: '2026-11-24T00:00:00.000Z' } }), at)).toBeNull();
    expect(orderableQuote(enquiry({ status: 'closed' }), at)).toBeNull();
  });

  it('is not offered once its product is no longer on sale (checkout would refuse it)', () => {
    expect(orderableQuote(enquiry({ onSale: false }), new Date('2026-11-24T00:00:00.000Z'))).toBeNull();
  });
});
