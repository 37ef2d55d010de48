import { OrderStatus, PaymentMethod } from '@bazaar/common';
import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';

/** A line as priced by the server when the order was placed: price and commission frozen here. */
export interface OrderLine {
  productId: string;
  productName: string;
  productType: 'wholesale' | 'retail';
  subcategory: string;
  vendorId: string;
  quantity: number;
  unit: string;
  unitPricePaise: number;
  totalPaise: number;
  /** The category's commission when placed (percent, 2 decimals) and the rate's version. */
  commissionPercent: number;
  commissionVersion: number;
  /** The accepted enquiry quote this wholesale line comes from, if any. */
  enquiryId: string | null;
  /** The goods' HSN code when placed (the product's own, else its subcategory's), printed on the invoice; absent on older orders (the subcategory's is printed). */
  hsnCode?: string;
}

/** Postal address; name, phone and street lines sealed under the customer's key, city/state/pincode plain (revenue by city). */
export interface Address {
  name: string;
  phone: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  pincode: string;
  /** The billing address's only, when the buyer gave it (a business purchase): their GSTIN, sealed like the name. Absent otherwise and on older orders. */
  gstin?: string;
}

export type FulfilmentStatus = OrderStatus;

/** One vendor's part as placed: their lines and what they come to at list price. */
export interface PlacedFulfilment {
  vendorId: string;
  subtotalPaise: number;
  lines: OrderLine[];
}

/** The whole checkout in one event: the process manager does the rest (stock, coupon, payment window). */
export type OrderPlaced = DomainEvent<
  'OrderPlaced',
  {
    orderId: string;
    orderNumber: string;
    customerId: string;
    /** The lines grouped per vendor, in the order the customer listed them. */
    fulfilments: PlacedFulfilment[];
    shippingAddress: Address;
    billingAddress: Address;
    paymentMethod: PaymentMethod;
    couponCode: string | null;
    couponPercent: number;
    subtotalPaise: number;
    discountPaise: number;
    deliveryFeePaise: number;
    totalPaise: number;
    placedAt: string;
    /** Sandbox payments must complete by then or the order is cancelled (null for COD). */
    paymentDueAt: string | null;
    /**
     * Set (by the upcaster) on orders recorded before schema 2, whose notices went out as they
     * were placed. From schema 2 they wait until the order stands (notifications' order-notices.ts),
     * so a checkout refused for stock or a coupon notifies nobody.
     */
    notifiedAtPlacement?: true;
    /** The request's keyed hash (checkout-request.ts): the same Idempotency-Key with another request is refused. Absent on older orders. */
    requestDigest?: string;
    /**
     * Set (by the upcaster) on orders recorded before schema 3, whose coupon took its percentage
     * off quoted lines too. From schema 3 a coupon discounts catalogue-priced lines only
     * (couponDiscountPaise): a negotiated quote is final.
     */
    couponOnQuotes?: true;
  }
>;
/** Every line's stock is held (and the coupon taken): the order stands. */
/** Order-wide events name every vendor of the order, so per-vendor read models need no lookup. */
type Vendors = { vendorIds: string[] };
export type OrderConfirmed = DomainEvent<'OrderConfirmed', Vendors & { orderId: string; confirmedAt: string }>;
export type OrderPaid = DomainEvent<'OrderPaid', Vendors & { orderId: string; paymentId: string; method: PaymentMethod; amountPaise: number; paidAt: string }>;
export type PaymentFailed = DomainEvent<'PaymentFailed', Vendors & { orderId: string; paymentId: string | null; reason: string; failedAt: string }>;
/** A vendor's fulfilment moved to processing or cancelled (shipped and delivered have their own events). */
/** Fulfilment events name the order's number and customer too, so notifications need no lookup. */
type Part = { orderId: string; orderNumber: string; customerId: string; vendorId: string };
/** `reason`: why a part was cancelled, when its canceller gave one (shown to the customer). */
export type FulfilmentStatusChanged = DomainEvent<'FulfilmentStatusChanged', Part & { from: FulfilmentStatus; to: 'processing' | 'cancelled'; reason?: string; changedAt: string }>;
export type Tracking = { trackingId: string; courierName: string; trackingUrl: string };
export type FulfilmentShipped = DomainEvent<'FulfilmentShipped', Part & Tracking & { shippedAt: string }>;
/** A shipped part's tracking details corrected (shipped posted again with other details). */
export type FulfilmentTrackingUpdated = DomainEvent<'FulfilmentTrackingUpdated', Part & Tracking & { updatedAt: string }>;
export type FulfilmentDelivered = DomainEvent<'FulfilmentDelivered', Part & { deliveredAt: string }>;
export type CancelReason = 'out_of_stock' | 'coupon_unavailable' | 'quote_unavailable' | 'payment_failed' | 'payment_timeout' | 'customer' | 'admin' | 'vendors';
export type OrderCancelled = DomainEvent<'OrderCancelled', Vendors & { orderId: string; reason: CancelReason; cancelledAt: string }>;
export type OrderRefunded = DomainEvent<'OrderRefunded', Vendors & { orderId: string; vendorId: string | null; amountPaise: number; reason: string; refundedAt: string }>;
/**
 * The gateway captured a second payment for an order whose payment was already in: that
 * money alone went back. Apart from OrderPaid/OrderRefunded on purpose, so the order's
 * payment status and refunded total, revenue and the vendors' earnings never count it.
 */
export type DuplicatePaymentRefunded = DomainEvent<'DuplicatePaymentRefunded', Vendors & { orderId: string; paymentId: string; amountPaise: number; refundedAt: string }>;
/** A delivered fulfilment's earning for its vendor, at the commission frozen on its lines. */
export type CommissionRecorded = DomainEvent<
  'CommissionRecorded',
  { orderId: string; orderNumber: string; vendorId: string; grossPaise: number; commissionPaise: number; earningPaise: number; recordedAt: string }
>;

export type OrderEvent =
  | OrderPlaced
  | OrderConfirmed
  | OrderPaid
  | PaymentFailed
  | FulfilmentStatusChanged
  | FulfilmentShipped
  | FulfilmentTrackingUpdated
  | FulfilmentDelivered
  | OrderCancelled
  | OrderRefunded
  | DuplicatePaymentRefunded
  | CommissionRecorded;

/** A block of order numbers taken by one process (ADR 0020). */
export type OrderNumbersAllocated = DomainEvent<'OrderNumbersAllocated', { year: number; from: number; to: number; allocatedAt: string }>;

/**
 * Schema 2 (an order's notices wait until it stands) and 3 (a coupon leaves quoted lines
 * alone): older OrderPlaced events are lifted as described on it, so what they charged stays.
 */
const SCHEMA_2: Record<string, Partial<EventTypeDefinition>> = {
  OrderPlaced: { schemaVersion: 3, upcasters: { 1: (data) => ({ ...data, notifiedAtPlacement: true }), 2: (data) => ({ ...data, couponOnQuotes: true }) } },
};

export const ORDER_EVENT_TYPES: EventTypeDefinition[] = (
  [
    'OrderPlaced',
    'OrderConfirmed',
    'OrderPaid',
    'PaymentFailed',
    'FulfilmentStatusChanged',
    'FulfilmentShipped',
    'FulfilmentTrackingUpdated',
    'FulfilmentDelivered',
    'OrderCancelled',
    'OrderRefunded',
    'DuplicatePaymentRefunded',
    'CommissionRecorded',
    'OrderNumbersAllocated',
  ] as const
).map((type) => ({ type, context: 'orders', schemaVersion: 1, ...SCHEMA_2[type] }));

export const orderStream = (orderId: string) => `order-${orderId}`;
export const orderNumbersStream = (year: number) => `ordernumbers-${year}`;
