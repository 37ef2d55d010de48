import { isInternalField, labelOf, valueText } from './historyValues';

/** An OrderPlaced as the History endpoint sends it (personal data opened, amounts as the event keeps them). */
const line = (productName: string, quantity: number, unit: string, totalPaise: number) => ({
    productId: 'p1', productName, productType: 'retail', subcategory: 'bakery', vendorId: 'v1', quantity, unit, unitPricePaise: totalPaise / quantity, totalPaise, commissionPercent: 10, commissionVersion: 0, enquiryId: null,
});
const address = { name: 'Asha Kulkarni', phone: '+919822011111', line1: '14 FC Road', line2: null, city: 'Pune', state: 'Maharashtra', pincode: '411004' };

describe('History values in words', () => {
    it('shows amounts in paise as rupees, named without paise', () => {
        expect(labelOf('subtotalPaise')).toBe('Subtotal');
        expect(labelOf('deliveryFeePaise')).toBe('Delivery fee');
        expect(valueText('subtotalPaise', 171_000_000)).toBe('₹17,10,000.00');
        expect(valueText('pricePaise', 79_900)).toBe('₹799.00');
        // Fields the server already maps to rupees stay as they are.
        expect(valueText('price', 799)).toBe('₹799.00');
    });

    it("shows a percentage with its sign: a commission's rate, before and after", () => {
        expect(valueText('percent', 12.5)).toBe('12.5 %');
        expect(valueText('previousPercent', 10)).toBe('10 %');
        expect(valueText('couponPercent', 20)).toBe('20 %');
    });

    it("summarises an order's lines as quantity × product, per vendor part", () => {
        const fulfilments = [
            { vendorId: 'v1', subtotalPaise: 32_000, lines: [line('Ragi Millet Cookies', 2, 'piece', 32_000)] },
            { vendorId: 'v2', subtotalPaise: 166_500_000, lines: [line('Alphonso Mango (Ratnagiri)', 9, 'tonne', 166_500_000)] },
        ];
        expect(labelOf('fulfilments')).toBe('Items');
        expect(valueText('fulfilments', fulfilments)).toBe('2 × Ragi Millet Cookies (₹320.00); 9 tonnes × Alphonso Mango (Ratnagiri) (₹16,65,000.00)');
        expect(valueText('fulfilments', fulfilments)).not.toContain('[object Object]');
    });

    it('shows an address by its readable parts, and a sealed one as (sealed)', () => {
        expect(valueText('shippingAddress', address)).toBe('Asha Kulkarni, +919822011111, 14 FC Road, Pune, Maharashtra, 411004');
        expect(valueText('billingAddress', { ...address, name: 'pii:v1:abc', line1: 'pii:v1:def' })).toBe('(sealed)');
        expect(valueText('billingAddress', { ...address, gstin: '27AAPFU0939F1ZV' })).toBe('Asha Kulkarni, +919822011111, 14 FC Road, Pune, Maharashtra, 411004, GSTIN 27AAPFU0939F1ZV');
        expect(valueText('billingAddress', { ...address, gstin: 'pii:v1:ghi' })).toBe('(sealed)');
        expect(valueText('customerName', 'pii:v1:abc')).toBe('(sealed)');
    });

    it('summarises any other nested value by its readable fields, never as JSON', () => {
        expect(valueText('quote', { quoteId: 'q1', pricePaise: 250_000, quantity: 5, unit: 'tonne', quotedAt: '2026-11-27T10:00:00.000Z' })).toBe('Price: ₹2,500.00, Quantity: 5, Unit: tonne');
        expect(valueText('workingHours', { days: ['mon', 'tue'], from: '09:00', to: '17:00' })).toBe('mon, tue 09:00-17:00');
    });

    it('hides internal fields: the request digest, flags, ids and versions', () => {
        for (const field of ['requestDigest', 'notifiedAtPlacement', 'vendorIds', 'vendorId', 'id', 'commissionVersion', 'paymentDueAt']) expect(isInternalField(field)).toBe(true);
        for (const field of ['orderNumber', 'shippingAddress', 'subtotalPaise', 'paymentMethod', 'invitedBy']) expect(isInternalField(field)).toBe(false);
    });

    it('names the payment method and leaves empty values to the caller', () => {
        expect(valueText('paymentMethod', 'cod')).toBe('Cash on delivery');
        expect(valueText('couponCode', null)).toBeNull();
        expect(valueText('cities', [])).toBe('');
    });

    it("names a category by its name, never its id: a commission's, a rate's, a product's subcategory, a service's", () => {
        expect(valueText('category', 'bakery')).toBe('Bakery');
        expect(valueText('category', 'pulses')).toBe('Pulses & Cereals');
        expect(valueText('subcategory', 'leather')).toBe('Leather');
        expect(valueText('category', 'e-service')).toBe('E-Services');
        // A product's channel is no category id: it stays as it is.
        expect(valueText('category', 'retail')).toBe('retail');
    });
});
