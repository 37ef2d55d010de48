import { Body, Controller, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { createHash, randomUUID } from 'node:crypto';
import { RateLimit } from '../../platform/http/rate-limit';
import { Ctx } from '../../platform/auth/command-context.decorator';
import { Public, Roles } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { CommandRunner } from '../../platform/domain/command-runner';
import { CommandContext } from '../../platform/event-store/metadata';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { subscriberDecider } from './engagement.decider';
import { AnswerContactMessageCommand, CloseContactMessageCommand, ReceiveContactMessageCommand } from './engagement.commands';
import { AnswerContactMessageDto, ContactDto, NewsletterDto } from './engagement.dto';
import { ContactMessageDoc, contactMessagesProjection } from './engagement.projection';
import { subscriberStream } from './engagement.events';

/** Footer newsletter box and the Contact Us form; both land in the back office, personal data sealed. */
@ApiTags('engagement')
@Controller()
export class EngagementController {
  constructor(
    private readonly runner: CommandRunner,
    private readonly commands: CommandBus,
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  @Public()
  @RateLimit('newsletter')
  @Post('newsletter')
  async subscribe(@Body() body: NewsletterDto, @Ctx() ctx: CommandContext) {
    const email = body.email.trim().toLowerCase();
    // One stream per address, so subscribing twice is a no-op rather than a duplicate.
    const subscriberId = createHash('sha256').update(email).digest('hex').slice(0, 32);
    await this.runner.run(subscriberStream(subscriberId), subscriberDecider, { type: 'Subscribe', data: { subscriberId, email: this.cipher.seal(subscriberId, email), now: ctx.now } }, ctx);
    return { message: 'Thank you for subscribing to our newsletter' };
  }

  /** The message as the back office shows it after a change (the full record is the generic resource's). */
  private async message(id: string) {
    const doc = await this.readStore.collection<ContactMessageDoc>(contactMessagesProjection.collection).findOne({ _id: id });
    if (!doc) throw new DomainError('not_found', 'Message not found');
    const { _id, status, reference, answer, answeredAt, closedAt } = doc;
    return { id: _id, reference, status, answer: this.cipher.open(answer), answeredAt, closedAt };
  }

  @Public()
  @RateLimit('contact')
  @Post('contact')
  async contact(@Body() body: ContactDto, @Ctx() ctx: CommandContext) {
    const { messageId, reference } = await this.commands.execute(new ReceiveContactMessageCommand(body, ctx));
    return { id: messageId, reference, message: `Thank you for contacting us. We will get back to you within one working day. Your reference is ${reference}.` };
  }

  /** Back office: answer a message (status answered). */
  @Roles('admin')
  @ApiBearerAuth()
  @Post('admin/contact-messages/:id/answer')
  async answer(@Param('id') id: string, @Body() body: AnswerContactMessageDto, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new AnswerContactMessageCommand({ messageId: id, answer: body.answer }, ctx));
    return this.message(id);
  }

  /** Back office: close a message (no further answers). */
  @Roles('admin')
  @ApiBearerAuth()
  @Post('admin/contact-messages/:id/close')
  async close(@Param('id') id: string, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new CloseContactMessageCommand({ messageId: id }, ctx));
    return this.message(id);
  }
}
