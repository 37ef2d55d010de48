import { Controller, Get, HttpCode, HttpException, HttpStatus, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { AnyRole, AuthUser } from '../../platform/auth/roles';
import { JwtStrategy } from '../../platform/auth/jwt.strategy';
import { CommandContext } from '../../platform/event-store/metadata';
import { eventStreamWriter } from './event-stream';
import { MAX_STREAMS_PER_USER, NotificationFeed } from './notification-feed';
import { MarkAllNotificationsReadCommand, MarkNotificationReadCommand } from './notifications.commands';
import { NotificationListQueryDto } from './notifications.dto';

/** The signed-in person's notifications (every role has an inbox; admins also read the admin one). */
@ApiTags('me')
@ApiBearerAuth()
@AnyRole()
@Controller('me/notifications')
export class NotificationsController {
  constructor(
    private readonly feed: NotificationFeed,
    private readonly commands: CommandBus,
    private readonly auth: JwtStrategy,
  ) {}

  /** Newest first, paged, with the unread count for the bell. */
  @Get()
  list(@Query() query: NotificationListQueryDto, @CurrentUser() user: AuthUser) {
    return this.feed.list(user, { page: query.page ?? 1, perPage: query.perPage ?? 20, status: query.status });
  }

  /** Mark all as read: every unread notice of the caller's inboxes (the newest 500 per call); answers how many and the unread count left. */
  @Post('read-all')
  @HttpCode(200)
  async readAll(@CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    const { marked } = await this.commands.execute(new MarkAllNotificationsReadCommand(ctx));
    return { marked, unread: await this.feed.unread(user) };
  }

  @Post(':id/read')
  @HttpCode(200)
  async read(@Param('id') id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new MarkNotificationReadCommand({ notificationId: id.slice(0, 200) }, ctx));
    return this.feed.one(user, id);
  }

  /**
   * Server-sent events: `unread` ({unread}) at once and after every change, `notification`
   * (the new record) as each arrives, and a comment line as heartbeat. Sent with the bearer
   * header like every call (the clients read it with fetch, not EventSource).
   */
  @ApiTooManyRequestsResponse({ description: 'The caller has the most notification streams open at once already' })
  @Get('stream')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'text/event-stream of `unread` and `notification` events' })
  async stream(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    if (!this.feed.acquire(user.userId)) {
      const message = `At most ${MAX_STREAMS_PER_USER} notification streams may be open at once`;
      throw new HttpException({ statusCode: 429, message, errors: { stream: message } }, HttpStatus.TOO_MANY_REQUESTS);
    }
    reply.hijack();
    const raw = reply.raw;
    // Hijacked, the answer skips Fastify's send: the security headers set on the reply (CSP, frame and referrer rules) are copied here.
    raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
    });
    const write = eventStreamWriter(raw);
    write('retry: 3000\n\n');
    let stop: (() => void) | undefined;
    let gone = false;
    request.raw.once('close', () => {
      gone = true;
      stop?.();
    });
    try {
      stop = await this.feed.follow(
        user,
        (message) => write(message === 'heartbeat' ? ': heartbeat\n\n' : `event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`),
        () => raw.end(),
        // Ends when the caller no longer would be let in as they were (role, status, session) and at the token's expiry.
        { holds: () => this.auth.stillHolds(user), until: user.tokenExpiresAt },
      );
      if (gone) stop();
    } catch {
      this.feed.release(user.userId);
      raw.end();
    }
  }
}
