import { Command } from '@nestjs/cqrs';
import { DeciderCommand, InputOf } from '../../platform/domain/decider-command';
import { CommandResult } from '../../platform/domain/handle-command';
import { CommandContext } from '../../platform/event-store/metadata';
import { Requester } from '../../platform/domain/requester';
import { EnquiryCommand } from './enquiries.decider';
import { EnquiryEvent } from './enquiries.events';

/** A signed-in customer asks about a wholesale product; the handler reads the product and seals the personal data. */
export class SubmitEnquiryCommand extends Command<CommandResult<EnquiryEvent> & { enquiryId: string }> {
  constructor(
    /** `customer`: the caller's contact details as the request's account check read them (request.user). */
    readonly input: { productId: string; quantity: number; message: string; customer: { name: string; email: string; phone: string | null } },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** The answer is sealed under the customer's key by its handler. */
export class AnswerEnquiryCommand extends Command<CommandResult<EnquiryEvent>> {
  constructor(
    readonly input: { enquiryId: string; by: Requester; answer: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

type Input<T extends EnquiryCommand['type']> = InputOf<EnquiryCommand, T>;

/** `id` is the enquiry id; its handler reads whether the product is still on sale. */
export class QuoteEnquiryCommand extends DeciderCommand<'QuoteEnquiry', Omit<Input<'QuoteEnquiry'>, 'onSale'>, EnquiryEvent> {
  readonly type = 'QuoteEnquiry';
}
export class CloseEnquiryCommand extends DeciderCommand<'CloseEnquiry', Input<'CloseEnquiry'>, EnquiryEvent> {
  readonly type = 'CloseEnquiry';
}

/** Checkout's process manager holds the quote for an order (`id` is the enquiry id) ... */
export class OrderQuoteCommand extends DeciderCommand<'OrderQuote', Input<'OrderQuote'>, EnquiryEvent> {
  readonly type = 'OrderQuote';
}
/** ... and gives it back when that order is cancelled or its vendor refuses it. */
export class ReleaseQuoteCommand extends DeciderCommand<'ReleaseQuote', Input<'ReleaseQuote'>, EnquiryEvent> {
  readonly type = 'ReleaseQuote';
}

export const ENQUIRY_DECIDER_COMMANDS = [CloseEnquiryCommand, OrderQuoteCommand, ReleaseQuoteCommand];
