import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { Alongside, givenUpError, loadState, NO_REVISION } from '../../platform/domain/handle-command';
import { SetFulfilmentStatusCommand } from './orders.commands';
import { orderDecider } from './orders.decider';
import { orderStream } from './orders.events';
import { invoiceSeriesDecider } from './invoice-series';
import { invoiceSeriesStream } from './invoices.events';

/** Tries at an invoice serial another shipment of the same vendor took meanwhile. */
const ATTEMPTS = 5;

/**
 * Update Status on a vendor's part. Shipping it also issues the part's tax invoice, the next
 * number in the vendor's series (invoice-series.ts), appended with FulfilmentShipped in one
 * appendMany at both streams' revisions: the part ships with its number or neither is
 * written. When another shipment of the vendor took that serial first (a conflict), both
 * are decided again on what the log holds now.
 */
@CommandHandler(SetFulfilmentStatusCommand)
export class SetFulfilmentStatusHandler implements ICommandHandler<SetFulfilmentStatusCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ id, input, ctx, options }: SetFulfilmentStatusCommand) {
    const command = { type: 'SetFulfilmentStatus' as const, data: { ...input, now: ctx.now } };
    if (input.status !== 'shipped') return this.runner.run(orderStream(id), orderDecider, command, ctx, options);
    for (let attempt = 1; ; attempt++) {
      const invoice = await this.invoiceFor(id, input.vendorId, ctx.now);
      try {
        return await this.runner.run(orderStream(id), orderDecider, command, ctx, invoice ? { ...options, alongside: invoice, attempts: 1 } : options);
      } catch (error) {
        const raced = error instanceof DomainError && error.message === givenUpError().message;
        if (!invoice || !raced || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  /** The invoice the part takes if this command ships it; null when it is shipped already (a tracking correction) or is no part of the order. */
  private async invoiceFor(orderId: string, vendorId: string, now: Date): Promise<Alongside | null> {
    const { state: order } = await loadState(this.runner, orderStream(orderId), orderDecider);
    if (order.status === 'absent' || !order.fulfilments[vendorId] || order.fulfilments[vendorId].status === 'shipped') return null;
    const streamId = invoiceSeriesStream(vendorId);
    const { state, revision } = await loadState(this.runner, streamId, invoiceSeriesDecider);
    const events = invoiceSeriesDecider.decide({ type: 'IssueInvoice', data: { vendorId, orderId, orderNumber: order.placed.orderNumber, now } }, state);
    return events.length ? { streamId, events, expected: revision === NO_REVISION ? 'no_stream' : revision } : null;
  }
}
