import { Body, Controller, Get, Inject, Param, Post, Query, Redirect } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../../platform/http/rate-limit';
import { Ctx } from '../../platform/auth/command-context.decorator';
import { Public, Roles } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { CommandContext } from '../../platform/event-store/metadata';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import {
  AnswerContactMessageCommand,
  CloseContactMessageCommand,
  ConfirmNewsletterSubscriptionCommand,
  ReceiveContactMessageCommand,
  RequestNewsletterSubscriptionCommand,
} from './engagement.commands';
import { AnswerContactMessageDto, ConfirmNewsletterQueryDto, ContactDto, NewsletterDto } from './engagement.dto';
import { ContactMessageDoc, contactMessagesProjection } from './engagement.projection';

/** Footer newsletter box (double opt-in) and the Contact Us form; both land in the back office, personal data sealed. */
@ApiTags('engagement')
@Controller()
export class EngagementController {
  constructor(
    private readonly commands: CommandBus,
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  /** Double opt-in: nothing counts until the link in the e-mail is followed. */
  @Public()
  @RateLimit('newsletter')
  @Post('newsletter')
  async subscribe(@Body() body: NewsletterDto, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new RequestNewsletterSubscriptionCommand({ email: body.email }, ctx));
    return { message: 'Almost done: please open the link we sent to your email address to confirm your subscription.' };
  }

  /** The e-mail's link: confirms, then sends the browser to the storefront with the outcome. */
  @Public()
  @RateLimit('newsletter')
  @Get('newsletter/confirm')
  @Redirect('/', 303)
  async confirm(@Query() query: ConfirmNewsletterQueryDto, @Ctx() ctx: CommandContext) {
    try {
      await this.commands.execute(new ConfirmNewsletterSubscriptionCommand({ subscriberId: query.id, code: query.code }, ctx));
      return { url: '/?newsletter=confirmed' };
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'invalid') return { url: '/?newsletter=invalid' };
      throw error;
    }
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
  @ApiConflictResponse({ description: 'This message is closed' })
  @Post('admin/contact-messages/:id/answer')
  async answer(@Param('id') id: string, @Body() body: AnswerContactMessageDto, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new AnswerContactMessageCommand({ messageId: id, answer: body.answer }, ctx));
    return this.message(id);
  }

  /** Back office: close a message (no further answers). */
  @Roles('admin')
  @ApiBearerAuth()
  @ApiConflictResponse({ description: 'This message is closed already' })
  @Post('admin/contact-messages/:id/close')
  async close(@Param('id') id: string, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new CloseContactMessageCommand({ messageId: id }, ctx));
    return this.message(id);
  }
}
