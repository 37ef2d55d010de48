import { groupByVendor } from './orders.decider';
import { OrderLine, OrderPlaced } from './orders.events';

/** Test data for the orders context's specs: a line and an order of two vendors. */
export const lineFixture = (overrides: Partial<OrderLine> = {}): OrderLine => ({
  productId: 'p1',
  productName: 'Sourdough loaf',
  productType: 'retail',
  subcategory: 'bakery',
  vendorId: 'vA',
  quantity: 2,
  unit: 'piece',
  unitPricePaise: 150_00,
  totalPaise: 300_00,
  commissionPercent: 10,
  commissionVersion: 0,
  enquiryId: null,
  ...overrides,
});

const address = { name: 'Asha', phone: '+919812345678', line1: '12 MG Road', line2: null, city: 'Pune', state: 'Maharashtra', pincode: '411001' };

/** ₹300 from vendor A and ₹400 from vendor B, SUMMER10 (₹70 off), free delivery: ₹630. */
export const orderPlacedFixture = (overrides: Partial<OrderPlaced['data']> = {}): OrderPlaced => ({
  type: 'OrderPlaced',
  data: {
    orderId: 'o1',
    orderNumber: 'BZ-2026-000001',
    customerId: 'c1',
    fulfilments: groupByVendor([lineFixture(), lineFixture({ productId: 'p2', productName: 'Leather wallet', subcategory: 'leather', vendorId: 'vB', quantity: 1, unitPricePaise: 400_00, totalPaise: 400_00, commissionPercent: 12.5 })]),
    shippingAddress: address,
    billingAddress: address,
    paymentMethod: 'cod',
    couponCode: 'SUMMER10',
    couponPercent: 10,
    subtotalPaise: 700_00,
    discountPaise: 70_00,
    deliveryFeePaise: 0,
    totalPaise: 630_00,
    placedAt: '2026-05-01T10:00:00.000Z',
    paymentDueAt: null,
    ...overrides,
  },
});
