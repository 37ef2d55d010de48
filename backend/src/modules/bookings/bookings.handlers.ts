import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../platform/domain/command-runner';
import { deciderHandlers } from '../../platform/domain/decider-command';
import { BookingCommand, bookingDecider } from './booking.decider';
import { BOOKING_COMMANDS, ReleaseSlotsCommand, RequestBookingCommand } from './bookings.commands';
import { BookingRequested, bookingStream, scheduleId, scheduleStream } from './bookings.events';
import { scheduleDecider } from './schedule.decider';
import { ServiceSnapshots } from './service-snapshot';

/**
 * A provider's day is a stream every booking and release of that day shares: its commands
 * are batched in this process (shared-stream.ts); a conflict comes only from another process,
 * and a schedule day has at most 24 slots, so at most that many winners to lose to.
 */
export const SCHEDULE_OPTIONS = { attempts: 30 } as const;

/**
 * A booking request is decided first (bad input, a hidden service or a past time write
 * nothing), then its slots are held on the provider's schedule for that day at the
 * revision they were decided on, after the holds queued before it in this process (decided
 * in the same batch) and on fresh state after another process's hold; a slot someone else
 * now holds is a 409. The booking's stream opens in the same append as its hold. Where the
 * store has no transaction across streams (EventStoreDB), a crash between the two leaves a
 * hold without a booking, which the booking-slots process manager's response timeout
 * releases like any unanswered request.
 */
@CommandHandler(RequestBookingCommand)
export class RequestBookingHandler implements ICommandHandler<RequestBookingCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly services: ServiceSnapshots,
  ) {}

  async execute({ input, ctx }: RequestBookingCommand) {
    const { serviceId, ...request } = input;
    const command: BookingCommand = { type: 'RequestBooking', data: { ...request, service: await this.services.get(serviceId), now: ctx.now } };
    const [requested] = bookingDecider.decide(command, bookingDecider.initialState()) as [BookingRequested];
    const { providerId, date, times, bookingId } = requested.data;
    // The hold and the booking are one append (alongside): a crash cannot leave a slot held
    // with no booking to release it, and there is one durable write and one wait, not two.
    // The booking's read model is awaited with the hold (the result's position is the later).
    const hold = { type: 'HoldSlots' as const, data: { providerId, date, times, bookingId, now: ctx.now } };
    const held = await this.runner.run(scheduleStream(scheduleId(providerId, date)), scheduleDecider, hold, ctx, {
      ...SCHEDULE_OPTIONS,
      alongside: { streamId: bookingStream(bookingId), events: [requested] },
    });
    return { events: [requested], position: held.position, revision: 0 };
  }
}

export const BOOKING_HANDLERS = [
  RequestBookingHandler,
  ...deciderHandlers(bookingDecider, bookingStream, BOOKING_COMMANDS),
  ...deciderHandlers(scheduleDecider, scheduleStream, [ReleaseSlotsCommand]),
];
