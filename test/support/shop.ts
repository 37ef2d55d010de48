import { randomUUID } from 'node:crypto';
import { TestApp } from './app';

type Auth = { Authorization: string };

/** Lists a product as `vendor` and has the admin approve it; answers its id. */
export async function productOnSale(t: TestApp, vendor: Auth, admin: Auth, overrides: Record<string, unknown> = {}): Promise<string> {
  const body = { name: `Retail item ${randomUUID().slice(0, 8)}`, category: 'retail', subcategory: 'bakery', price: 150, stock: 20, quantity: 1, unit: 'piece', ...overrides };
  const created = await t.http().post('/api/admin/products').set(vendor).send(body).expect(201);
  await t.http().post(`/api/admin/products/${created.body.id}/approve`).set(admin).send({}).expect(201);
  return created.body.id as string;
}

export const address = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Kulkarni',
  phone: '+91 98220 11111',
  line1: '14 FC Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
  ...overrides,
});

/** POST /api/checkout with a fresh Idempotency-Key unless one is given. */
export function checkout(t: TestApp, customer: Auth, body: Record<string, unknown>, key: string = randomUUID()) {
  return t
    .http()
    .post('/api/checkout')
    .set(customer)
    .set('Idempotency-Key', key)
    .send({ shippingAddress: address(), paymentMethod: 'cod', ...body });
}

/** The product's stock as its public record shows it. */
export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const res = await t.http().get(`/api/products/${productId}`).expect(200);
  return res.body.stock as number;
}
