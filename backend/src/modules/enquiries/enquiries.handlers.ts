import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { deciderHandlers } from '../../platform/domain/decider-command';
import { CommandRunner } from '../../platform/domain/command-runner';
import { DomainError } from '../../platform/domain/domain-error';
import { timeOrderedId } from '../../platform/event-store/time-ordered-id';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { AnswerEnquiryCommand, ENQUIRY_DECIDER_COMMANDS, QuoteEnquiryCommand, SubmitEnquiryCommand } from './enquiries.commands';
import { enquiryDecider } from './enquiries.decider';
import { EnquirySubmitted, enquiryStream } from './enquiries.events';
import { EnquiryProducts } from './enquiry-products';

export const ENQUIRY_SIGN_IN = 'Please log in to enquire about wholesale products.';

@CommandHandler(SubmitEnquiryCommand)
export class SubmitEnquiryHandler implements ICommandHandler<SubmitEnquiryCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    private readonly products: EnquiryProducts,
  ) {}

  async execute({ input, ctx }: SubmitEnquiryCommand) {
    const { actor } = ctx;
    if (actor.kind !== 'user') throw new DomainError('forbidden', ENQUIRY_SIGN_IN);
    // Who asks comes from their account (read once per request by the JWT check), never from the request body.
    const { customer } = input;
    const enquiryId = timeOrderedId();
    const message = input.message.trim();
    // Sealed under the customer's own key: erasing them erases the enquiry's personal data.
    const seal = (value: string) => this.cipher.seal(actor.userId, value);
    const result = await this.runner.run(
      enquiryStream(enquiryId),
      enquiryDecider,
      {
        type: 'SubmitEnquiry',
        data: {
          enquiryId,
          customerId: actor.userId,
          customerName: seal(customer.name),
          customerEmail: seal(customer.email),
          customerPhone: customer.phone ? seal(customer.phone) : null,
          message: seal(message),
          messageLength: message.length,
          product: await this.products.find(input.productId),
          quantity: input.quantity,
          now: ctx.now,
        },
      },
      ctx,
      { newStream: true },
    );
    return { ...result, enquiryId };
  }
}

@CommandHandler(AnswerEnquiryCommand)
export class AnswerEnquiryHandler implements ICommandHandler<AnswerEnquiryCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async execute({ input, ctx }: AnswerEnquiryCommand) {
    const stream = enquiryStream(input.enquiryId);
    // The answer is about the customer's enquiry: sealed under the same key as their message.
    const submitted = (await this.runner.store.readStream(stream, { maxCount: 1 }))[0] as unknown as EnquirySubmitted | undefined;
    const answer = input.answer.trim();
    const answerSealed = submitted ? this.cipher.seal(submitted.data.customerId, answer) : answer;
    return this.runner.run(stream, enquiryDecider, { type: 'AnswerEnquiry', data: { by: input.by, answer: answerSealed, answerLength: answer.length, now: ctx.now } }, ctx);
  }
}

@CommandHandler(QuoteEnquiryCommand)
export class QuoteEnquiryHandler implements ICommandHandler<QuoteEnquiryCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly products: EnquiryProducts,
  ) {}

  async execute({ id, input, ctx, options }: QuoteEnquiryCommand) {
    const stream = enquiryStream(id);
    // The product as checkout would find it now (deleted, unapproved, set inactive, its vendor suspended: not on sale).
    const submitted = (await this.runner.store.readStream(stream, { maxCount: 1 }))[0] as unknown as EnquirySubmitted | undefined;
    const product = submitted ? await this.products.find(submitted.data.productId) : null;
    return this.runner.run(stream, enquiryDecider, { type: 'QuoteEnquiry', data: { ...input, onSale: !!product?.approved, now: ctx.now } }, ctx, options);
  }
}

export const ENQUIRY_HANDLERS = [SubmitEnquiryHandler, AnswerEnquiryHandler, QuoteEnquiryHandler, ...deciderHandlers(enquiryDecider, enquiryStream, ENQUIRY_DECIDER_COMMANDS)];
