import { deciderSpec } from '../../platform/domain/decider.testing';
import { ProductApproved, ProductDelisted, ProductEvent, ProductListed, ProductRejected } from './catalogue.events';
import { decideBulk, productDecider, ProductInput, Requester } from './product.decider';

const spec = deciderSpec(productDecider);
const now = new Date('2026-11-20T09:30:00.000Z');
const at = now.toISOString();
const vendor: Requester = { userId: 'v1', role: 'vendor' };
const otherVendor: Requester = { userId: 'v2', role: 'vendor' };
const admin: Requester = { userId: 'a1', role: 'admin' };
const customer: Requester = { userId: 'c1', role: 'customer' };
const ids = { productId: 'p1', vendorId: 'v1' };

const mangoInput: ProductInput = { name: ' Alphonso   Mango ', subcategory: 'fruits', pricePaise: 320_000, stock: 40 };

const listed: ProductListed = {
  type: 'ProductListed',
  data: {
    ...ids,
    name: 'Alphonso Mango',
    description: '',
    category: 'wholesale',
    subcategory: 'fruits',
    pricePaise: 320_000,
    stock: 40,
    quantity: 3,
    unit: 'tonne',
    cities: [],
    showOnPages: ['wholesale'],
    vendorStatus: 'active',
    imageId: null,
    slug: 'alphonso-mango',
    listedAt: at,
  },
};
const approved: ProductApproved = { type: 'ProductApproved', data: { ...ids, approvedAt: at } };
const rejected: ProductRejected = { type: 'ProductRejected', data: { ...ids, reason: 'Blurry photo', rejectedAt: at } };
const delisted: ProductDelisted = { type: 'ProductDelisted', data: { ...ids, slug: 'alphonso-mango', delistedAt: at } };

const list = (input: ProductInput, by: Requester = vendor, vendorKnown = true) =>
  ({ type: 'ListProduct', data: { ...ids, vendorKnown, slug: 'alphonso-mango', by, input, now } }) as const;
const edit = (input: ProductInput, by: Requester = vendor) => ({ type: 'EditProduct', data: { by, input, now } }) as const;

describe('product decider', () => {
  describe("the goods' HSN code", () => {
    it('lists a product with its own code, and one without none at all (its subcategory\'s is printed)', () => {
      spec.given([]).when(list({ ...mangoInput, hsnCode: ' 08045020 ' })).then([{ ...listed, data: { ...listed.data, hsnCode: '08045020' } }]);
      spec.given([]).when(list({ ...mangoInput, hsnCode: '' })).then([listed]);
    });

    it('refuses a code that is not 4, 6 or 8 digits, naming hsnCode', () => {
      for (const hsnCode of ['804', '08045', '0804502', '080450201', 'HSN0804']) {
        spec.given([]).when(list({ ...mangoInput, hsnCode })).thenThrows('invalid', { hsnCode: 'HSN code must be 4, 6 or 8 digits' });
      }
    });

    it("changes it without sending an approved product back for review (customers do not read it), and clears it with a blank", () => {
      const coded = { ...listed, data: { ...listed.data, hsnCode: '0804' } };
      spec.given([coded, approved]).when(edit({ hsnCode: '080450' })).then([{ type: 'ProductUpdated', data: { ...ids, changes: { hsnCode: '080450' }, resubmitted: false, updatedAt: at } }]);
      spec.given([coded, approved]).when(edit({ hsnCode: '' })).then([{ type: 'ProductUpdated', data: { ...ids, changes: { hsnCode: null }, resubmitted: false, updatedAt: at } }]);
      spec.given([listed, approved]).when(edit({ hsnCode: '' })).then([]);
      spec.given([coded, approved]).when(edit({ name: 'Alphonso Mango' })).then([]);
    });
  });

  describe('when the product does not exist', () => {
    it('lists it unapproved with the spec defaults: wholesale, quantity 3, tonne, active', () => {
      spec.given([]).when(list(mangoInput)).then([listed]);
    });

    it('takes the kind from a retail subcategory, kg as its unit and grams as gm', () => {
      const [event] = productDecider.decide(list({ name: 'Rusk', subcategory: 'bakery', pricePaise: 4_550 }), productDecider.initialState()) as ProductListed[];
      expect(event.data).toMatchObject({ category: 'retail', unit: 'kg', quantity: 1, showOnPages: ['retail'] });
      const [grams] = productDecider.decide(list({ name: 'Rusk', subcategory: 'bakery', pricePaise: 4_550, unit: 'grams' }), productDecider.initialState()) as ProductListed[];
      expect(grams.data.unit).toBe('gm');
    });

    it('maps the storefront slugs of spec 5 (pulses-cereals is pulses)', () => {
      const [event] = productDecider.decide(list({ ...mangoInput, subcategory: 'pulses-cereals' }), productDecider.initialState()) as ProductListed[];
      expect(event.data.subcategory).toBe('pulses');
    });

    it('refuses a product without name, subcategory or price, naming each field', () => {
      spec.given([]).when(list({})).thenThrows('invalid', { name: 'Name is required', subcategory: 'Subcategory is required', price: 'Price is required' });
    });

    it('refuses a negative price, a quantity outside 3 to 100 tonnes and a unit other than tonne for wholesale', () => {
      spec.given([]).when(list({ ...mangoInput, pricePaise: -100 })).thenThrows('invalid', { price: 'Price must be 0 or more' });
      for (const quantity of [2, 101, 3.5])
        spec.given([]).when(list({ ...mangoInput, quantity })).thenThrows('invalid', { quantity: 'Quantity must be a whole number from 3 to 100 tonnes' });
      spec.given([]).when(list({ ...mangoInput, unit: 'kg' })).thenThrows('invalid', { unit: 'Wholesale products are sold per tonne' });
    });

    it('takes a wholesale price of 0 (sold by quote) but not a retail one', () => {
      const [event] = productDecider.decide(list({ ...mangoInput, pricePaise: 0 }), productDecider.initialState()) as ProductListed[];
      expect(event.data.pricePaise).toBe(0);
      spec.given([]).when(list({ name: 'Rusk', subcategory: 'bakery', pricePaise: 0 })).thenThrows('invalid', { price: 'A retail product needs a price above 0' });
    });

    it('refuses unknown cities, pages and statuses, and a subcategory of the other kind', () => {
      spec
        .given([])
        .when(list({ ...mangoInput, category: 'retail', cities: ['Atlantis'], showOnPages: ['services'], vendorStatus: 'live' }))
        .thenThrows('invalid', {
          subcategory: 'Subcategory must be one of bakery, diapers, leather, apparels, jewellery, handicrafts',
          cities: expect.stringMatching(/^Cities must be among Mumbai, Delhi/) as unknown as string,
          showOnPages: 'Pages must be wholesale and/or retail',
          vendorStatus: 'Status must be one of active, inactive, draft',
        });
    });

    it('lists only for oneself (a vendor) or for a known vendor (an admin)', () => {
      spec.given([]).when(list(mangoInput, otherVendor)).thenThrows('forbidden');
      spec.given([]).when(list(mangoInput, customer)).thenThrows('forbidden');
      spec.given([]).when(list(mangoInput, admin, false)).thenThrows('invalid', { vendorId: 'Vendor not found' });
      spec.given([]).when(list(mangoInput, admin)).then([listed]);
    });

    it('cannot change what does not exist', () => {
      spec.given([]).when(edit({ pricePaise: 1 })).thenThrows('not_found');
      spec.given([]).when({ type: 'ApproveProduct', data: { by: admin, now } }).thenThrows('not_found');
    });
  });

  describe('when the product is listed', () => {
    it('is approved by an admin only, once', () => {
      spec.given([listed]).when({ type: 'ApproveProduct', data: { by: admin, now } }).then([approved]);
      spec.given([listed]).when({ type: 'ApproveProduct', data: { by: vendor, now } }).thenThrows('forbidden');
      spec.given([listed, approved]).when({ type: 'ApproveProduct', data: { by: admin, now } }).then([]);
    });

    it('is rejected with a reason the vendor sees; a reason is required', () => {
      spec.given([listed, approved]).when({ type: 'RejectProduct', data: { by: admin, reason: ' Blurry   photo ', now } }).then([rejected]);
      spec.given([listed]).when({ type: 'RejectProduct', data: { by: admin, reason: '  ', now } }).thenThrows('invalid', { reason: 'Reason is required' });
      spec.given([listed]).when({ type: 'RejectProduct', data: { by: vendor, reason: 'x', now } }).thenThrows('forbidden');
    });

    it('turns an edit into named events: the listed fields, the price and the stock', () => {
      spec
        .given([listed])
        .when(edit({ name: 'Alphonso Mango', description: 'Ratnagiri', pricePaise: 350_000, stock: 12 }))
        .then([
          { type: 'ProductUpdated', data: { ...ids, changes: { description: 'Ratnagiri' }, resubmitted: false, updatedAt: at } },
          { type: 'ProductPriceChanged', data: { ...ids, previousPaise: 320_000, pricePaise: 350_000, changedAt: at } },
          { type: 'ProductStockAdjusted', data: { ...ids, previousStock: 40, stock: 12, adjustedAt: at } },
        ]);
    });

    it('decides nothing for an edit that changes nothing', () => {
      spec.given([listed]).when(edit({ name: 'Alphonso Mango', pricePaise: 320_000, subcategory: 'fruits' })).then([]);
    });

    it('sends a vendor\'s change of what customers read back for approval, not a price, stock or status change, nor an admin\'s edit', () => {
      spec.given([listed, approved]).when(edit({ name: 'Alphonso Mango (Devgad)' })).then([
        { type: 'ProductUpdated', data: { ...ids, changes: { name: 'Alphonso Mango (Devgad)' }, resubmitted: true, updatedAt: at } },
      ]);
      spec.given([listed, approved]).when(edit({ showOnPages: ['wholesale', 'retail'] })).then([
        { type: 'ProductUpdated', data: { ...ids, changes: { showOnPages: ['wholesale', 'retail'] }, resubmitted: true, updatedAt: at } },
      ]);
      spec.given([listed, approved]).when(edit({ vendorStatus: 'inactive' })).then([
        { type: 'ProductUpdated', data: { ...ids, changes: { vendorStatus: 'inactive' }, resubmitted: false, updatedAt: at } },
      ]);
      spec.given([listed, approved]).when(edit({ name: 'Alphonso Mango (Devgad)' }, admin)).then([
        { type: 'ProductUpdated', data: { ...ids, changes: { name: 'Alphonso Mango (Devgad)' }, resubmitted: false, updatedAt: at } },
      ]);
    });

    it('resubmits a rejected product its vendor edits', () => {
      const events = productDecider.decide(edit({ imageId: 'img1' }), [listed, rejected].reduce(productDecider.evolve, productDecider.initialState()));
      expect(events).toEqual([{ type: 'ProductUpdated', data: { ...ids, changes: { imageId: 'img1' }, resubmitted: true, updatedAt: at } }]);
      const state = [listed, rejected, ...events].reduce(productDecider.evolve, productDecider.initialState());
      expect(state).toMatchObject({ status: 'pending', rejectionReason: null });
    });

    it('checks the product as it would stand: moving to retail needs a retail subcategory', () => {
      spec.given([listed]).when(edit({ category: 'retail' })).thenThrows('invalid', {
        subcategory: 'Subcategory must be one of bakery, diapers, leather, apparels, jewellery, handicrafts',
      });
    });

    it('keeps other vendors and customers out: to them the product is not found, as its back-office record', () => {
      spec.given([listed]).when(edit({ pricePaise: 1 }, otherVendor)).thenThrows('not_found');
      spec.given([listed]).when({ type: 'DelistProduct', data: { by: otherVendor, now } }).thenThrows('not_found');
      spec.given([listed]).when({ type: 'AdjustStock', data: { by: customer, stock: 1, now } }).thenThrows('not_found');
    });

    it('adjusts stock to a counted figure within 0 to 1,000,000', () => {
      spec.given([listed]).when({ type: 'AdjustStock', data: { by: vendor, stock: 0, now } }).then([
        { type: 'ProductStockAdjusted', data: { ...ids, previousStock: 40, stock: 0, adjustedAt: at } },
      ]);
      spec.given([listed]).when({ type: 'AdjustStock', data: { by: vendor, stock: -1, now } }).thenThrows('invalid', { stock: 'Stock must be a whole number from 0 to 1000000' });
      spec.given([listed]).when({ type: 'AdjustStock', data: { by: vendor, stock: 40, now } }).then([]);
    });

    it('is delisted by its vendor, carrying the slug to release', () => {
      spec.given([listed, approved]).when({ type: 'DelistProduct', data: { by: vendor, now } }).then([delisted]);
    });
  });

  describe('when the product was delisted', () => {
    it('changes no more, and delisting again decides nothing', () => {
      spec.given([listed, delisted]).when(edit({ pricePaise: 1 })).thenThrows('conflict');
      spec.given([listed, delisted]).when({ type: 'ApproveProduct', data: { by: admin, now } }).thenThrows('conflict');
      spec.given([listed, delisted]).when({ type: 'DelistProduct', data: { by: vendor, now } }).then([]);
    });
  });

  describe('bulk review', () => {
    const state = (...events: ProductEvent[]) => events.reduce(productDecider.evolve, productDecider.initialState());

    it('decides every product, skipping those already approved', () => {
      const decided = decideBulk({ type: 'ApproveProduct', data: { by: admin, now } }, [state(listed), state(listed, approved)]);
      expect(decided).toEqual([[approved], []]);
    });

    it('refuses the whole batch naming each line that cannot be decided', () => {
      expect(() => decideBulk({ type: 'ApproveProduct', data: { by: admin, now } }, [state(listed), state(), state(listed, delisted)])).toThrow(
        expect.objectContaining({ errors: { 'ids.1': 'Product not found.', 'ids.2': 'This product was deleted and can no longer change' } }),
      );
      expect(() => decideBulk({ type: 'RejectProduct', data: { by: admin, now } }, [state(listed)])).toThrow(expect.objectContaining({ errors: { reason: 'Reason is required' } }));
    });
  });
});
