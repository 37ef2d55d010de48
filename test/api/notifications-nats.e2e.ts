import { vendorAuth } from '../support/accounts';
import { eventually, startApp, TestApp } from '../support/app';
import { NatsServer, startNatsServer } from '../support/nats-server';
import { appendEvent } from '../support/order-events';

/** How long the bus is down while orders keep being placed (issue 11). */
const OUTAGE_MS = 30_000;
const ORDERS = 6;

/**
 * The notifications read model is fed only by the bus. With NATS down for 30 seconds while
 * orders are placed (the log keeps them), then back: every notification arrives, once each.
 */
describe('notifications over NATS survive a 30-second outage', () => {
  let nats: NatsServer;
  let t: TestApp;
  beforeAll(async () => {
    nats = await startNatsServer();
    t = await startApp({ natsUrl: nats.url });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await nats?.stop();
  });

  const mine = async (who: { Authorization: string }) => (await t.http().get('/api/me/notifications?perPage=100').set(who).expect(200)).body;
  const order = (customerId: string, vendorId: string, n: number) => ({
    orderId: `nats-order-${n}`,
    orderNumber: `BZ-2026-${String(900 + n).padStart(6, '0')}`,
    customerId,
    totalPaise: 10_000,
    placedAt: new Date().toISOString(),
    shippingAddress: { city: 'Pune' },
    fulfilments: [{ vendorId, subtotalPaise: 10_000, lines: [{ subcategory: 'bakery', totalPaise: 10_000 }] }],
  });

  it('every order placed during the outage notifies the customer and the vendor exactly once when NATS is back', async () => {
    const customer = await t.customerAuth('Nisha Outage');
    const vendor = await vendorAuth(t);
    await appendEvent(t, 'OrderPlaced', order(customer.userId, vendor.userId, 0));
    await eventually(async () => (await mine(customer)).total === 1);

    await nats.halt();
    const outage = Date.now();
    for (let n = 1; n <= ORDERS; n++) {
      await appendEvent(t, 'OrderPlaced', order(customer.userId, vendor.userId, n));
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS / ORDERS / 2));
    }
    // Nothing can arrive while the bus is down.
    expect((await mine(customer)).total).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - outage))));
    await nats.restart();

    await eventually(async () => (await mine(customer)).total === ORDERS + 1 && (await mine(vendor)).total === ORDERS + 1, 60_000, 250);
    // Redeliveries and the relay's retries change nothing: one notification per order and recipient.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const who of [customer, vendor]) {
      const { items, total } = await mine(who);
      expect(total).toBe(ORDERS + 1);
      expect(new Set(items.map((n: { orderNumber: string }) => n.orderNumber)).size).toBe(ORDERS + 1);
    }
  }, 150_000);
});
