import type { AdminOrderAnswer, OrderAddressView, OrderFulfilmentView, OrderItemView, OrderStatus } from '@bazaar/common';
import type { Tone } from '../common/StatusChip';

export type { OrderStatus } from '@bazaar/common';
/** The order answers' line and vendor's part, as the storefront reads them too (@bazaar/common). */
export type OrderItem = OrderItemView;
export type Fulfilment = OrderFulfilmentView;
/** GET /api/admin/orders (the checkout engineer's resource): the customer's order with their name and e-mail. */
export type Order = AdminOrderAnswer;

/** GET /api/admin/fulfilments: one vendor's part of an order. */
export interface VendorOrder {
    id: string;
    orderId: string;
    orderNumber: string;
    customerName: string;
    status: OrderStatus;
    paymentStatus: string;
    paymentMethod: string | null;
    placedAt: string;
    items: OrderItem[];
    itemCount: number;
    amount: number;
    trackingId: string | null;
    courierName: string | null;
    trackingUrl: string | null;
    /** The page's (the list answers them too): the part's list-price subtotal, where it ships, whom it bills, what the courier collects. */
    subtotal: number;
    shippedAt: string | null;
    deliveredAt: string | null;
    cancellationReason: string | null;
    shippingAddress: OrderAddressView;
    billingAddress: OrderAddressView;
    /** The order's delivery fee when this part's invoice carries it, else 0. */
    deliveryFee: number;
    /** Cash on delivery: what the courier collects with this part (0 once cancelled); null when paid online. */
    collectOnDelivery: number | null;
}

export type Address = OrderAddressView;

export const ORDER_STATUSES: { id: OrderStatus; name: string }[] = [
    { id: 'pending', name: 'Pending' },
    { id: 'processing', name: 'Processing' },
    { id: 'shipped', name: 'Shipped' },
    { id: 'delivered', name: 'Delivered' },
    { id: 'cancelled', name: 'Cancelled' },
];

/** Spec 4: completed (delivered) green, processing yellow, anything else outlined; missing is 'Pending' for admins. */
const TONE: Record<OrderStatus, Tone> = { pending: 'grey', processing: 'amber', shipped: 'blue', delivered: 'green', cancelled: 'red' };
export const statusName = (status: OrderStatus | null) => ORDER_STATUSES.find(s => s.id === (status ?? 'pending'))!.name;
export const statusTone = (status: OrderStatus | null) => TONE[status ?? 'pending'];
export const PAYMENT_METHODS = [
    { id: 'cod', name: 'Cash on delivery' },
    { id: 'sandbox', name: 'Online (sandbox)' },
];
export const methodName = (method: string | null) => PAYMENT_METHODS.find(m => m.id === method)?.name ?? 'N/A';
