import type { CustomerOrderAnswer } from '@bazaar/common';

/** The fields of the customer's orders the wallet reads. */
export type WalletOrder = Pick<CustomerOrderAnswer, 'paymentMethod' | 'paymentStatus' | 'status' | 'total' | 'paid' | 'refunded' | 'duplicatePayments' | 'fulfilments'>;

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * What the order's payment took (rupees): `paid` as the server recorded it. Online that is the
 * checkout total; cash on delivery, what the courier collected: the total less the parts their
 * sellers cancelled before delivery, never the total the order was placed for.
 */
export const paidOf = (order: WalletOrder): number => order.paid ?? order.total;

/**
 * What a cash-on-delivery order not yet paid will be collected for (rupees): its total less the
 * parts cancelled so far (each its goods less the coupon, the figure the server leaves out when
 * the cash comes in); the delivery fee stays with the order.
 */
export const dueOf = (order: WalletOrder): number =>
  (paise(order.total) - order.fulfilments.filter((f) => f.status === 'cancelled').reduce((sum, f) => sum + paise(f.amount), 0)) / 100;

/** The orders whose payment came in, those with money back, and those whose cash is still to be collected. */
export const walletOrders = <O extends WalletOrder>(orders: readonly O[]) => ({
  payments: orders.filter((o) => o.paymentStatus === 'paid' || o.paymentStatus === 'refunded'),
  refunds: orders.filter((o) => o.refunded > 0),
  onDelivery: orders.filter((o) => o.paymentMethod === 'cod' && o.status !== 'cancelled' && o.paymentStatus === 'pending'),
});

/**
 * Wallet & Payment's three cards (rupees, summed in paise): paid, refunded, and due on delivery.
 * A capture the gateway took twice counts as paid and as refunded, so it nets to nothing.
 */
export function walletTotals(orders: readonly WalletOrder[]): { paid: number; refunded: number; due: number } {
  const { payments, refunds, onDelivery } = walletOrders(orders);
  const duplicated = orders.flatMap((o) => o.duplicatePayments ?? []).reduce((sum, d) => sum + paise(d.amount), 0);
  return {
    paid: (payments.reduce((sum, o) => sum + paise(paidOf(o)), 0) + duplicated) / 100,
    refunded: (refunds.reduce((sum, o) => sum + paise(o.refunded), 0) + duplicated) / 100,
    due: onDelivery.reduce((sum, o) => sum + paise(dueOf(o)), 0) / 100,
  };
}
