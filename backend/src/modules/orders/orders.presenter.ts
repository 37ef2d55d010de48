import {
  CustomerFulfilmentView,
  CustomerOrderAnswer,
  CustomerOrderItemView,
  OrderAddressView,
  OrderAnswer,
  OrderFulfilmentView,
  OrderItemView,
  paiseToRupees,
} from '@bazaar/common';
import { Address, OrderLine } from './orders.events';
import { FulfilmentDoc, FulfilmentView, OrderView } from './orders.projection';
import { PartCash } from './part-cash';

type Open = <T>(value: T) => T | string;

const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

const address = (a: Address, open: Open): OrderAddressView => ({
  name: open(a.name),
  phone: open(a.phone),
  line1: open(a.line1),
  line2: a.line2 === null ? null : open(a.line2),
  city: a.city,
  state: a.state,
  pincode: a.pincode,
  // A business buyer's GSTIN, on the billing address they gave it with; no key at all on an order without one.
  ...(a.gstin && { gstin: open(a.gstin) }),
});

/** A line as its buyer reads it: nothing of the commission the marketplace takes on it. */
const customerItem = (l: OrderLine): CustomerOrderItemView => ({
  productId: l.productId,
  productName: l.productName,
  productType: l.productType,
  subcategory: l.subcategory,
  vendorId: l.vendorId,
  quantity: l.quantity,
  unit: l.unit,
  unitPrice: paiseToRupees(l.unitPricePaise),
  totalPrice: paiseToRupees(l.totalPaise),
  enquiryId: l.enquiryId,
});

/** The seller's and the admin's line: with the commission frozen on it. */
const item = (l: OrderLine): OrderItemView => ({ ...customerItem(l), commissionPercent: l.commissionPercent });

/** A part as its buyer reads it: nothing of the commission or the vendor's earning. */
const customerFulfilment = (f: FulfilmentView): CustomerFulfilmentView => ({
  vendorId: f.vendorId,
  status: f.status,
  subtotal: paiseToRupees(f.grossPaise),
  amount: paiseToRupees(f.chargedPaise),
  trackingId: f.trackingId,
  courierName: f.courier,
  trackingUrl: f.trackingUrl,
  shippedAt: f.shippedAt,
  deliveredAt: f.deliveredAt,
  // Why the part was cancelled, for the customer (null: not cancelled, or no reason given).
  cancellationReason: f.cancellationReason ?? null,
});

/** The vendor's (their own part) and the admin's: with the commission and the earning once delivered. */
const fulfilment = (f: FulfilmentView): OrderFulfilmentView => ({
  ...customerFulfilment(f),
  commission: rupees(f.commissionPaise),
  earning: rupees(f.earningPaise),
});

/**
 * The customer's copy of an order (rupees, addresses opened), without the payment page the
 * service adds: built field by field, so what the marketplace takes of a sale never reaches the buyer.
 */
export function customerOrderRecord(view: OrderView, open: Open): Omit<CustomerOrderAnswer, 'paymentUrl'> {
  const shipped = view.fulfilments.find((f) => f.trackingId);
  return {
    id: view._id,
    orderNumber: view.orderNumber,
    customerId: view.customerId,
    status: view.status,
    paymentStatus: view.paymentStatus,
    paymentMethod: view.paymentMethod,
    paymentId: view.paymentId,
    placedAt: view.placedAt,
    updatedAt: view.updatedAt,
    items: view.lines.map(customerItem),
    itemCount: view.itemCount,
    subtotal: paiseToRupees(view.subtotalPaise),
    discount: paiseToRupees(view.discountPaise),
    deliveryFee: paiseToRupees(view.deliveryFeePaise),
    total: paiseToRupees(view.totalPaise),
    refunded: paiseToRupees(view.refundedPaise),
    // What the payment took (cash on delivery: what was collected, the cancelled parts left out); null until paid.
    paid: rupees(view.paidPaise ?? null),
    // Paid again by mistake and returned by the gateway at once (the wallet lists the payment and its refund).
    duplicatePayments: (view.duplicatePayments ?? []).map((d) => ({ paymentId: d.paymentId, amount: paiseToRupees(d.amountPaise), refundedAt: d.refundedAt })),
    couponCode: view.couponCode,
    shippingAddress: address(view.shippingAddress, open),
    billingAddress: address(view.billingAddress, open),
    city: view.city,
    fulfilments: view.fulfilments.map(customerFulfilment),
    // Spec 3 Order's single tracking fields: the first shipped part's.
    trackingId: shipped?.trackingId ?? null,
    courierName: shipped?.courier ?? null,
    trackingUrl: shipped?.trackingUrl ?? null,
    cancelReason: view.cancelReason,
    paymentDueAt: view.paymentDueAt,
  };
}

/** The admin's record of an order (@bazaar/common's OrderAnswer): the customer's copy with each line's commission and each part's commission and earning. */
export function orderRecord(view: OrderView, open: Open): OrderAnswer {
  return { ...customerOrderRecord(view, open), items: view.lines.map(item), fulfilments: view.fulfilments.map(fulfilment) };
}

/**
 * One vendor's part: only their lines and their amount (never another vendor's goods). The
 * whole order's status (the least advanced of every vendor's part) is the admin's alone: to a
 * vendor it would tell how far the other sellers of the order have got.
 */
export function fulfilmentRecord(doc: FulfilmentDoc, open: Open, reader: 'admin' | 'vendor', cash: PartCash) {
  const own = doc.fulfilments.find((f) => f.vendorId === doc.vendorId)!;
  const lines = doc.lines.filter((l) => l.vendorId === doc.vendorId);
  return {
    id: doc._id,
    orderId: doc.orderId,
    orderNumber: doc.orderNumber,
    customerId: doc.customerId,
    customerName: open(doc.shippingAddress.name),
    ...(reader === 'admin' && { orderStatus: doc.status }),
    type: doc.productType,
    paymentStatus: doc.paymentStatus,
    paymentMethod: doc.paymentMethod,
    placedAt: doc.placedAt,
    updatedAt: doc.updatedAt,
    items: lines.map(item),
    // Their items (lines), as the admin's item count: a wholesale line's tonnes are its quantity, not items.
    itemCount: lines.length,
    // vendorId, status (this part's), amounts and tracking.
    ...fulfilment(own),
    // Where to ship and whom to bill (with a business buyer's GSTIN): the part's page and its packing slip.
    shippingAddress: address(doc.shippingAddress, open),
    billingAddress: address(doc.billingAddress, open),
    // The order's delivery fee when this part's invoice carries it, and cash on delivery what the courier collects with this part.
    deliveryFee: paiseToRupees(cash.deliveryFeePaise),
    collectOnDelivery: rupees(cash.collectPaise),
    cancelReason: doc.cancelReason,
  };
}
