import { RecordedEvent } from '../../platform/event-store/event';
import { checkoutProcess, PAYMENT_WINDOW } from './checkout.process';
import { orderPlacedFixture } from './orders.testing';

const recorded = (event: { type: string; data: unknown }): RecordedEvent =>
  ({ ...event, streamId: 'order-o1', revision: 0, position: 1, metadata: { eventId: 'e1' } }) as unknown as RecordedEvent;

describe('checkout process manager', () => {
  it('secures a placed order; a hosted payment also starts the payment window', () => {
    expect(checkoutProcess.decide({ kind: 'event', event: recorded(orderPlacedFixture()) }, null)).toEqual({ commands: [{ type: 'SecureOrder', orderId: 'o1' }], timeouts: [] });
    const sandbox = orderPlacedFixture({ paymentMethod: 'sandbox', paymentDueAt: '2026-05-01T10:15:00.000Z' });
    expect(checkoutProcess.decide({ kind: 'event', event: recorded(sandbox) }, null)).toEqual({
      commands: [{ type: 'SecureOrder', orderId: 'o1' }],
      timeouts: [{ name: PAYMENT_WINDOW, dueAt: new Date('2026-05-01T10:15:00.000Z'), data: { orderId: 'o1' } }],
    });
  });

  it('expires the payment when the window runs out', () => {
    expect(checkoutProcess.decide({ kind: 'timeout', name: PAYMENT_WINDOW, data: { orderId: 'o1' }, dueAt: '2026-05-01T10:15:00.000Z' }, null)).toEqual({
      commands: [{ type: 'ExpirePayment', orderId: 'o1' }],
    });
  });

  it('gives back the whole order when it is cancelled, and one vendor part when that part is', () => {
    const cancelled = recorded({ type: 'OrderCancelled', data: { orderId: 'o1', vendorIds: ['vA'], reason: 'customer', cancelledAt: '' } });
    expect(checkoutProcess.instanceOf(cancelled)).toBe('o1');
    expect(checkoutProcess.decide({ kind: 'event', event: cancelled }, null)).toEqual({ commands: [{ type: 'ReleaseOrder', orderId: 'o1', vendorId: null }] });
    const part = { orderId: 'o1', orderNumber: 'BZ-2026-000001', customerId: 'c1', vendorId: 'vA', from: 'pending', changedAt: '' };
    expect(checkoutProcess.decide({ kind: 'event', event: recorded({ type: 'FulfilmentStatusChanged', data: { ...part, to: 'cancelled' } }) }, null)).toEqual({
      commands: [{ type: 'ReleaseOrder', orderId: 'o1', vendorId: 'vA' }],
    });
    expect(checkoutProcess.decide({ kind: 'event', event: recorded({ type: 'FulfilmentStatusChanged', data: { ...part, to: 'processing' } }) }, null)).toEqual({});
    expect(checkoutProcess.instanceOf(recorded({ type: 'RateAdded', data: {} }))).toBeNull();
  });

  it("sends a delivered part's earning to the vendor's ledger", () => {
    const earning = { orderId: 'o1', orderNumber: 'BZ-2026-000001', vendorId: 'vA', grossPaise: 300_00, commissionPaise: 30_00, earningPaise: 270_00, recordedAt: '' };
    expect(checkoutProcess.decide({ kind: 'event', event: recorded({ type: 'CommissionRecorded', data: earning }) }, null)).toEqual({ commands: [{ type: 'RecordEarning', earning }] });
  });
});
