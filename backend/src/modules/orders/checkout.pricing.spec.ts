import { COUPON_NOT_ON_QUOTES } from '@bazaar/common';
import { QUOTE_ORDERED } from '../enquiries/enquiries.decider';
import { DomainError } from '../../platform/domain/domain-error';
import { thrownBy } from '../../platform/thrown.testing';
import { ENQUIRY_REQUIRED, ORDER_TOTAL_TOO_LARGE, OUT_OF_STOCK, PRICED_BY_QUOTE, priceOrder, PRODUCT_UNAVAILABLE, QUOTE_REPLACED, QUOTE_REQUIRED } from './checkout.pricing';
import { ProductForSale } from './product-stock.port';

const product = (overrides: Partial<ProductForSale>): ProductForSale => ({
  productId: 'p1',
  name: 'Sourdough loaf',
  kind: 'retail',
  subcategory: 'bakery',
  vendorId: 'vA',
  pricePaise: 150_00,
  unit: 'piece',
  stock: 100,
  quantity: 1,
  cities: [],
  onSale: true,
  ...overrides,
});
const catalogue = new Map(
  [
    product({}),
    product({ productId: 'p2', name: 'Wallet', subcategory: 'leather', vendorId: 'vB', pricePaise: 99_99 }),
    product({ productId: 'w1', name: 'Basmati rice', kind: 'wholesale', subcategory: 'pulses', vendorId: 'vC', pricePaise: 3200_00, unit: 'tonne' }),
    product({ productId: 'w2', name: 'Cardamom', kind: 'wholesale', subcategory: 'spices', vendorId: 'vC', pricePaise: 0, unit: 'tonne' }),
    product({ productId: 'w10', name: 'Turmeric', kind: 'wholesale', subcategory: 'spices', vendorId: 'vC', pricePaise: 9000_00, unit: 'tonne', quantity: 10 }),
    product({ productId: 'w50', name: 'Wheat', kind: 'wholesale', subcategory: 'pulses', vendorId: 'vC', pricePaise: 2000_00, unit: 'tonne', quantity: 50 }),
    product({ productId: 'off', onSale: false }),
  ].map((p) => [p.productId, p]),
);
const commission = (category: string) => ({ percent: category === 'leather' ? 12.5 : 10, version: 1 });

const errorsOf = (run: () => unknown) => thrownBy(run, DomainError).errors;

describe('checkout pricing', () => {
  it('takes an order of up to ₹1,00,00,00,000 of goods and refuses a larger one on items, so sums of orders stay exact in paise', () => {
    const dear = new Map([product({ productId: 'd1', pricePaise: 500_000_000_00 }), product({ productId: 'd2', vendorId: 'vB', pricePaise: 500_000_000_00 })].map((p) => [p.productId, p]));
    expect(priceOrder([{ productId: 'd1', quantity: 1 }, { productId: 'd2', quantity: 1 }], dear, commission, 0).subtotalPaise).toBe(1_000_000_000_00);
    expect(errorsOf(() => priceOrder([{ productId: 'd1', quantity: 2 }, { productId: 'd2', quantity: 1 }], dear, commission, 0))).toEqual({ items: ORDER_TOTAL_TOO_LARGE });
    expect(errorsOf(() => priceOrder([{ productId: 'd1', quantity: 1000 }, { productId: 'd2', quantity: 1000 }], dear, commission, 0))).toEqual({ items: ORDER_TOTAL_TOO_LARGE });
  });

  it("freezes each line's HSN code: the product's own, else its subcategory's", () => {
    const coded = new Map([product({ hsnCode: '19059020' }), product({ productId: 'p2', subcategory: 'leather', hsnCode: null }), product({ productId: 'p3', subcategory: 'dairy' })].map((p) => [p.productId, p]));
    const priced = priceOrder(['p1', 'p2', 'p3'].map((productId) => ({ productId, quantity: 1 })), coded, commission, 0);
    expect(priced.lines.map((l) => l.hsnCode)).toEqual(['19059020', '4202', undefined]);
  });

  it('prices from the catalogue, freezes the commission, and charges delivery on small retail orders', () => {
    const priced = priceOrder([{ productId: 'p2', quantity: 2 }], catalogue, commission, 0);
    expect(priced.lines[0]).toMatchObject({ unitPricePaise: 99_99, totalPaise: 199_98, commissionPercent: 12.5, commissionVersion: 1, vendorId: 'vB' });
    expect(priced).toMatchObject({ subtotalPaise: 199_98, discountPaise: 0, deliveryFeePaise: 49_00, totalPaise: 248_98 });
  });

  it('ships retail goods above ₹500 free and takes the coupon per vendor', () => {
    const priced = priceOrder([{ productId: 'p1', quantity: 3 }, { productId: 'p2', quantity: 1 }], catalogue, commission, 10);
    // 450.00 + 99.99 = 549.99; 10% of each vendor's part, rounded down: 45.00 + 9.99.
    expect(priced).toMatchObject({ subtotalPaise: 549_99, discountPaise: 54_99, deliveryFeePaise: 0, totalPaise: 495_00 });
  });

  it('sells wholesale by the tonne, 3 to 30, with no delivery fee', () => {
    const priced = priceOrder([{ productId: 'w1', quantity: 3 }], catalogue, commission, 0);
    expect(priced).toMatchObject({ subtotalPaise: 9600_00, deliveryFeePaise: 0, totalPaise: 9600_00 });
    expect(errorsOf(() => priceOrder([{ productId: 'w1', quantity: 2 }], catalogue, commission, 0))).toEqual({ 'items.0.quantity': 'Quantity must be a whole number from 3 to 30' });
    expect(errorsOf(() => priceOrder([{ productId: 'w1', quantity: 31 }], catalogue, commission, 0))).toEqual({ 'items.0.quantity': 'Quantity must be a whole number from 3 to 30' });
  });

  it("starts a wholesale line at the product's minimum order, up to 30 tonnes, and names the minimum below it", () => {
    expect(priceOrder([{ productId: 'w10', quantity: 10 }], catalogue, commission, 0).lines[0].quantity).toBe(10);
    expect(errorsOf(() => priceOrder([{ productId: 'w10', quantity: 9 }], catalogue, commission, 0))).toEqual({
      'items.0.quantity': 'Quantity must be a whole number from 10 to 30: the minimum order is 10 tonnes',
    });
    // A minimum above 30 tonnes: one line takes 30, the most.
    expect(priceOrder([{ productId: 'w50', quantity: 30 }], catalogue, commission, 0).lines[0].quantity).toBe(30);
    expect(errorsOf(() => priceOrder([{ productId: 'w50', quantity: 29 }], catalogue, commission, 0))).toEqual({
      'items.0.quantity': 'Quantity must be 30: the minimum order is 50 tonnes and one enquiry or order takes at most 30',
    });
    // A quote's quantity is what its vendor agreed (3-30), even below the product's minimum.
    const quotes = new Map([['e1', { enquiryId: 'e1', quoteId: 'q1', productId: 'w10', unitPricePaise: 8000_00, quantity: 5, orderId: null, validUntil: null }]]);
    expect(priceOrder([{ productId: 'w10', quantity: 5, enquiryId: 'e1', quoteId: 'q1' }], catalogue, commission, 0, quotes).lines[0].quantity).toBe(5);
  });

  it('sells a product priced by quote only at the accepted quote', () => {
    expect(errorsOf(() => priceOrder([{ productId: 'w2', quantity: 5 }], catalogue, commission, 0))).toEqual({ 'items.0.productId': PRICED_BY_QUOTE });
    const quotes = new Map([['e1', { enquiryId: 'e1', quoteId: 'q1', productId: 'w2', unitPricePaise: 2500_00, quantity: 5, orderId: null, validUntil: null }]]);
    const priced = priceOrder([{ productId: 'w2', quantity: 5, enquiryId: 'e1', quoteId: 'q1' }], catalogue, commission, 0, quotes);
    expect(priced.lines[0]).toMatchObject({ unitPricePaise: 2500_00, totalPaise: 12500_00, enquiryId: 'e1' });
    expect(errorsOf(() => priceOrder([{ productId: 'w2', quantity: 6, enquiryId: 'e1', quoteId: 'q1' }], catalogue, commission, 0, quotes))).toEqual({ 'items.0.quantity': 'The quote is for 5 tonnes' });
    expect(errorsOf(() => priceOrder([{ productId: 'w1', quantity: 5, enquiryId: 'e1', quoteId: 'q1' }], catalogue, commission, 0, quotes))).toEqual({
      'items.0.enquiryId': 'This quote is not an accepted quote of yours for this product',
    });
  });

  it("charges only the quote the customer names: the vendor's newer quote is a conflict naming the line, a line without its quote a 400", () => {
    // The customer opened quote q1 (₹2,500 a tonne); the vendor has since quoted q2 at ₹2,900.
    const requoted = new Map([['e1', { enquiryId: 'e1', quoteId: 'q2', productId: 'w2', unitPricePaise: 2900_00, quantity: 5, orderId: null, validUntil: null }]]);
    const refusal = thrownBy(() => priceOrder([{ productId: 'w2', quantity: 5, enquiryId: 'e1', quoteId: 'q1' }], catalogue, commission, 0, requoted), DomainError);
    expect(refusal).toMatchObject({ kind: 'conflict', message: QUOTE_REPLACED, errors: { 'items.0.quoteId': QUOTE_REPLACED } });
    // Ordered from the new quote, it is charged at it.
    expect(priceOrder([{ productId: 'w2', quantity: 5, enquiryId: 'e1', quoteId: 'q2' }], catalogue, commission, 0, requoted).lines[0]).toMatchObject({ unitPricePaise: 2900_00, totalPaise: 14500_00 });
    expect(errorsOf(() => priceOrder([{ productId: 'w2', quantity: 5, enquiryId: 'e1' }], catalogue, commission, 0, requoted))).toEqual({ 'items.0.quoteId': QUOTE_REQUIRED });
    expect(errorsOf(() => priceOrder([{ productId: 'w1', quantity: 5, quoteId: 'q2' }], catalogue, commission, 0, requoted))).toEqual({ 'items.0.enquiryId': ENQUIRY_REQUIRED });
  });

  it("takes the coupon off catalogue-priced lines only: a quote's negotiated price is final, and a coupon on quoted lines alone is a 400 on couponCode", () => {
    const quotes = new Map([['e1', { enquiryId: 'e1', quoteId: 'q1', productId: 'w1', unitPricePaise: 3000_00, quantity: 5, orderId: null, validUntil: null }]]);
    const quoted = { productId: 'w1', quantity: 5, enquiryId: 'e1', quoteId: 'q1' };
    // Vendor C's part: 5 t at the quote (₹15,000) and 10 t of turmeric at list price (₹90,000); 10 % of the turmeric only.
    const mixed = priceOrder([quoted, { productId: 'w10', quantity: 10 }], catalogue, commission, 10, quotes);
    expect(mixed).toMatchObject({ subtotalPaise: 105000_00, discountPaise: 9000_00, totalPaise: 96000_00 });
    expect(errorsOf(() => priceOrder([quoted], catalogue, commission, 10, quotes))).toEqual({ couponCode: COUPON_NOT_ON_QUOTES });
    expect(priceOrder([quoted], catalogue, commission, 0, quotes)).toMatchObject({ discountPaise: 0, totalPaise: 15000_00 });
  });

  it('sells a quote through its last day and refuses it after, as a conflict naming the line', () => {
    const quotes = new Map([['e1', { enquiryId: 'e1', quoteId: 'q1', productId: 'w2', unitPricePaise: 2500_00, quantity: 5, orderId: null, validUntil: '2026-11-29T18:29:59.999Z' }]]);
    const line = [{ productId: 'w2', quantity: 5, enquiryId: 'e1', quoteId: 'q1' }];
    expect(priceOrder(line, catalogue, commission, 0, quotes, new Date('2026-11-29T18:29:59.999Z')).totalPaise).toBe(12500_00);
    const late = thrownBy(() => priceOrder(line, catalogue, commission, 0, quotes, new Date('2026-11-29T18:30:00.000Z')), DomainError);
    const expired = 'This quote expired on 29 Nov 2026: ask the vendor for a new one';
    expect(late).toMatchObject({ kind: 'conflict', message: expired, errors: { 'items.0.quoteId': expired } });
  });

  it('refuses a line whose product is not sold in the shipping city, naming it; the city is typed freely and matched on the list spelling', () => {
    const mangoes = product({ productId: 'm1', name: 'Alphonso mangoes', cities: ['Mumbai', 'Pune', 'Ahmedabad'] });
    const sold = new Map([...catalogue, ['m1', mangoes]]);
    const order = (city: string) => priceOrder([{ productId: 'p1', quantity: 1 }, { productId: 'm1', quantity: 2 }], sold, commission, 0, new Map(), new Date(), city);
    expect(errorsOf(() => order('Kolkata'))).toEqual({ 'items.1.productId': 'Alphonso mangoes is not delivered to Kolkata' });
    // Spelled as the list spells it in the message, whatever the case typed; a place off the list is named as typed.
    expect(errorsOf(() => order(' kolkata '))).toEqual({ 'items.1.productId': 'Alphonso mangoes is not delivered to Kolkata' });
    expect(errorsOf(() => order('Nagpur'))).toEqual({ 'items.1.productId': 'Alphonso mangoes is not delivered to Nagpur' });
    // A listed city in any case is delivered to; a product naming no city (p1) goes everywhere.
    expect(order('pUNE ').lines.map((l) => l.productId)).toEqual(['p1', 'm1']);
    expect(priceOrder([{ productId: 'p1', quantity: 1 }], sold, commission, 0, new Map(), new Date(), 'Nagpur').lines).toHaveLength(1);
  });

  it('refuses, as a conflict naming the line, a quote another order already holds', () => {
    const quotes = new Map([['e1', { enquiryId: 'e1', quoteId: 'q1', productId: 'w2', unitPricePaise: 2500_00, quantity: 5, orderId: 'o1', validUntil: null }]]);
    let refusal: unknown;
    try {
      priceOrder([{ productId: 'w2', quantity: 5, enquiryId: 'e1', quoteId: 'q1' }], catalogue, commission, 0, quotes);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ kind: 'conflict', message: QUOTE_ORDERED, errors: { 'items.0.enquiryId': QUOTE_ORDERED } });
  });

  it('refuses, as a conflict naming each line, more than the product holds now: before an order (and its number) is made', () => {
    const stocked = new Map([...catalogue, ['few', product({ productId: 'few', stock: 3 })], ['none', product({ productId: 'none', stock: 0 })]]);
    let refusal: unknown;
    try {
      priceOrder([{ productId: 'p1', quantity: 2 }, { productId: 'few', quantity: 4 }, { productId: 'none', quantity: 1 }], stocked, commission, 0);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({
      kind: 'conflict',
      message: OUT_OF_STOCK,
      errors: { 'items.1.quantity': 'Only 3 pieces left in stock', 'items.2.quantity': 'This product is out of stock' },
    });
    expect(priceOrder([{ productId: 'few', quantity: 3 }], stocked, commission, 0).lines[0]!.quantity).toBe(3);
  });

  it('names every bad line at once: unknown or withdrawn products, duplicates, retail limits, an empty cart', () => {
    expect(
      errorsOf(() =>
        priceOrder(
          [
            { productId: 'nope', quantity: 1 },
            { productId: 'off', quantity: 1 },
            { productId: 'p1', quantity: 0 },
            { productId: 'p1', quantity: 1 },
          ],
          catalogue,
          commission,
          0,
        ),
      ),
    ).toEqual({
      'items.0.productId': PRODUCT_UNAVAILABLE,
      'items.1.productId': PRODUCT_UNAVAILABLE,
      'items.2.quantity': 'Quantity must be a whole number from 1 to 1000',
      'items.3.productId': 'This product is already in the order',
    });
    expect(errorsOf(() => priceOrder([], catalogue, commission, 0))).toEqual({ items: 'Your cart is empty' });
  });
});
