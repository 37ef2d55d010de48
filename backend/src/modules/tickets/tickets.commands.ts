import { Command } from '@nestjs/cqrs';
import { CommandResult } from '../../platform/domain/handle-command';
import { CommandContext } from '../../platform/event-store/metadata';
import { TicketEvent } from './tickets.events';

/** Contact Us in the customer dashboard: plain text in, sealed under the customer's key by the handler. */
export class OpenTicketCommand extends Command<CommandResult<TicketEvent> & { ticketId: string }> {
  constructor(
    readonly input: { subject: string; message: string; orderId?: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

export class AnswerTicketCommand extends Command<CommandResult<TicketEvent>> {
  constructor(
    readonly input: { ticketId: string; answer: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
