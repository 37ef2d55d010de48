import { applyEvent } from '../../platform/projections/apply-event';
import { MemoryReadStore } from '../../platform/read-store/memory-read-store';
import { orderPlacedFixture, recordedFixture } from './order-events.testing';
import { periodOf, periodsBetween } from './revenue-periods';
import { RevenueDoc, revenueProjection } from './revenue.projection';

describe('revenue read model', () => {
  it('adds each order to the total, its day, week and month, and its categories and city; replaying twice changes nothing', async () => {
    const store = new MemoryReadStore();
    const events = [
      recordedFixture(1, 'OrderPlaced', orderPlacedFixture()),
      // 20:00 UTC is already the next day in India.
      recordedFixture(2, 'OrderPlaced', orderPlacedFixture({ orderId: 'o2', placedAt: '2026-11-23T20:00:00.000Z', city: 'Mumbai' })),
    ];
    for (let pass = 1; pass <= 2; pass++) for (const event of events) await applyEvent(store, revenueProjection, event);
    const doc = async (id: string) => {
      const found = await store.collection<RevenueDoc>('revenue').findOne({ _id: id });
      return found && { revenuePaise: found.revenuePaise, orders: found.orders };
    };
    expect(await doc('total')).toEqual({ revenuePaise: 294_000, orders: 2 });
    expect(await doc('day:2026-11-23')).toEqual({ revenuePaise: 147_000, orders: 1 });
    expect(await doc('day:2026-11-24')).toEqual({ revenuePaise: 147_000, orders: 1 });
    expect(await doc('week:2026-11-23')).toEqual({ revenuePaise: 294_000, orders: 2 });
    expect(await doc('month:2026-11')).toEqual({ revenuePaise: 294_000, orders: 2 });
    expect(await doc('day-category:2026-11-23:bakery')).toEqual({ revenuePaise: 47_000, orders: 1 });
    expect(await doc('day-category:2026-11-23:leather')).toEqual({ revenuePaise: 100_000, orders: 1 });
    expect(await doc('day-city:2026-11-24:mumbai')).toEqual({ revenuePaise: 147_000, orders: 1 });
  });

  it('each order keeps what it added; a refund and then a cancellation take back at most all of it', async () => {
    const store = new MemoryReadStore();
    const events = [
      recordedFixture(1, 'OrderPlaced', orderPlacedFixture()),
      recordedFixture(2, 'OrderRefunded', { orderId: 'o1', vendorIds: ['vend-b'], vendorId: 'vend-b', amountPaise: 27_000, reason: 'damaged', refundedAt: '2026-11-23T11:00:00.000Z' }),
    ];
    for (let pass = 1; pass <= 2; pass++) for (const event of events) await applyEvent(store, revenueProjection, event);
    const order = () => store.collection<RevenueDoc>('revenue').findOne({ _id: 'order:o1' });
    expect(await order()).toMatchObject({ kind: 'order', period: '2026-11-23', key: 'Pune', revenuePaise: 147_000, refundedPaise: 27_000, deductedPaise: 27_000, deducted: true, cancelled: false });
    await applyEvent(store, revenueProjection, recordedFixture(3, 'OrderCancelled', { orderId: 'o1', vendorIds: ['vend-a', 'vend-b'], reason: 'admin', cancelledAt: '2026-11-23T12:00:00.000Z' }));
    expect(await order()).toMatchObject({ cancelled: true, deductedPaise: 147_000 });
    expect(await store.collection<RevenueDoc>('revenue').findOne({ _id: 'total' })).toMatchObject({ revenuePaise: 147_000, orders: 1 });
  });

  describe('when a vendor cancels their part', () => {
    const cancelledPart = (position: number, vendorId: string) =>
      recordedFixture(position, 'FulfilmentStatusChanged', { orderId: 'o1', orderNumber: 'BZ-2026-000001', customerId: 'cust-1', vendorId, from: 'pending', to: 'cancelled', changedAt: '2026-11-23T11:00:00.000Z' });
    const order = async (events: ReturnType<typeof recordedFixture>[]) => {
      const store = new MemoryReadStore();
      for (let pass = 1; pass <= 2; pass++) for (const event of events) await applyEvent(store, revenueProjection, event);
      return store.collection<RevenueDoc>('revenue').findOne({ _id: 'order:o1' });
    };

    it('before payment: its share leaves the order and its lines leave their categories (a category left with none no longer counts the order)', async () => {
      // Vendor A's ₹200 of bakery and ₹1,000 of leather; vendor B's ₹270 of bakery stays.
      expect(await order([recordedFixture(1, 'OrderPlaced', orderPlacedFixture()), cancelledPart(2, 'vend-a')])).toMatchObject({
        cancelled: false,
        cancelledVendors: ['vend-a'],
        deductedPaise: 120_000,
        deducted: true,
        categoryDeductions: [
          { category: 'bakery', paise: 20_000, gone: false },
          { category: 'leather', paise: 100_000, gone: true },
        ],
      });
    });

    it('its share is its lines less the coupon; a processing step takes nothing', async () => {
      const placed = recordedFixture(1, 'OrderPlaced', { ...orderPlacedFixture(), couponPercent: 10, totalPaise: 132_300 });
      const processing = recordedFixture(2, 'FulfilmentStatusChanged', { orderId: 'o1', vendorId: 'vend-a', from: 'pending', to: 'processing', changedAt: '2026-11-23T11:00:00.000Z' });
      expect(revenueProjection.documentIds(processing)).toEqual([]);
      expect(await order([placed, cancelledPart(3, 'vend-b')])).toMatchObject({ deductedPaise: 24_300, categoryDeductions: [{ category: 'bakery', paise: 27_000, gone: false }] });
    });

    it("after payment: the part's refund is not taken out a second time; another refund comes off what is left", async () => {
      const refund = (position: number, vendorId: string | null, amountPaise: number) =>
        recordedFixture(position, 'OrderRefunded', { orderId: 'o1', vendorIds: ['vend-a', 'vend-b'], vendorId, amountPaise, reason: 'vendor cancelled their part', refundedAt: '2026-11-23T11:00:00.000Z' });
      const placed = recordedFixture(1, 'OrderPlaced', orderPlacedFixture());
      expect(await order([placed, cancelledPart(2, 'vend-b'), refund(3, 'vend-b', 27_000)])).toMatchObject({ deductedPaise: 27_000, refundedPaise: 0 });
      const doc = await order([placed, cancelledPart(2, 'vend-b'), refund(3, 'vend-b', 27_000), refund(4, 'vend-a', 60_000)]);
      expect(doc).toMatchObject({ deductedPaise: 87_000, refundedPaise: 60_000 });
      expect(doc!.categoryDeductions).toEqual([
        { category: 'bakery', paise: 27_000 + 10_000, gone: false },
        { category: 'leather', paise: 50_000, gone: false },
      ]);
    });

    it('the last part cancelled cancels the order: all of it', async () => {
      const cancelled = recordedFixture(4, 'OrderCancelled', { orderId: 'o1', vendorIds: ['vend-a', 'vend-b'], reason: 'vendors', cancelledAt: '2026-11-23T12:00:00.000Z' });
      expect(await order([recordedFixture(1, 'OrderPlaced', orderPlacedFixture()), cancelledPart(2, 'vend-a'), cancelledPart(3, 'vend-b'), cancelled])).toMatchObject({
        deductedPaise: 147_000,
        categoryDeductions: [
          { category: 'bakery', paise: 47_000, gone: true },
          { category: 'leather', paise: 100_000, gone: true },
        ],
      });
    });
  });

  it("puts an order on India's day, week and month: 18:00 UTC on a Sunday is 23:30 IST that Sunday; 18:30 UTC on 30 November is Monday 1 December", async () => {
    const store = new MemoryReadStore();
    await applyEvent(store, revenueProjection, recordedFixture(1, 'OrderPlaced', orderPlacedFixture({ orderId: 'late', placedAt: '2026-11-29T18:00:00.000Z' })));
    await applyEvent(store, revenueProjection, recordedFixture(2, 'OrderPlaced', orderPlacedFixture({ orderId: 'next', placedAt: '2026-11-30T18:30:00.000Z' })));
    const ids = (await store.collection<RevenueDoc>('revenue').find({})).map((d) => d._id);
    expect(ids).toEqual(expect.arrayContaining(['day:2026-11-29', 'week:2026-11-23', 'month:2026-11', 'day:2026-12-01', 'week:2026-11-30', 'month:2026-12']));
    expect(ids).not.toContain('day:2026-11-30');
  });

  it('periods: weeks start on Monday, gaps are listed', () => {
    expect(periodOf('2026-11-29', 'week')).toBe('2026-11-23');
    expect(periodOf('2026-11-30', 'week')).toBe('2026-11-30');
    expect(periodsBetween('2026-11-28', '2026-12-01', 'day')).toEqual(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01']);
    expect(periodsBetween('2026-11-28', '2026-12-08', 'week')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(periodsBetween('2026-10-31', '2026-12-01', 'month')).toEqual(['2026-10', '2026-11', '2026-12']);
  });
});
