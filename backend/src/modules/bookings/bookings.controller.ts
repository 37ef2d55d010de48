import { City } from '@bazaar/common';
import { Body, Controller, Get, Headers, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiHeader, ApiNotFoundResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { requesterOf } from '../../platform/domain/requester';
import { Ctx, CurrentUser } from '../../platform/auth/command-context.decorator';
import { AuthUser, Public, Roles } from '../../platform/auth/roles';
import { businessDay } from '../../platform/domain/business-day';
import { DomainError } from '../../platform/domain/domain-error';
import { CommandContext } from '../../platform/event-store/metadata';
import { timeOrderedId } from '../../platform/event-store/time-ordered-id';
import { optionalIdempotencyKey } from '../../platform/http/idempotency-key';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { averageOf, ServiceProviderDoc, serviceProvidersProjection } from '../services/services.projection';
import { BOOKING_SLOTS } from './booking-slots.process';
import { CancelBookingCommand, PostReviewCommand, RequestBookingCommand, SendBookingMessageCommand } from './bookings.commands';
import { BookingRequestDto, MessageDto, PageQueryDto, ReviewDto, SlotsQueryDto } from './bookings.dto';
import { BookingDoc, bookingsProjection, ScheduleDoc, scheduleProjection } from './bookings.projection';
import { presentBookings, toBookingRecord, toMessageRecord } from './bookings.records';
import { BookingMessageDoc, bookingMessagesProjection } from './messages.projection';
import { ServiceSnapshots } from './service-snapshot';
import { firstFreeDay, freeSlots, horizonOf, isCalendarDate } from './slots';

/** Messages a thread shows at most (newest kept). */
export const THREAD_LIMIT = 200;

/**
 * The storefront's side of bookings: free slots (public), a customer's booking request,
 * their list, cancel, review and the message thread of each booking.
 */
@ApiTags('bookings')
@Controller()
export class BookingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly cipher: PersonalDataCipher,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly services: ServiceSnapshots,
  ) {}

  private get bookings() {
    return this.readStore.collection<BookingDoc>(bookingsProjection.collection);
  }

  /** The customer's own booking, opened; someone else's reads as absent. */
  private async own(id: string, user: AuthUser) {
    const doc = await this.bookings.findOne({ _id: id, customerId: user.userId });
    if (!doc) throw new DomainError('not_found', 'Booking not found');
    const [record] = await presentBookings([toBookingRecord(doc)], { readStore: this.readStore, cipher: this.cipher });
    return record;
  }

  /** Spec 2.8 Reviews header: the provider's average rating (1 decimal, null before the first) and review count. */
  @Roles('provider')
  @ApiBearerAuth()
  @Get('me/reviews/summary')
  async reviewSummary(@CurrentUser() user: AuthUser) {
    const doc = await this.readStore.collection<ServiceProviderDoc>(serviceProvidersProjection.collection).findOne({ _id: user.userId });
    return { average: averageOf(doc?.ratingTotal ?? 0, doc?.reviewCount ?? 0), count: doc?.reviewCount ?? 0 };
  }

  /** Spec 9 hourly slots of the day (Asia/Kolkata), each free when this service could start there now. */
  @Public()
  @Get('services/:id/slots')
  async slots(@Param('id') id: string, @Query() query: SlotsQueryDto) {
    if (!isCalendarDate(query.date)) throw DomainError.invalid({ date: 'Date must be a calendar date, YYYY-MM-DD' });
    const service = await this.services.get(id);
    if (!service?.bookable) throw new DomainError('not_found', 'Service not found');
    const schedule = await this.readStore.collection<ScheduleDoc>(scheduleProjection.collection).findOne({ _id: `${service.providerId}.${query.date}` });
    const held = new Set(Object.keys(schedule?.held ?? {}));
    return { date: query.date, slots: freeSlots({ duration: service.duration, hours: service.workingHours, date: query.date, held, now: new Date() }) };
  }

  /**
   * The booking form's first day: the first day from today (Asia/Kolkata) within the booking
   * window with a free slot, and that day's slots, from one read of the provider's schedule;
   * `{date: null, slots: []}` when there is none.
   */
  @Public()
  @Get('services/:id/slots/first-free')
  async firstFree(@Param('id') id: string) {
    const service = await this.services.get(id);
    if (!service?.bookable) throw new DomainError('not_found', 'Service not found');
    const now = new Date();
    const today = businessDay(now);
    const schedules = await this.readStore
      .collection<ScheduleDoc>(scheduleProjection.collection)
      .find({ providerId: service.providerId, date: { $gte: today, $lte: horizonOf(today) } });
    const held = new Map(schedules.map((doc) => [doc.date, new Set(Object.keys(doc.held))]));
    const none = new Set<string>();
    const first = firstFreeDay({ duration: service.duration, hours: service.workingHours, heldOn: (date) => held.get(date) ?? none, now });
    return first ?? { date: null, slots: [] };
  }

  /**
   * Confirm Booking: the slots are held for this customer at once (pending), or 409 when
   * someone was first. With an Idempotency-Key the same key again answers the same booking
   * (a retry after a lost answer books nothing new), or 422 with another request.
   */
  @Roles('customer')
  @ApiBearerAuth()
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiNotFoundResponse({ description: 'No service with this serviceId' })
  @ApiConflictResponse({ description: 'This service is not taking bookings, or the time slot was just booked' })
  @ApiUnprocessableEntityResponse({ description: 'This Idempotency-Key was used for a different booking' })
  @Post('bookings')
  async request(@Body() body: BookingRequestDto, @Headers('idempotency-key') key: string | undefined, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    const idempotencyKey = optionalIdempotencyKey(key, 'booking');
    // The guard read the account for this request (name, e-mail and phone as they stand now).
    const seal = (value: string) => this.cipher.seal(user.userId, value);
    const { bookingId } = await this.commands.execute(
      new RequestBookingCommand(
        {
          bookingId: timeOrderedId(), // later bookings sort last in the indexes keyed on it (ADR 0032)
          serviceId: body.serviceId,
          customerId: user.userId,
          customer: { name: seal(user.name), email: seal(user.email), phone: user.phone ? seal(user.phone) : null },
          location: seal(body.location.trim()),
          city: (body.city as City | undefined) ?? null,
          date: body.date,
          time: body.time,
          ...(idempotencyKey !== undefined && { idempotencyKey }),
        },
        ctx,
      ),
    );
    return this.own(bookingId, user);
  }

  @Roles('customer')
  @ApiBearerAuth()
  @Get('me/bookings')
  async mine(@Query() query: PageQueryDto, @CurrentUser() user: AuthUser) {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 25;
    const filter = { customerId: user.userId };
    const [docs, total] = await Promise.all([this.bookings.find(filter, { sort: { startsAt: -1, _id: 1 }, skip: (page - 1) * perPage, limit: perPage }), this.bookings.count(filter)]);
    return { items: await presentBookings(docs.map(toBookingRecord), { readStore: this.readStore, cipher: this.cipher }), total, page, perPage };
  }

  @Roles('customer')
  @ApiBearerAuth()
  @Get('me/bookings/:id')
  one(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return this.own(id, user);
  }

  /** Cancel before the start; the answer comes once the slots are free again. */
  @Roles('customer')
  @ApiBearerAuth()
  @ApiConflictResponse({ description: 'Only a pending or confirmed booking can be cancelled, before it starts (a cancelled one answers as it stands)' })
  @Post('me/bookings/:id/cancel')
  async cancel(@Param('id') id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    await this.own(id, user);
    const { position } = await this.commands.execute(new CancelBookingCommand(id, { by: requesterOf(ctx) }, ctx));
    await this.readYourWrites.waitForProcessManager(BOOKING_SLOTS, position);
    return this.own(id, user);
  }

  /** One review (1 to 5 stars, comment) per completed booking, by its customer. */
  @Roles('customer')
  @ApiBearerAuth()
  @ApiConflictResponse({ description: 'Only a completed booking can be reviewed, once' })
  @Post('me/bookings/:id/review')
  async review(@Param('id') id: string, @Body() body: ReviewDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    await this.own(id, user);
    await this.commands.execute(new PostReviewCommand(id, { by: requesterOf(ctx), rating: body.rating, comment: body.comment }, ctx));
    return this.own(id, user);
  }

  @Roles('customer')
  @ApiBearerAuth()
  @Get('me/bookings/:id/messages')
  async messages(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    await this.own(id, user);
    return threadOf(this.readStore, this.cipher, id);
  }

  @Roles('customer')
  @ApiBearerAuth()
  @Post('me/bookings/:id/messages')
  async send(@Param('id') id: string, @Body() body: MessageDto, @CurrentUser() user: AuthUser, @Ctx() ctx: CommandContext) {
    await this.own(id, user);
    return sendMessage(this.commands, this.cipher, this.readStore, id, body.text, user, ctx);
  }
}

/** A booking's thread, oldest first (the last THREAD_LIMIT messages). */
export async function threadOf(readStore: ReadStore, cipher: PersonalDataCipher, bookingId: string) {
  const docs = await readStore.collection<BookingMessageDoc>(bookingMessagesProjection.collection).find({ bookingId }, { sort: { sentAt: -1 }, limit: THREAD_LIMIT });
  return docs.reverse().map((doc) => toMessageRecord(doc, cipher));
}

/** Sends a message sealed with the sender's key, and answers with the thread. */
export async function sendMessage(commands: CommandBus, cipher: PersonalDataCipher, readStore: ReadStore, bookingId: string, text: string, user: AuthUser, ctx: CommandContext) {
  const messageId = randomUUID();
  await commands.execute(new SendBookingMessageCommand(bookingId, { by: requesterOf(ctx), messageId, text: cipher.seal(user.userId, text.trim()) }, ctx));
  return threadOf(readStore, cipher, bookingId);
}
