import { Command } from '@nestjs/cqrs';
import { CommandResult } from '../../platform/domain/handle-command';
import { CommandContext } from '../../platform/event-store/metadata';
import { ContactEvent, ContactSubject } from './engagement.events';

/** Contact Us: fields in plain text; the handler seals them under the sender's key. */
export class ReceiveContactMessageCommand extends Command<CommandResult<ContactEvent> & { messageId: string; reference: string }> {
  constructor(
    readonly input: { name: string; email: string; subject: ContactSubject; message: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

export class AnswerContactMessageCommand extends Command<CommandResult<ContactEvent>> {
  constructor(
    readonly input: { messageId: string; answer: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

export class CloseContactMessageCommand extends Command<CommandResult<ContactEvent>> {
  constructor(
    readonly input: { messageId: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** Footer newsletter box: a subscription waiting for its confirmation link (double opt-in). */
export class RequestNewsletterSubscriptionCommand extends Command<void> {
  constructor(
    readonly input: { email: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** The link in the confirmation e-mail: from here the subscription counts. */
export class ConfirmNewsletterSubscriptionCommand extends Command<void> {
  constructor(
    readonly input: { subscriberId: string; code: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
