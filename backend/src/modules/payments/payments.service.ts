import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { OrderLoader } from '../orders/checkout.handlers';
import { FailPaymentCommand, RecordPaymentCommand } from '../orders/orders.commands';
import { OrderState } from '../orders/orders.decider';
import { PAYMENT_GATEWAYS, PaymentGateways, PaymentNotice } from './payment-gateway.port';

export const BAD_SIGNATURE = 'The payment notice is not signed by the gateway';

/**
 * Whether an order can still be paid on the hosted page: awaiting its payment, or not any more
 * because it was paid (or paid and refunded), its payment window ran out, or it was cancelled
 * (by the customer, an admin, its vendors, a failed payment or missing stock).
 */
export type PaymentStanding = 'awaiting' | 'paid' | 'expired' | 'cancelled';

export function paymentStandingOf(state: Exclude<OrderState, { status: 'absent' }>): PaymentStanding {
  if (state.paymentStatus === 'paid' || state.paymentStatus === 'refunded') return 'paid';
  if (state.status === 'cancelled') return state.cancelReason === 'payment_timeout' ? 'expired' : 'cancelled';
  return state.paymentStatus === 'pending' ? 'awaiting' : 'cancelled';
}

/** Turns a gateway's verified notice into the order's payment command (idempotent on the gateway's payment id). */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly commands: CommandBus,
    private readonly orders: OrderLoader,
    @Inject(PAYMENT_GATEWAYS) private readonly gateways: PaymentGateways,
  ) {}

  /** The order's standing as its log holds it now, and what of its payment went back (null when there is no such order). */
  async standing(orderId: string): Promise<{ standing: PaymentStanding; refundedPaise: number } | null> {
    const { state } = await this.orders.load(orderId);
    return state.status === 'absent' ? null : { standing: paymentStandingOf(state), refundedPaise: state.refundedPaise };
  }

  async receive(notice: PaymentNotice, signature: string, ctx: CommandContext): Promise<void> {
    if (!this.gateways.sandbox.verify(notice, signature)) throw DomainError.invalid({ signature: BAD_SIGNATURE });
    const { orderId, paymentId, amountPaise } = notice;
    if (notice.event === 'payment.captured') await this.commands.execute(new RecordPaymentCommand(orderId, { paymentId, amountPaise }, ctx));
    else await this.commands.execute(new FailPaymentCommand(orderId, { paymentId, reason: notice.reason ?? 'The payment was declined' }, ctx));
  }
}
