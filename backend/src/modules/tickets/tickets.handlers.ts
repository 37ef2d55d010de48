import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { AnswerTicketCommand, OpenTicketCommand } from './tickets.commands';
import { TICKET_NOT_FOUND, ticketDecider, TicketState } from './tickets.decider';
import { TicketEvent, ticketStream } from './tickets.events';
import { orderStream } from '../orders/orders.events';

export const TICKET_ORDER_NOT_FOUND = 'Order not found';
export const CONTACT_SIGN_IN = 'Please sign in to contact us';

@CommandHandler(OpenTicketCommand)
export class OpenTicketHandler implements ICommandHandler<OpenTicketCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async execute({ input, ctx }: OpenTicketCommand) {
    if (ctx.actor.kind !== 'user') throw new DomainError('forbidden', CONTACT_SIGN_IN);
    const ticketId = randomUUID();
    const customerId = ctx.actor.userId;
    const message = input.message.trim();
    const orderId = input.orderId?.trim() || null;
    if (orderId !== null && !(await this.ownOrder(orderId, customerId))) throw DomainError.invalid({ orderId: TICKET_ORDER_NOT_FOUND });
    const data = { ticketId, customerId, subject: input.subject, message: this.cipher.seal(customerId, message), length: message.length, orderId, now: ctx.now };
    return { ...(await this.runner.run(ticketStream(ticketId), ticketDecider, { type: 'OpenTicket', data }, ctx)), ticketId };
  }

  /** A ticket may name only the customer's own order: its stream opens with their OrderPlaced. */
  private async ownOrder(orderId: string, customerId: string): Promise<boolean> {
    const [placed] = await this.runner.store.readStream(orderStream(orderId), { maxCount: 1 });
    return placed?.type === 'OrderPlaced' && (placed.data as { customerId?: string }).customerId === customerId;
  }
}

@CommandHandler(AnswerTicketCommand)
export class AnswerTicketHandler implements ICommandHandler<AnswerTicketCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async execute({ input, ctx }: AnswerTicketCommand) {
    const stream = ticketStream(input.ticketId);
    // The answer is about the customer: sealed under their key, like the message.
    const state = (await this.runner.store.readStream(stream)).map((e) => e as unknown as TicketEvent).reduce(ticketDecider.evolve, ticketDecider.initialState() as TicketState);
    if (state.status === 'absent') throw new DomainError('not_found', TICKET_NOT_FOUND);
    const answer = input.answer.trim();
    return this.runner.run(stream, ticketDecider, { type: 'AnswerTicket', data: { answer: this.cipher.seal(state.customerId, answer), length: answer.length, now: ctx.now } }, ctx);
  }
}

export const TICKET_HANDLERS = [OpenTicketHandler, AnswerTicketHandler];
