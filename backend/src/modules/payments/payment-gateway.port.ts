import { PaymentMethod } from '@bazaar/common';

/** What a gateway needs to start collecting an order's money. */
export interface PaymentRequest {
  orderId: string;
  orderNumber: string;
  amountPaise: number;
}

/** The gateway's word on a payment, as its signed webhook carries it. */
export interface PaymentNotice {
  event: 'payment.captured' | 'payment.failed';
  orderId: string;
  /** The gateway's payment id: notices are idempotent on it. */
  paymentId: string;
  amountPaise: number;
  reason?: string;
}

/**
 * The payment port: one adapter per payment method. Cash on delivery collects nothing
 * online (no page); a hosted-checkout gateway sends the customer to its page and reports
 * the outcome by a signed webhook.
 */
export interface PaymentGateway {
  method: PaymentMethod;
  /** Where the customer pays (a hosted page), or null when nothing is paid online. */
  paymentUrl(request: PaymentRequest): string | null;
  /** True when `signature` is the gateway's signature of this notice. */
  verify(notice: PaymentNotice, signature: string): boolean;
}

export const PAYMENT_GATEWAYS = Symbol('PAYMENT_GATEWAYS');
export type PaymentGateways = Record<PaymentMethod, PaymentGateway>;
