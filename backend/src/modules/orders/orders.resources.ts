import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, rupeesToPaise } from '@bazaar/common';
import { defineResource, ResourceServices } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { USERS_COLLECTION, UserDoc } from '../identity/users.read-model';
import { commissionStream } from './commissions.events';
import { CommissionDoc, commissionsProjection } from './commissions.projection';
import { orderStream } from './orders.events';
import { fulfilmentRecord, orderRecord } from './orders.presenter';
import { FulfilmentDoc, fulfilmentsProjection, OrderView, ordersProjection } from './orders.projection';
import { partCash } from './part-cash';

/** Spec 3 Order: the customer's name and e-mail for the admin, with the spec's fallbacks. */
async function withCustomers<R extends { customerId: string }>(records: R[], { readStore }: ResourceServices) {
  const ids = [...new Set(records.map((r) => r.customerId))];
  const users = ids.length ? await readStore.collection<UserDoc>(USERS_COLLECTION).find({ _id: { $in: ids } }) : [];
  return records.map((r) => {
    const user = users.find((u) => u._id === r.customerId);
    return { ...r, customerName: user?.name || (r.customerId ? `Customer ${r.customerId.slice(-8)}` : 'Unknown Customer'), customerEmail: user?.email ?? null };
  });
}

const money = { toStored: rupeesToPaise };

/** Admin Orders (spec 2.9): every order with its parts per vendor; History from the order's stream. */
export const ordersResource = defineResource({
  name: 'orders',
  collection: ordersProjection.collection,
  roles: ['admin'],
  fields: {
    id: field.id(),
    orderNumber: field.string('orderNumber'),
    customerId: field.string('customerId'),
    status: field.enum('status', ORDER_STATUSES),
    paymentStatus: field.enum('paymentStatus', PAYMENT_STATUSES),
    paymentMethod: field.enum('paymentMethod', PAYMENT_METHODS),
    city: field.string('city'),
    total: field.number('totalPaise', money),
    placedAt: field.date('placedAt'),
  },
  search: ['orderNumber'],
  defaultSort: { placedAt: -1 },
  notFound: 'Order not found',
  streams: (id) => [orderStream(id)],
  // The digest only tells a retried checkout from a changed one (checkout-request.ts): nothing for a person.
  historyFields: { requestDigest: null },
  toRecord: (doc: OrderView) => doc,
  enrich: async (docs, services) => withCustomers(docs.map((d) => ({ ...orderRecord(d, (v) => services.cipher.open(v)) })), services),
});

/** One vendor's part of each order: a vendor sees only the parts holding their goods, and only their lines. */
export const fulfilmentsResource = defineResource({
  name: 'fulfilments',
  collection: fulfilmentsProjection.collection,
  roles: ['admin', 'vendor'],
  scope: (user) => (user.role === 'admin' ? null : { vendorId: user.userId }),
  fields: {
    id: field.id(),
    orderId: field.string('orderId'),
    orderNumber: field.string('orderNumber'),
    vendorId: field.string('vendorId'),
    status: field.enum('fulfilmentStatus', ORDER_STATUSES),
    type: field.enum('productType', ['wholesale', 'retail', 'mixed']),
    paymentStatus: field.enum('paymentStatus', PAYMENT_STATUSES),
    paymentMethod: field.enum('paymentMethod', PAYMENT_METHODS),
    placedAt: field.date('placedAt'),
  },
  search: ['orderNumber'],
  defaultSort: { placedAt: -1 },
  notFound: 'Order not found',
  streams: (id) => [orderStream(id.slice(0, 36))],
  // The order's stream names every vendor's goods and money: a part's History is the order's events and this
  // vendor's own (not another vendor's shipment or commission), without the order-wide lines, figures and vendor list.
  historyEvents: (id, event) => {
    const vendorId = (event.data as { vendorId?: unknown }).vendorId;
    return typeof vendorId !== 'string' || vendorId === id.slice(37);
  },
  // An order-wide event one of the other sellers caused (their delivery took the cash on delivery: OrderPaid) names
  // no one to this vendor: which other seller shares the order is not theirs to read. Admins see who it was.
  historyActor: (id, actor, user) =>
    user.role !== 'admin' && actor.kind === 'user' && actor.role === 'vendor' && actor.userId !== id.slice(37) ? { kind: 'system', reason: 'another seller of the order' } : actor,
  historyFields: {
    fulfilments: null,
    vendorIds: null,
    lines: null,
    subtotalPaise: null,
    discountPaise: null,
    deliveryFeePaise: null,
    totalPaise: null,
    amountPaise: null,
    grossPaise: null,
    commissionPaise: null,
    earningPaise: null,
    couponPercent: null,
    requestDigest: null,
  },
  toRecord: (doc: FulfilmentDoc) => doc,
  enrich: async (docs, services, user) => {
    // What a part collects and whether it carries the delivery fee depend on every part's status: the order's view has them all (a part's document follows its own).
    // A part shown as of a date takes the order as it stood then: today's view would show today's cash.
    const orderIds = [...new Set(docs.map((d) => d.orderId))];
    const { asOf } = services;
    const orders = asOf
      ? (await Promise.all(orderIds.map((id) => asOf.read<OrderView>(ordersProjection.collection, [orderStream(id)], id)))).filter((o): o is OrderView => o !== null)
      : orderIds.length
        ? await services.readStore.collection<OrderView>(ordersProjection.collection).find({ _id: { $in: orderIds } })
        : [];
    const byId = new Map(orders.map((o) => [o._id, o]));
    const reader = user?.role === 'admin' ? 'admin' : 'vendor';
    return withCustomers(docs.map((d) => fulfilmentRecord(d, (v) => services.cipher.open(v), reader, partCash(byId.get(d.orderId) ?? d, d.vendorId))), services);
  },
});

/** Commission per category, versioned: the rates an admin has set (unset categories take the default). */
export const commissionsResource = defineResource({
  name: 'commissions',
  collection: commissionsProjection.collection,
  roles: ['admin'],
  fields: {
    id: field.id(),
    percent: field.number('percent'),
    version: field.integer('version'),
    setAt: field.date('setAt'),
  },
  defaultSort: { _id: 1 },
  notFound: 'Category not found',
  streams: (id) => [commissionStream(id)],
  toRecord: ({ _id, percent, version, setAt }: CommissionDoc) => ({ id: _id, category: _id, percent, version, setAt }),
});
