import type { Tone } from '../common/StatusChip';

export type OrderStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

export interface OrderItem {
    productId: string;
    productName: string;
    productType: string;
    vendorId: string;
    quantity: number;
    unit: string;
    unitPrice: number;
    totalPrice: number;
}

export interface Fulfilment {
    vendorId: string;
    status: OrderStatus;
    subtotal: number;
    amount: number;
    trackingId: string | null;
    courierName: string | null;
    trackingUrl: string | null;
    shippedAt: string | null;
    deliveredAt: string | null;
}

/** GET /api/admin/orders (the checkout engineer's resource). */
export interface Order {
    id: string;
    orderNumber: string;
    customerId: string;
    customerName: string;
    customerEmail: string | null;
    status: OrderStatus | null;
    paymentStatus: string;
    paymentMethod: string | null;
    placedAt: string;
    items: OrderItem[];
    itemCount: number;
    subtotal: number;
    discount: number;
    deliveryFee: number;
    total: number;
    refunded: number;
    /** What the payment took, null until paid (cash on delivery: what was collected, cancelled parts left out). */
    paid: number | null;
    couponCode: string | null;
    city: string;
    fulfilments: Fulfilment[];
    trackingUrl: string | null;
    cancelReason: string | null;
}

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
}

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
