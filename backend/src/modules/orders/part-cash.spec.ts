import { RecordedEvent } from '../../platform/event-store/event';
import { orderDecider } from './orders.decider';
import { OrderEvent } from './orders.events';
import { applyOrderEvent, OrderView } from './orders.projection';
import { orderPlacedFixture } from './orders.testing';
import { partCash } from './part-cash';

const now = new Date('2026-05-01T11:00:00Z');
const at = now.toISOString();
const vendorIds = ['vA', 'vB'];
const part = (vendorId: string) => ({ orderId: 'o1', orderNumber: 'BZ-2026-000001', customerId: 'c1', vendorId });
const tracking = { trackingId: 'DLV123456', courierName: 'Delhivery', trackingUrl: 'https://track.example/DLV123456' };
const confirmed: OrderEvent = { type: 'OrderConfirmed', data: { orderId: 'o1', vendorIds, confirmedAt: at } };
const shipped = (vendorId: string): OrderEvent => ({ type: 'FulfilmentShipped', data: { ...part(vendorId), ...tracking, shippedAt: at } });
const delivered = (vendorId: string): OrderEvent => ({ type: 'FulfilmentDelivered', data: { ...part(vendorId), deliveredAt: at } });
const cancelledA: OrderEvent = { type: 'FulfilmentStatusChanged', data: { ...part('vA'), from: 'pending', to: 'cancelled', changedAt: at } };
const admin = { role: 'admin' as const, userId: 'admin' };

/** The order's read view after `events` (as the orders read model folds them). */
const viewOf = (events: OrderEvent[]) =>
  events.reduce<OrderView | null>((view, e) => applyOrderEvent(view, { ...e, metadata: { occurredAt: at } } as unknown as RecordedEvent), null)!;
/** What the decider records as collected when `vendorId`'s part is delivered last. */
const collectedOnDelivery = (events: OrderEvent[], vendorId: string) => {
  const state = events.reduce(orderDecider.evolve, orderDecider.initialState());
  const decided = orderDecider.decide({ type: 'SetFulfilmentStatus', data: { vendorId, status: 'delivered', by: admin, now } }, state) as OrderEvent[];
  const paid = decided.find((e) => e.type === 'OrderPaid');
  return paid?.type === 'OrderPaid' ? paid.data.amountPaise : null;
};

describe("partCash: what each vendor's courier collects on a cash-on-delivery order", () => {
  // ₹300 from A and ₹400 from B, 10 % off (₹270 and ₹360), a ₹49 delivery fee: ₹679.
  const placed = orderPlacedFixture({ deliveryFeePaise: 49_00, totalPaise: 679_00 });

  it('given both parts open, then each collects its lines less the coupon, the fee with the first retail part, adding up to the total', () => {
    const view = viewOf([placed, confirmed]);
    expect(partCash(view, 'vA')).toEqual({ deliveryFeePaise: 49_00, collectPaise: 319_00 });
    expect(partCash(view, 'vB')).toEqual({ deliveryFeePaise: 0, collectPaise: 360_00 });
    const history = [placed, confirmed, shipped('vA'), shipped('vB'), delivered('vA')];
    expect(collectedOnDelivery(history, 'vB')).toBe(319_00 + 360_00);
  });

  it("given A's part cancelled, then A collects nothing and B collects its own with the fee: what the order records as collected", () => {
    const view = viewOf([placed, confirmed, cancelledA]);
    expect(partCash(view, 'vA')).toEqual({ deliveryFeePaise: 0, collectPaise: 0 });
    expect(partCash(view, 'vB')).toEqual({ deliveryFeePaise: 49_00, collectPaise: 409_00 });
    expect(collectedOnDelivery([placed, confirmed, cancelledA, shipped('vB')], 'vB')).toBe(409_00);
  });

  it('given an order paid online, then no part collects anything at the door (null), the fee still on one part', () => {
    const view = viewOf([orderPlacedFixture({ paymentMethod: 'sandbox', deliveryFeePaise: 49_00, totalPaise: 679_00 }), confirmed]);
    expect(partCash(view, 'vA')).toEqual({ deliveryFeePaise: 49_00, collectPaise: null });
    expect(partCash(view, 'vB')).toEqual({ deliveryFeePaise: 0, collectPaise: null });
  });
});
