import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { NOTIFIER, Notifier } from '../../platform/notifications/notification.port';
import { CommandRunner } from '../../platform/domain/command-runner';
import { ERASED, PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import {
  AnswerContactMessageCommand,
  CloseContactMessageCommand,
  ConfirmNewsletterSubscriptionCommand,
  ReceiveContactMessageCommand,
  RequestNewsletterSubscriptionCommand,
} from './engagement.commands';
import { contactDecider, subscriberDecider } from './engagement.decider';
import { contactStream, ContactMessageReceived, referenceOf, subscriberStream } from './engagement.events';
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
    @Inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  async execute({ input, ctx }: AnswerContactMessageCommand) {
    const stream = contactStream(input.messageId);
    // The answer is about the sender: sealed under the same key as their message.
    const received = (await this.runner.store.readStream(stream, { maxCount: 1 }))[0] as unknown as ContactMessageReceived | undefined;
    const answer = input.answer.trim();
    const subject = PersonalDataCipher.subjectOf(received?.data.email);
    const sealed = subject ? this.cipher.seal(subject, answer) : answer;
    const result = await this.runner.run(stream, contactDecider, { type: 'AnswerContactMessage', data: { answer: sealed, length: answer.length, now: ctx.now } }, ctx);
    // Recorded first, then sent: a failed e-mail does not lose the answer (it is logged and shown in the back office).
    const to = this.cipher.open(received!.data.email);
    if (to === ERASED) return result;
    await this.notifier
      .notify({ channel: 'email', to, subject: `Re: your message ${received!.data.reference ?? referenceOf(input.messageId)}`, text: `${answer}\n\n— Bazaar support` })
      .catch((error: Error) => Logger.warn(`contact answer e-mail failed: ${error.message}`, 'Engagement'));
    return result;
  }
}

@CommandHandler(CloseContactMessageCommand)
export class CloseContactMessageHandler implements ICommandHandler<CloseContactMessageCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ input, ctx }: CloseContactMessageCommand) {
    return this.runner.run(contactStream(input.messageId), contactDecider, { type: 'CloseContactMessage', data: { now: ctx.now } }, ctx);
  }
}

/** The confirmation code travels only in the e-mail; the log keeps its SHA-256. */
const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

@CommandHandler(RequestNewsletterSubscriptionCommand)
export class RequestNewsletterSubscriptionHandler implements ICommandHandler<RequestNewsletterSubscriptionCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    private readonly correspondents: CorrespondentKeys,
    @Inject(NOTIFIER) private readonly notifier: Notifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ input, ctx }: RequestNewsletterSubscriptionCommand) {
    const email = input.email.trim().toLowerCase();
    // One subscription per address: a random id held for it as the unique key `newsletter`.
    const subscriberId = await this.correspondents.reserveFor('newsletter', email, ctx);
    const subject = await this.correspondents.subjectFor(email, ctx);
    const code = randomBytes(24).toString('base64url');
    const { events } = await this.runner.run(
      subscriberStream(subscriberId),
      subscriberDecider,
      { type: 'RequestSubscription', data: { subscriberId, email: this.cipher.seal(subject, email), codeHash: hashCode(code), now: ctx.now } },
      ctx,
    );
    // An address already confirmed gets nothing new (and the answer does not tell a stranger so).
    if (events.length === 0) return;
    const link = `${this.config.publicUrl}/api/newsletter/confirm?id=${subscriberId}&code=${code}`;
    await this.notifier.notify({
      channel: 'email',
      to: email,
      subject: 'Confirm your Bazaar newsletter subscription',
      text: `Please confirm that you want the Bazaar newsletter at this address: ${link}\nThe link works for 48 hours. If you did not ask for it, ignore this message and nothing is sent to you.`,
    });
  }
}

@CommandHandler(ConfirmNewsletterSubscriptionCommand)
export class ConfirmNewsletterSubscriptionHandler implements ICommandHandler<ConfirmNewsletterSubscriptionCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ input, ctx }: ConfirmNewsletterSubscriptionCommand) {
    await this.runner.run(subscriberStream(input.subscriberId), subscriberDecider, { type: 'ConfirmSubscription', data: { codeHash: hashCode(input.code), now: ctx.now } }, ctx);
  }
}

export const ENGAGEMENT_HANDLERS = [
  ReceiveContactMessageHandler,
  AnswerContactMessageHandler,
  CloseContactMessageHandler,
  RequestNewsletterSubscriptionHandler,
  ConfirmNewsletterSubscriptionHandler,
];
