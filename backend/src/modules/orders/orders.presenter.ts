import { OrderAddressView, OrderAnswer, OrderFulfilmentView, OrderItemView, paiseToRupees } from '@bazaar/common';
import { Address, OrderLine } from './orders.events';
import { FulfilmentDoc, FulfilmentView, OrderView } from './orders.projection';

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
});

const item = (l: OrderLine): OrderItemView => ({
  productId: l.productId,
  productName: l.productName,
  productType: l.productType,
  subcategory: l.subcategory,
  vendorId: l.vendorId,
  quantity: l.quantity,
  unit: l.unit,
  unitPrice: paiseToRupees(l.unitPricePaise),
  totalPrice: paiseToRupees(l.totalPaise),
  commissionPercent: l.commissionPercent,
  enquiryId: l.enquiryId,
});

const fulfilment = (f: FulfilmentView): OrderFulfilmentView => ({
  vendorId: f.vendorId,
  status: f.status,
  subtotal: paiseToRupees(f.grossPaise),
  amount: paiseToRupees(f.chargedPaise),
  trackingId: f.trackingId,
  courierName: f.courier,
  trackingUrl: f.trackingUrl,
  shippedAt: f.shippedAt,
  deliveredAt: f.deliveredAt,
  commission: rupees(f.commissionPaise),
  earning: rupees(f.earningPaise),
  // Why the part was cancelled, for the customer (null: not cancelled, or no reason given).
  cancellationReason: f.cancellationReason ?? null,
});

/** An order on the wire (rupees, addresses opened): the customer's copy and the admin record (@bazaar/common's OrderAnswer). */
export function orderRecord(view: OrderView, open: Open): OrderAnswer {
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
    items: view.lines.map(item),
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
    fulfilments: view.fulfilments.map(fulfilment),
    // Spec 3 Order's single tracking fields: the first shipped part's.
    trackingId: shipped?.trackingId ?? null,
    courierName: shipped?.courier ?? null,
    trackingUrl: shipped?.trackingUrl ?? null,
    cancelReason: view.cancelReason,
    paymentDueAt: view.paymentDueAt,
  };
}

/** One vendor's part: only their lines and their amount (never another vendor's goods). */
export function fulfilmentRecord(doc: FulfilmentDoc, open: Open) {
  const own = doc.fulfilments.find((f) => f.vendorId === doc.vendorId)!;
  const lines = doc.lines.filter((l) => l.vendorId === doc.vendorId);
  return {
    id: doc._id,
    orderId: doc.orderId,
    orderNumber: doc.orderNumber,
    customerId: doc.customerId,
    customerName: open(doc.shippingAddress.name),
    orderStatus: doc.status,
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
    shippingAddress: address(doc.shippingAddress, open),
    cancelReason: doc.cancelReason,
  };
}
