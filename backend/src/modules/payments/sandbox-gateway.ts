import { createHmac, timingSafeEqual } from 'node:crypto';
import { PaymentGateway, PaymentNotice, PaymentRequest } from './payment-gateway.port';

/** DATA_DIR file holding the sandbox gateway's webhook secret (mode 600). */
export const SANDBOX_SECRET_FILE = 'payment-sandbox.secret';

const hmac = (secret: Buffer, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Byte lengths, not string lengths: 'é' is one character but two bytes, and timingSafeEqual throws on unequal lengths. */
const equal = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/** What the gateway signs, like India's hosted checkouts: the ids and outcome joined by `|`, and a failure's reason. */
export const signedText = (notice: PaymentNotice) =>
  [notice.orderId, notice.paymentId, notice.event, notice.amountPaise, ...(notice.reason === undefined ? [] : [notice.reason])].join('|');

/**
 * A local stand-in for a hosted-checkout gateway (Razorpay / PayU / Cashfree shaped): the
 * checkout answer sends the browser to a payment page served by this process, whose Pay
 * and Fail buttons make the gateway send a webhook signed with HMAC-SHA256 under a
 * secret kept in DATA_DIR, then return the browser to /payment-success or /payment-failure.
 * The session token in the page's URL is signed too, so the amount cannot be edited.
 */
export class SandboxGateway implements PaymentGateway {
  readonly method = 'sandbox' as const;

  constructor(private readonly secret: Buffer) {}

  paymentUrl(request: PaymentRequest): string {
    return `/api/payments/sandbox/${this.sessionToken(request)}`;
  }

  /**
   * `<order id hex>.<order number>.<paise>.<signature>`, short enough for a path segment
   * (Fastify refuses parameters over 100 characters); the signature is 128 bits of the HMAC.
   */
  sessionToken(request: PaymentRequest): string {
    const body = `${request.orderId.replace(/-/g, '')}.${request.orderNumber}.${request.amountPaise}`;
    return `${body}.${this.sessionSignature(body)}`;
  }

  private sessionSignature(body: string): string {
    return createHmac('sha256', this.secret).update(`session|${body}`).digest('base64url').slice(0, 22);
  }

  /** The payment request a session token stands for, or null when it was not signed by us. */
  openSession(token: string): PaymentRequest | null {
    const match = /^([0-9a-f]{32})\.([A-Z]{2}-\d{4}-\d{6})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
    if (!match || !equal(match[4], this.sessionSignature(`${match[1]}.${match[2]}.${match[3]}`))) return null;
    const hex = match[1];
    const orderId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    return { orderId, orderNumber: match[2], amountPaise: Number(match[3]) };
  }

  /** What the gateway's side does when the customer presses Pay or Fail: the signed notice. */
  sign(notice: PaymentNotice): string {
    return hmac(this.secret, signedText(notice));
  }

  verify(notice: PaymentNotice, signature: string): boolean {
    return typeof signature === 'string' && equal(signature, this.sign(notice));
  }
}

/** Cash on delivery: nothing to pay online; the order is paid when its last part is delivered. */
export const cashOnDelivery: PaymentGateway = {
  method: 'cod',
  paymentUrl: () => null,
  verify: () => false,
};
