import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../platform/domain/command-runner';
import { deciderHandlers } from '../../platform/domain/decider-command';
import { DomainError } from '../../platform/domain/domain-error';
import { UniqueKeys } from '../../platform/domain/unique-keys';
import { CommandContext } from '../../platform/event-store/metadata';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { ReadYourWrites } from '../../platform/projections/read-your-writes';
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
/** Unique-key kind holding a customer's Idempotency-Key for the booking it requested. */
export const BOOKING_REQUEST_KEY = 'bookingrequest';
export const BOOKING_KEY_REUSED = 'This Idempotency-Key was used for a different booking; use a new key for a new booking';
/** A key whose booking never came to exist after this long (its request crashed) is taken over. */
const ABANDONED_AFTER_MS = 60_000;

type RequestInput = RequestBookingCommand['input'];

@CommandHandler(RequestBookingCommand)
export class RequestBookingHandler implements ICommandHandler<RequestBookingCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly services: ServiceSnapshots,
    private readonly keys: UniqueKeys,
    private readonly cipher: PersonalDataCipher,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  /**
   * With an Idempotency-Key, a retry after a lost answer (or a double submit) answers the
   * booking the first request made instead of meeting its own hold as someone else's (409);
   * the same key with another service, day, time or place is refused (422). Without one,
   * every request is a new booking.
   */
  async execute({ input, ctx }: RequestBookingCommand) {
    if (input.idempotencyKey === undefined) return this.request(input, ctx);
    const keyValue = `${input.customerId}\u0000${input.idempotencyKey}`;
    const abandoned = async (holder: string, reservedAt: Date) =>
      ctx.now.getTime() - reservedAt.getTime() > ABANDONED_AFTER_MS && (await this.runner.store.readStream(bookingStream(holder))).length === 0;
    // A first request still under way either lands (answered below) or is refused and frees the key (tried again).
    for (let attempt = 0; ; attempt++) {
      if (await this.keys.reserve(BOOKING_REQUEST_KEY, keyValue, input.bookingId, ctx, { abandoned })) break;
      const first = await this.requestedUnder(keyValue);
      if (first === 'released' && attempt < 3) continue;
      if (first === 'released' || first === 'pending') throw new DomainError('conflict', 'This booking is still being requested; please try again in a moment.');
      if (!this.sameRequest(first.data, input)) throw new DomainError('unprocessable', BOOKING_KEY_REUSED, { 'Idempotency-Key': BOOKING_KEY_REUSED });
      await this.readYourWrites.waitFor(first.position, ['BookingRequested']);
      return { events: [], position: first.position, revision: first.revision, bookingId: first.data.bookingId };
    }
    try {
      return await this.request(input, ctx);
    } catch (error) {
      // Refused (the slot taken, a bad time): nothing was booked, so the key is free for the corrected request.
      await this.keys.release(BOOKING_REQUEST_KEY, keyValue, input.bookingId, ctx);
      throw error;
    }
  }

  private async request(input: RequestInput, ctx: CommandContext) {
    const { serviceId, idempotencyKey: _key, ...request } = input;
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
    return { events: [requested], position: held.position, revision: 0, bookingId };
  }

  /**
   * The BookingRequested of the booking that holds the key, waiting up to 5 s while its request
   * is still being held; 'released' when the key came free meanwhile (that request was refused).
   */
  private async requestedUnder(keyValue: string) {
    const deadline = Date.now() + 5000;
    for (;;) {
      const bookingId = await this.keys.ownerOf(BOOKING_REQUEST_KEY, keyValue);
      if (bookingId === null) return 'released' as const;
      const [first] = await this.runner.store.readStream(bookingStream(bookingId), { maxCount: 1 });
      if (first) return first as typeof first & { data: BookingRequested['data'] };
      if (Date.now() > deadline) return 'pending' as const;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The same service, day, time and place (the place compared opened: each seal is randomised). */
  private sameRequest(first: BookingRequested['data'], input: RequestInput): boolean {
    return (
      first.serviceId === input.serviceId &&
      first.date === input.date &&
      first.time === input.time &&
      first.city === input.city &&
      this.cipher.open(first.location) === this.cipher.open(input.location)
    );
  }
}

export const BOOKING_HANDLERS = [
  RequestBookingHandler,
  ...deciderHandlers(bookingDecider, bookingStream, BOOKING_COMMANDS),
  ...deciderHandlers(scheduleDecider, scheduleStream, [ReleaseSlotsCommand]),
];
