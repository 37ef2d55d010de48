import { ProcessManager } from '../../platform/domain/process-manager';
import { CommissionRecorded, FulfilmentStatusChanged, OrderCancelled, OrderEvent, OrderPlaced } from './orders.events';

export const CHECKOUT_PROCESS = 'checkout';
export const PAYMENT_WINDOW = 'PaymentWindow';

/** What the checkout process manager asks for; each is idempotent (a redelivery sends it again). */
export type CheckoutStep =
  | { type: 'SecureOrder'; orderId: string }
  | { type: 'ReleaseOrder'; orderId: string; vendorId: string | null }
  | { type: 'ExpirePayment'; orderId: string }
  | { type: 'RecordEarning'; earning: CommissionRecorded['data'] };

const REACTS_TO = ['OrderPlaced', 'OrderCancelled', 'FulfilmentStatusChanged', 'CommissionRecorded'];

/**
 * The checkout process manager (pure). OrderPlaced: hold the coupon and every line's stock
 * (SecureOrder, all or none) and, for a hosted payment, start the payment window (a durable
 * timeout); once confirmed, the ordered products leave the customer's server cart. The
 * window running out expires an unpaid order. A cancelled order or vendor
 * part gives its stock (and the coupon) back. A delivered part's earning (less the frozen
 * commission) goes to its vendor's seller ledger. Its stream records each input handled, so nothing is done twice.
 */
export const checkoutProcess: ProcessManager<null, CheckoutStep> = {
  name: CHECKOUT_PROCESS,
  reactsTo: REACTS_TO,
  sealedPersonalData: true, // ids, payment window, statuses and amounts: never the addresses
  instanceOf: (event) => (REACTS_TO.includes(event.type) ? (event.data as { orderId: string }).orderId : null),
  initialState: () => null,
  evolve: (state) => state,
  decide(input) {
    if (input.kind === 'timeout') return input.name === PAYMENT_WINDOW ? { commands: [{ type: 'ExpirePayment', orderId: (input.data as { orderId: string }).orderId }] } : {};
    const event = input.event as unknown as OrderEvent;
    switch (event.type) {
      case 'OrderPlaced': {
        const { orderId, paymentDueAt } = (event as OrderPlaced).data;
        return {
          commands: [{ type: 'SecureOrder', orderId }],
          timeouts: paymentDueAt ? [{ name: PAYMENT_WINDOW, dueAt: new Date(paymentDueAt), data: { orderId } }] : [],
        };
      }
      case 'OrderCancelled':
        return { commands: [{ type: 'ReleaseOrder', orderId: (event as OrderCancelled).data.orderId, vendorId: null }] };
      case 'FulfilmentStatusChanged': {
        const { orderId, vendorId, to } = (event as FulfilmentStatusChanged).data;
        return to === 'cancelled' ? { commands: [{ type: 'ReleaseOrder', orderId, vendorId }] } : {};
      }
      case 'CommissionRecorded':
        return { commands: [{ type: 'RecordEarning', earning: (event as CommissionRecorded).data }] };
      default:
        return {};
    }
  },
};
