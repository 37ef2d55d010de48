import { Body, Controller, Get, Inject, NotFoundException, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ReplyHeaders } from '../../platform/http/reply-headers';
import { createHash, randomUUID } from 'node:crypto';
import { Ctx } from '../../platform/auth/command-context.decorator';
import { Public, Roles } from '../../platform/auth/roles';
import { CommandRunner } from '../../platform/domain/command-runner';
import { CommandContext } from '../../platform/event-store/metadata';
import { listResource, ListQuery } from '../../platform/http/simple-rest';
import { withoutBookkeeping } from '../../platform/projections/apply-event';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { contactDecider, subscriberDecider } from './engagement.decider';
import { ContactDto, NewsletterDto } from './engagement.dto';
import { contactStream, subscriberStream } from './engagement.events';
import { ContactMessageDoc, contactMessagesProjection, SubscriberDoc, subscribersProjection } from './engagement.projection';
import { contactMessagesResource, newsletterResource } from './engagement.resources';

const toRecord = <D extends { _id: string }>(doc: D) => {
  const { _id, ...rest } = withoutBookkeeping(doc) as D;
  return { id: _id, ...rest };
};

/** Footer newsletter box and the Contact Us form; both land in the back office, personal data sealed. */
@ApiTags('engagement')
@Controller()
export class EngagementController {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly cipher: PersonalDataCipher,
  ) {}

  @Public()
  @Post('newsletter')
  async subscribe(@Body() body: NewsletterDto, @Ctx() ctx: CommandContext) {
    const email = body.email.trim().toLowerCase();
    // One stream per address, so subscribing twice is a no-op rather than a duplicate.
    const subscriberId = createHash('sha256').update(email).digest('hex').slice(0, 32);
    await this.runner.run(subscriberStream(subscriberId), subscriberDecider, { type: 'Subscribe', data: { subscriberId, email: this.cipher.seal(subscriberId, email), now: ctx.now } }, ctx);
    return { message: 'Thank you for subscribing to our newsletter' };
  }

  @Public()
  @Post('contact')
  async contact(@Body() body: ContactDto, @Ctx() ctx: CommandContext) {
    const messageId = randomUUID();
    const userId = ctx.actor.kind === 'user' ? ctx.actor.userId : null;
    await this.runner.run(contactStream(messageId),
      contactDecider,
      {
        type: 'ReceiveContactMessage',
        data: {
          messageId,
          userId,
          name: this.cipher.seal(messageId, body.name.trim()),
          email: this.cipher.seal(messageId, body.email.trim().toLowerCase()),
          subject: body.subject,
          message: this.cipher.seal(messageId, body.message.trim()),
          now: ctx.now,
        },
      },
      ctx,
    );
    return { id: messageId, message: 'Thank you for contacting us. We will get back to you within one working day.' };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Get('admin/newsletter')
  subscribers(@Query() query: ListQuery, @Res({ passthrough: true }) reply: ReplyHeaders) {
    return listResource(reply, newsletterResource, this.readStore.collection<SubscriberDoc>(newsletterResource.collection), query);
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Get('admin/newsletter/:id')
  async subscriber(@Param('id') id: string) {
    const doc = await this.readStore.collection<SubscriberDoc>(subscribersProjection.collection).findOne({ _id: id });
    if (!doc) throw new NotFoundException('Subscriber not found');
    return toRecord(doc);
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Get('admin/contact-messages')
  messages(@Query() query: ListQuery, @Res({ passthrough: true }) reply: ReplyHeaders) {
    return listResource(reply, contactMessagesResource, this.readStore.collection<ContactMessageDoc>(contactMessagesResource.collection), query);
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Get('admin/contact-messages/:id')
  async message(@Param('id') id: string) {
    const doc = await this.readStore.collection<ContactMessageDoc>(contactMessagesProjection.collection).findOne({ _id: id });
    if (!doc) throw new NotFoundException('Message not found');
    return toRecord(doc);
  }
}
