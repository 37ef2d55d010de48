import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { CommandRunner } from '../../platform/domain/command-runner';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { AnswerContactMessageCommand, CloseContactMessageCommand, ReceiveContactMessageCommand } from './engagement.commands';
import { contactDecider } from './engagement.decider';
import { contactStream, ContactMessageReceived, referenceOf } from './engagement.events';
import { CorrespondentKeys } from './engagement.subjects';

@CommandHandler(ReceiveContactMessageCommand)
export class ReceiveContactMessageHandler implements ICommandHandler<ReceiveContactMessageCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    private readonly correspondents: CorrespondentKeys,
  ) {}

  async execute({ input, ctx }: ReceiveContactMessageCommand) {
    const messageId = randomUUID();
    const email = input.email.trim().toLowerCase();
    const subject = await this.correspondents.subjectFor(email, ctx);
    const seal = (value: string) => this.cipher.seal(subject, value);
    const result = await this.runner.run(
      contactStream(messageId),
      contactDecider,
      {
        type: 'ReceiveContactMessage',
        data: {
          messageId,
          userId: ctx.actor.kind === 'user' ? ctx.actor.userId : null,
          name: seal(input.name.trim()),
          email: seal(email),
          subject: input.subject,
          message: seal(input.message.trim()),
          now: ctx.now,
        },
      },
      ctx,
    );
    return { ...result, messageId, reference: referenceOf(messageId) };
  }
}

@CommandHandler(AnswerContactMessageCommand)
export class AnswerContactMessageHandler implements ICommandHandler<AnswerContactMessageCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async execute({ input, ctx }: AnswerContactMessageCommand) {
    const stream = contactStream(input.messageId);
    // The answer is about the sender: sealed under the same key as their message.
    const received = (await this.runner.store.readStream(stream, { maxCount: 1 }))[0] as unknown as ContactMessageReceived | undefined;
    const answer = input.answer.trim();
    const subject = PersonalDataCipher.subjectOf(received?.data.email);
    const sealed = subject ? this.cipher.seal(subject, answer) : answer;
    return this.runner.run(stream, contactDecider, { type: 'AnswerContactMessage', data: { answer: sealed, length: answer.length, now: ctx.now } }, ctx);
  }
}

@CommandHandler(CloseContactMessageCommand)
export class CloseContactMessageHandler implements ICommandHandler<CloseContactMessageCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ input, ctx }: CloseContactMessageCommand) {
    return this.runner.run(contactStream(input.messageId), contactDecider, { type: 'CloseContactMessage', data: { now: ctx.now } }, ctx);
  }
}

export const ENGAGEMENT_HANDLERS = [ReceiveContactMessageHandler, AnswerContactMessageHandler, CloseContactMessageHandler];
