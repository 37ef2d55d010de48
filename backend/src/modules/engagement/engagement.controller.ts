import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { createHash, randomUUID } from 'node:crypto';
import { Ctx } from '../../platform/auth/command-context.decorator';
import { Public } from '../../platform/auth/roles';
import { CommandRunner } from '../../platform/domain/command-runner';
import { CommandContext } from '../../platform/event-store/metadata';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { contactDecider, subscriberDecider } from './engagement.decider';
import { ContactDto, NewsletterDto } from './engagement.dto';
import { contactStream, subscriberStream } from './engagement.events';

/** Footer newsletter box and the Contact Us form; both land in the back office, personal data sealed. */
@ApiTags('engagement')
@Controller()
export class EngagementController {
  constructor(
    private readonly runner: CommandRunner,
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

}
