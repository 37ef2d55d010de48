import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { FailPaymentCommand, RecordPaymentCommand } from '../orders/orders.commands';
import { PAYMENT_GATEWAYS, PaymentGateways, PaymentNotice } from './payment-gateway.port';

export const BAD_SIGNATURE = 'The payment notice is not signed by the gateway';

/** Turns a gateway's verified notice into the order's payment command (idempotent on the gateway's payment id). */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PAYMENT_GATEWAYS) private readonly gateways: PaymentGateways,
  ) {}

  async receive(notice: PaymentNotice, signature: string, ctx: CommandContext): Promise<void> {
    if (!this.gateways.sandbox.verify(notice, signature)) throw DomainError.invalid({ signature: BAD_SIGNATURE });
    const { orderId, paymentId, amountPaise } = notice;
    if (notice.event === 'payment.captured') await this.commands.execute(new RecordPaymentCommand(orderId, { paymentId, amountPaise }, ctx));
    else await this.commands.execute(new FailPaymentCommand(orderId, { paymentId, reason: notice.reason ?? 'The payment was declined' }, ctx));
  }
}
