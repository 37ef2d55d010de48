import { RecordedEvent } from '../../platform/event-store/event';

/** A recorded event at `position` (eventId `e<position>`), for read-model specs. */
export const recordedFixture = (position: number, type: string, data: object, occurredAt = '2026-11-23T10:00:00.000Z'): RecordedEvent => ({
  streamId: `test-${position}`,
  revision: 0,
  position,
  type,
  data: data as Record<string, unknown>,
  metadata: { eventId: `e${position}`, actor: { kind: 'user', userId: 'cust-1', role: 'customer' }, correlationId: 'c1', causationId: 'c1', occurredAt, schemaVersion: 1 },
});

/** An OrderPlaced of three lines from two vendors, ₹1,470 in all (the orders context's shape). */
export const orderPlacedFixture = (overrides: { orderId?: string; placedAt?: string; city?: string } = {}) => ({
  orderId: overrides.orderId ?? 'o1',
  orderNumber: 'BZ-2026-000001',
  customerId: 'cust-1',
  totalPaise: 147_000,
  placedAt: overrides.placedAt ?? '2026-11-23T10:00:00.000Z',
  shippingAddress: { city: overrides.city ?? 'Pune' },
  fulfilments: [
    {
      vendorId: 'vend-a',
      subtotalPaise: 120_000,
      lines: [
        { productName: 'Ragi Millet Cookies', quantity: 2, unit: 'piece', subcategory: 'bakery', totalPaise: 20_000 },
        { productName: 'Leather Wallet', quantity: 1, unit: 'piece', subcategory: 'leather', totalPaise: 100_000 },
      ],
    },
    { vendorId: 'vend-b', subtotalPaise: 27_000, lines: [{ productName: 'Multigrain Bread', quantity: 3, unit: 'piece', subcategory: 'bakery', totalPaise: 27_000 }] },
  ],
});
