import { deciderSpec } from '../../platform/domain/decider.testing';
import { ProductApproved, ProductListed, StockReleased, StockReserved } from './catalogue.events';
import { timeOrderedId } from '../../platform/event-store/time-ordered-id';
import { OUT_OF_STOCK, productDecider, Requester } from './product.decider';

/** Checkout's stock holds in the product's own stream (issue 11). */
const spec = deciderSpec(productDecider);
const now = new Date('2026-11-20T09:30:00.000Z');
const at = now.toISOString();
const system: Requester = { userId: 'system', role: 'admin' };
const vendor: Requester = { userId: 'v1', role: 'vendor' };
const ids = { productId: 'p1', vendorId: 'v1' };
const listed: ProductListed = {
  type: 'ProductListed',
  data: {
    ...ids, name: 'Rusk', description: '', category: 'retail', subcategory: 'bakery', pricePaise: 45_00, stock: 5, quantity: 1, unit: 'piece',
    cities: [], showOnPages: ['retail'], vendorStatus: 'active', imageId: null, slug: 'rusk', listedAt: at,
  },
};
const approved: ProductApproved = { type: 'ProductApproved', data: { ...ids, approvedAt: at } };
const reserve = (orderId: string, quantity: number, by = system) => ({ type: 'ReserveStock' as const, data: { by, orderId, quantity, now } });
const release = (orderId: string) => ({ type: 'ReleaseStock' as const, data: { by: system, orderId, now } });
const held: StockReserved = { type: 'StockReserved', data: { ...ids, orderId: 'o1', quantity: 3, stock: 2, reservedAt: at } };
const given: StockReleased = { type: 'StockReleased', data: { ...ids, orderId: 'o1', quantity: 3, stock: 5, releasedAt: at } };

describe('product decider: stock held for orders', () => {
  it('holds stock for an order once, never below zero', () => {
    spec.given([listed, approved]).when(reserve('o1', 3)).then([held]);
    spec.given([listed, approved, held]).when(reserve('o1', 3)).then([]);
    spec.given([listed, approved, held]).when(reserve('o2', 3)).thenThrows('conflict');
    spec.given([listed, approved, held]).when(reserve('o2', 2)).then([{ type: 'StockReserved', data: { ...ids, orderId: 'o2', quantity: 2, stock: 0, reservedAt: at } }]);
  });

  it('sells only approved products, and only checkout (the system) holds stock', () => {
    spec.given([listed]).when(reserve('o1', 1)).thenThrows('conflict');
    spec.given([listed, approved]).when(reserve('o1', 1, vendor)).thenThrows('forbidden');
    spec.given([]).when(reserve('o1', 1)).thenThrows('not_found');
    expect(OUT_OF_STOCK).toBe('This product is out of stock');
  });

  it('gives a hold back once; a released order never holds the product again', () => {
    spec.given([listed, approved, held]).when(release('o1')).then([given]);
    spec.given([listed, approved, held, given]).when(release('o1')).then([]);
    spec.given([listed, approved, held, given]).when(reserve('o1', 3)).then([]);
    spec.given([listed, approved]).when(release('o9')).then([]);
  });

  it('an edit that repeats the stock figure it was opened with keeps what orders hold; a pinned or new figure sets it', () => {
    const edit = (stock: number, pinned?: boolean) => ({ type: 'EditProduct' as const, data: { by: vendor, input: { stock }, pinned, now } });
    const adjusted = (previousStock: number, stock: number) => ({ type: 'ProductStockAdjusted' as const, data: { ...ids, previousStock, stock, adjustedAt: at } });
    // Opened at 5, an order held 3 meanwhile: saving the form's unchanged 5 does not undo the hold.
    spec.given([listed, approved, held]).when(edit(5)).then([]);
    // The client edited the revision it saw (If-Match): its 5 is meant.
    spec.given([listed, approved, held]).when(edit(5, true)).then([adjusted(2, 5)]);
    // A figure other than the last one a person set is always a stock-take.
    spec.given([listed, approved, held]).when(edit(8)).then([adjusted(2, 8)]);
    // After that stock-take, 8 is the figure a repeated form carries.
    spec.given([listed, approved, held, adjusted(2, 8), { ...held, data: { ...held.data, orderId: 'o2', stock: 5 } }]).when(edit(8)).then([]);
  });

  it('given a product that sold to 20,000 orders, when an early, a late or a new order asks, then each hold is found, given back once and never taken twice', () => {
    const big = { ...listed, data: { ...listed.data, stock: 1_000_000 } };
    // Server-made (time-ordered) order ids, and other shapes: short, and sharing their last characters.
    const orders = [...Array.from({ length: 20_000 }, () => timeOrderedId()), 'o1', 'x-o1', 'a0000', 'b0000'];
    let stock = 1_000_000;
    const holds: StockReserved[] = orders.map((orderId, i) => ({ type: 'StockReserved', data: { ...ids, orderId, quantity: 1 + (i % 7), stock: (stock -= 1 + (i % 7)), reservedAt: at } }));
    const history = [big, approved, ...holds];
    for (const i of [0, 1, 9_999, 19_999, 20_000, 20_001, 20_002, 20_003]) {
      const orderId = orders[i];
      spec.given(history).when(reserve(orderId, 1)).then([]);
      spec.given(history).when(release(orderId)).then([{ type: 'StockReleased', data: { ...ids, orderId, quantity: 1 + (i % 7), stock: stock + 1 + (i % 7), releasedAt: at } }]);
    }
    const fresh = timeOrderedId();
    spec.given(history).when(reserve(fresh, 2)).then([{ type: 'StockReserved', data: { ...ids, orderId: fresh, quantity: 2, stock: stock - 2, reservedAt: at } }]);
    spec.given(history).when(release(fresh)).then([]);
  });
});
