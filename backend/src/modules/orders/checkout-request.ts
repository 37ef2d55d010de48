import { normaliseGstin } from '@bazaar/common';
import { AddressInput, CheckoutInput } from './orders.commands';

/**
 * The address as the order keeps it (see seal in checkout.handlers.ts), with the buyer's GSTIN
 * (in upper case) only when one was given, so every request without one keeps the digest it had.
 */
const addressAsKept = (a: AddressInput) => [
  a.name.trim(), a.phone.replace(/\s+/g, ''), a.line1.trim(), a.line2?.trim() || null, a.city.trim(), a.state.trim(), a.pincode.trim(),
  ...(a.gstin?.trim() ? [normaliseGstin(a.gstin)] : []),
];

/**
 * What makes two checkouts under one Idempotency-Key the same request: the lines in order
 * (product, quantity, enquiry and the quote named), the payment method, the coupon and both addresses (the billing one with the buyer's GSTIN), each as
 * the order would keep it. A billing address equal to the shipping one is the same as none.
 * Its keyed hash is stored on OrderPlaced; a retry that differs is refused instead of being
 * answered with an order it did not ask for.
 */
export const checkoutRequestText = (input: CheckoutInput): string =>
  JSON.stringify([
    // The quote named only when there is one, so every request without one keeps the digest it had.
    input.items.map((item) => [item.productId, item.quantity, item.enquiryId ?? null, ...(item.quoteId ? [item.quoteId] : [])]),
    input.paymentMethod,
    input.couponCode?.trim().toUpperCase() || null,
    addressAsKept(input.shippingAddress),
    addressAsKept(input.billingAddress ?? input.shippingAddress),
  ]);
