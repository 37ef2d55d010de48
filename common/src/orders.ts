/**
 * Orders vocabulary shared by the server and both front ends (spec 2.6, 2.7, 4, 9): coupons,
 * statuses, the delivery fee rule and the quantity limits of a cart or checkout line.
 */
export interface CouponOffer {
  code: string;
  /** Percent off the goods (not the delivery fee). */
  percent: number;
  /** Days it stays valid from the customer's claim. */
  validDays: number;
  /** WELCOME20: only on a customer's first order. */
  firstOrderOnly: boolean;
  description: string;
}

/**
 * The built-in offers (spec 2.6), there on every install without a write: each one's stream
 * with no events folds to it (ADR 0063). Admins may edit or withdraw them like their own offers,
 * so what is offered now is the server's (GET /api/me/coupons), not this list.
 */
export const COUPON_OFFERS: readonly CouponOffer[] = [
  { code: 'WELCOME20', percent: 20, validDays: 30, firstOrderOnly: true, description: '20% off your first order' },
  { code: 'SUMMER10', percent: 10, validDays: 15, firstOrderOnly: false, description: '10% off all products' },
];

/**
 * The lines a coupon takes its percentage off: those at catalogue price. A line bought at an
 * enquiry's quote (`enquiryId`) has a price its vendor negotiated with this buyer, and that
 * price is final. Orders placed before this rule discounted quoted lines too (`onQuotes`).
 */
export const couponEligible = <L extends { enquiryId?: string | null }>(lines: readonly L[], onQuotes = false): L[] => lines.filter((l) => onQuotes || !l.enquiryId);

/** A coupon's discount on one vendor's part: its percentage of the part's eligible lines, rounded down per part (as refunds and earnings are). */
export const couponDiscountPaise = (lines: readonly { totalPaise: number; enquiryId?: string | null }[], percent: number, onQuotes = false): number =>
  Math.floor((couponEligible(lines, onQuotes).reduce((sum, l) => sum + l.totalPaise, 0) * percent) / 100);

/** The 400 on `couponCode` for a checkout whose every line is at a quote. */
export const COUPON_NOT_ON_QUOTES = 'Coupons apply to catalogue prices only: a quoted price is final';

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ['cod', 'sandbox'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Spec 2.2 / 9: retail goods above ₹500 ship free; below, this flat fee (in paise). */
export const FREE_DELIVERY_ABOVE_PAISE = 500_00;
export const RETAIL_DELIVERY_FEE_PAISE = 49_00;

/**
 * The delivery fee for the retail goods' value at their prices (before a coupon: the goods are
 * worth that to ship); wholesale freight is the vendor's, quoted with the goods.
 */
export const deliveryFeePaise = (retailSubtotalPaise: number): number =>
  retailSubtotalPaise === 0 || retailSubtotalPaise > FREE_DELIVERY_ABOVE_PAISE ? 0 : RETAIL_DELIVERY_FEE_PAISE;

/** A priced order line as the totals read it. */
export interface TotalledLine {
  vendorId: string;
  productType: 'wholesale' | 'retail';
  totalPaise: number;
  enquiryId?: string | null;
}

export interface OrderTotalsPaise {
  subtotalPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
}

/**
 * An order's totals from its priced lines and its coupon's percentage (0: none): the goods, the
 * coupon's discount taken per vendor part (as refunds and earnings are, so the parts add up to
 * it), the delivery fee on the retail goods, and what is charged. The server charges these
 * (checkout.pricing.ts) and the storefront's checkout summary shows them, so the two agree.
 */
export function orderTotalsPaise(lines: readonly TotalledLine[], couponPercent: number): OrderTotalsPaise {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.totalPaise, 0);
  const vendors = [...new Set(lines.map((l) => l.vendorId))];
  const discountPaise = couponPercent > 0 ? vendors.reduce((sum, v) => sum + couponDiscountPaise(lines.filter((l) => l.vendorId === v), couponPercent), 0) : 0;
  const fee = deliveryFeePaise(lines.filter((l) => l.productType === 'retail').reduce((sum, l) => sum + l.totalPaise, 0));
  return { subtotalPaise, discountPaise, deliveryFeePaise: fee, totalPaise: subtotalPaise - discountPaise + fee };
}

/** Spec 5: a retail line is 1 to 1000 (the custom limit); wholesale lines are WHOLESALE_ORDER_QUANTITY (3 to 30 tonnes). */
export const RETAIL_ORDER_QUANTITY = { min: 1, max: 1000 } as const;
/** Most distinct products in one cart or order. */
export const MAX_ORDER_LINES = 50;

/** Commission taken on a line when no rate was ever set for its category. */
export const DEFAULT_COMMISSION_PERCENT = 10;

/** A commission rate the server refuses (the back office's rate box says the same before asking). */
export const COMMISSION_PERCENT_MESSAGE = 'Commission must be a percentage from 0 to 100 with at most 2 decimals';

/**
 * GST percent per subcategory for the invoices (prices on the site include GST): fresh
 * fruits, vegetables and unbranded pulses are exempt; the rest at the usual slab of their
 * goods. A vendor's own classification may differ; this is what the invoice states.
 */
export const GST_PERCENT: Readonly<Record<string, number>> = {
  fruits: 0,
  vegetables: 0,
  pulses: 0,
  oils: 5,
  coffee: 5,
  spices: 5,
  bakery: 5,
  diapers: 12,
  leather: 12,
  apparels: 5,
  jewellery: 3,
  handicrafts: 12,
};

/**
 * The HSN heading an invoice prints for a product of each subcategory whose vendor gave none
 * (beside GST_PERCENT, its rate). Where a subcategory spans several headings, the one that
 * fits most of its goods (the demo catalogue's) stands for all; a vendor whose goods are
 * classified elsewhere gives the product its own code:
 * - fruits 0804 (mangoes, pineapples, guavas; bananas are 0803, grapes 0806, citrus 0805, other fresh fruit 0810);
 * - vegetables 0703 (onions, garlic; potatoes are 0701, tomatoes 0702, cabbage and cauliflower 0704, chillies 0709);
 * - pulses 0713 (dried shelled pulses: toor, chana, moong, urad, masoor; rice is 1006, jowar 1007);
 * - oils 1515 (other fixed vegetable oils: sesame, rice bran; groundnut is 1508, coconut 1513, mustard 1514, sunflower 1512);
 * - coffee 0901 (coffee; tea is 0902, chicory 2101);
 * - spices 0910 (turmeric, ginger and other spices; pepper is 0904, cardamom 0908, cumin and coriander 0909);
 * - bakery 1905 (bread, pastry, cakes, biscuits);
 * - diapers 9619 (napkins and diapers);
 * - leather 4202 (bags, wallets, cases; footwear is 6403, belts 4203);
 * - apparels 6211 (other woven garments: kurtas, veshtis; sarees are woven fabric, 5007 silk or 5208 cotton);
 * - jewellery 7113 (jewellery of precious metal: silver; imitation jewellery is 7117);
 * - handicrafts 6913 (ceramic ornamental articles: blue pottery, terracotta; brass figures are 8306, paintings 9701, basketwork 4602).
 */
export const HSN_CODE_OF_SUBCATEGORY: Readonly<Record<string, string>> = {
  fruits: '0804',
  vegetables: '0703',
  pulses: '0713',
  oils: '1515',
  coffee: '0901',
  spices: '0910',
  bakery: '1905',
  diapers: '9619',
  leather: '4202',
  apparels: '6211',
  jewellery: '7113',
  handicrafts: '6913',
};

/*
 * The order answers both front ends read (rupees; addresses opened): the server's presenter
 * (orders.presenter.ts) is typed by them, so the storefront, the back office and the API agree.
 */

/** One line of an order as answered: GET /api/me/orders, /api/admin/orders, /api/admin/fulfilments (a vendor's own lines). */
export interface OrderItemView {
  productId: string;
  productName: string;
  productType: 'wholesale' | 'retail';
  subcategory: string;
  vendorId: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  totalPrice: number;
  /** The enquiry whose quote the line was bought at, if any. */
  enquiryId: string | null;
  /** The category's commission frozen on the line when placed (percent): the seller's and the admin's, never in the customer's copy. */
  commissionPercent: number;
}

/** A line as its buyer reads it: without the marketplace's commission on the seller's sale. */
export type CustomerOrderItemView = Omit<OrderItemView, 'commissionPercent'>;

/** One vendor's part of an order as answered: an order's `fulfilments`, and a vendor's own part in GET /api/admin/fulfilments. */
export interface OrderFulfilmentView {
  vendorId: string;
  status: OrderStatus;
  /** Their lines at list price, and what the customer paid for them (less the coupon). */
  subtotal: number;
  amount: number;
  trackingId: string | null;
  courierName: string | null;
  trackingUrl: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  /** Why the part's seller (or an admin) cancelled it, as typed; null when not cancelled or none was given. */
  cancellationReason: string | null;
  /** Set once delivered (the commission frozen on its lines, and the vendor's earning); null before. The vendor's and the admin's, never in the customer's copy. */
  commission: number | null;
  earning: number | null;
}

/** A vendor's part as its buyer reads it: without the marketplace's commission and the vendor's earning. */
export type CustomerFulfilmentView = Omit<OrderFulfilmentView, 'commission' | 'earning'>;

/** A postal address as answered: name, phone and street lines opened for the reader. */
export interface OrderAddressView {
  name: string;
  phone: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  pincode: string;
  /** The billing address's only: the business buyer's GSTIN when they gave one at checkout (absent otherwise). */
  gstin?: string;
}

/** An order as GET /api/me/orders(/:id) and GET /api/admin/orders(/:id) answer it. */
export interface OrderAnswer {
  id: string;
  orderNumber: string;
  customerId: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  paymentId: string | null;
  placedAt: string;
  updatedAt: string;
  items: OrderItemView[];
  /** Its lines, whatever their quantity (a 12-tonne wholesale line is one). */
  itemCount: number;
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  refunded: number;
  /** What the payment took, null until paid: online the checkout total; cash on delivery what was collected (cancelled parts left out). */
  paid: number | null;
  /** Captures beyond the order's payment, each returned by the gateway at once. */
  duplicatePayments: { paymentId: string; amount: number; refundedAt: string }[];
  couponCode: string | null;
  shippingAddress: OrderAddressView;
  billingAddress: OrderAddressView;
  city: string;
  fulfilments: OrderFulfilmentView[];
  /** Spec 3 Order's single tracking fields: the first shipped part's. */
  trackingId: string | null;
  courierName: string | null;
  trackingUrl: string | null;
  /** Why the whole order was cancelled ('customer', 'admin', 'vendors', 'out_of_stock', 'payment_failed', …); null while it stands. */
  cancelReason: string | null;
  /** An online order's payment window; null for cash on delivery. */
  paymentDueAt: string | null;
}

/**
 * The customer's copy (GET /api/me/orders, the order page, the confirmation, a cancel's answer):
 * with the hosted payment page while it can still be paid, and without what the marketplace
 * takes of each sale (no line's `commissionPercent`, no part's `commission` or `earning`).
 * The server leaves them out; they are the vendor's (their own part) and the admin's.
 */
export interface CustomerOrderAnswer extends Omit<OrderAnswer, 'items' | 'fulfilments'> {
  items: CustomerOrderItemView[];
  fulfilments: CustomerFulfilmentView[];
  paymentUrl: string | null;
}

/** The admin's record (GET /api/admin/orders): with the customer's name and e-mail. */
export interface AdminOrderAnswer extends OrderAnswer {
  customerName: string;
  customerEmail: string | null;
}
