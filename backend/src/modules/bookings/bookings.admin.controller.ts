import { Body, Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import { requesterOf } from '../../platform/domain/requester';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { AuthUser, Roles } from '../../platform/auth/roles';
import { DomainError } from '../../platform/domain/domain-error';
import { BOOKING_NOT_FOUND } from './booking.decider';
import { CommandContext } from '../../platform/event-store/metadata';
import { IfMatch } from '../../platform/http/if-match';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { BOOKING_SLOTS } from './booking-slots.process';
import { sendMessage, threadOf } from './bookings.controller';
import { AcceptBookingCommand, CancelBookingCommand, CompleteBookingCommand, DeclineBookingCommand, ReplyToReviewCommand } from './bookings.commands';
import { CancelDto, DeclineDto, MessageDto, ReplyDto } from './bookings.dto';
import { BookingDoc, bookingsProjection } from './bookings.projection';
import { presentBookings, toBookingRecord } from './bookings.records';

/**
 * The provider's answers (spec 2.8 Accept, Decline, Cancel, Complete, Message, Reply) and the admin's, on
 * the `bookings` resource; a provider acts only on their own bookings (the decider's rule).
 */
@ApiTags('admin: bookings')
@ApiBearerAuth()
@Roles('admin', 'provider')
@Controller('admin/bookings')
export class BookingsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly cipher: PersonalDataCipher,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  /** The booking as this caller may see it: a provider's own, any for an admin; another provider's is not found, as its GET. */
  private async visible(id: string, user: AuthUser) {
    const doc = await this.readStore.collection<BookingDoc>(bookingsProjection.collection).findOne(user.role === 'admin' ? { _id: id } : { _id: id, providerId: user.userId });
    if (!doc) throw new DomainError('not_found', BOOKING_NOT_FOUND);
    const [record] = await presentBookings([toBookingRecord(doc)], { readStore: this.readStore, cipher: this.cipher });
    return record;
  }

  @Post(':id/accept')
  async accept(@Param('id') id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    await this.commands.execute(new AcceptBookingCommand(id, { by: requesterOf(ctx) }, ctx, { expectedRevision }));
    return this.visible(id, user);
  }

  /** Decline: cancelled, and answered once its slots are free again. */
  @Post(':id/decline')
  async decline(@Param('id') id: string, @Body() body: DeclineDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    const { position } = await this.commands.execute(new DeclineBookingCommand(id, { by: requesterOf(ctx), reason: body.reason }, ctx, { expectedRevision }));
    await this.readYourWrites.waitForProcessManager(BOOKING_SLOTS, position);
    return this.visible(id, user);
  }

  /**
   * Cancel a pending or confirmed booking before its start, with a reason for the customer:
   * the provider's own (they cannot come), or any for an admin. Answered once the slots are free.
   */
  @Post(':id/cancel')
  async cancel(@Param('id') id: string, @Body() body: CancelDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    await this.visible(id, user);
    const { position } = await this.commands.execute(new CancelBookingCommand(id, { by: requesterOf(ctx), reason: body.reason }, ctx, { expectedRevision }));
    await this.readYourWrites.waitForProcessManager(BOOKING_SLOTS, position);
    return this.visible(id, user);
  }

  @Post(':id/complete')
  async complete(@Param('id') id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext, @IfMatch() expectedRevision?: number) {
    await this.commands.execute(new CompleteBookingCommand(id, { by: requesterOf(ctx) }, ctx, { expectedRevision }));
    return this.visible(id, user);
  }

  /** The provider's one reply to the booking's review. */
  @ApiConflictResponse({ description: 'There is no review to reply to, or it already has a reply' })
  @Post(':id/reply')
  async reply(@Param('id') id: string, @Body() body: ReplyDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    await this.commands.execute(new ReplyToReviewCommand(id, { by: requesterOf(ctx), reply: body.reply }, ctx));
    return this.visible(id, user);
  }

  @Get(':id/messages')
  async messages(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    await this.visible(id, user);
    return threadOf(this.readStore, this.cipher, id);
  }

  @Post(':id/messages')
  async send(@Param('id') id: string, @Body() body: MessageDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    await this.visible(id, user);
    return sendMessage(this.commands, this.cipher, this.readStore, id, body.text, user, ctx);
  }
}
