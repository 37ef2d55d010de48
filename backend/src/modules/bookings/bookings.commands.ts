import { City } from '@bazaar/common';
import { Command } from '@nestjs/cqrs';
import { DeciderCommand, InputOf } from '../../platform/domain/decider-command';
import { CommandResult } from '../../platform/domain/handle-command';
import { CommandContext } from '../../platform/event-store/metadata';
import { BookingCommand } from './booking.decider';
import { BookingEvent, ScheduleEvent } from './bookings.events';
import { ScheduleCommand } from './schedule.decider';

type Input<T extends BookingCommand['type']> = InputOf<BookingCommand, T>;

/** A customer's booking request: the slots are held on the provider's schedule, then the booking opens. */
export class RequestBookingCommand extends Command<CommandResult<BookingEvent> & { bookingId: string }> {
  constructor(
    readonly input: {
      bookingId: string;
      serviceId: string;
      customerId: string;
      customer: { name: string; email: string; phone: string | null };
      location: string;
      city: City | null;
      date: string;
      time: string;
      /** The client's Idempotency-Key, when it sent one: the same key again answers the booking it requested. */
      idempotencyKey?: string;
    },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** Booking commands for the CommandBus; `id` is the booking id. */
export class AcceptBookingCommand extends DeciderCommand<'AcceptBooking', Input<'AcceptBooking'>, BookingEvent> {
  readonly type = 'AcceptBooking';
}
export class DeclineBookingCommand extends DeciderCommand<'DeclineBooking', Input<'DeclineBooking'>, BookingEvent> {
  readonly type = 'DeclineBooking';
}
export class CancelBookingCommand extends DeciderCommand<'CancelBooking', Input<'CancelBooking'>, BookingEvent> {
  readonly type = 'CancelBooking';
}
export class ExpireBookingCommand extends DeciderCommand<'ExpireBooking', Input<'ExpireBooking'>, BookingEvent> {
  readonly type = 'ExpireBooking';
}
export class CompleteBookingCommand extends DeciderCommand<'CompleteBooking', Input<'CompleteBooking'>, BookingEvent> {
  readonly type = 'CompleteBooking';
}
export class PostReviewCommand extends DeciderCommand<'PostReview', Input<'PostReview'>, BookingEvent> {
  readonly type = 'PostReview';
}
export class ReplyToReviewCommand extends DeciderCommand<'ReplyToReview', Input<'ReplyToReview'>, BookingEvent> {
  readonly type = 'ReplyToReview';
}
export class SendBookingMessageCommand extends DeciderCommand<'SendMessage', Input<'SendMessage'>, BookingEvent> {
  readonly type = 'SendMessage';
}

export const BOOKING_COMMANDS = [
  AcceptBookingCommand,
  DeclineBookingCommand,
  CancelBookingCommand,
  ExpireBookingCommand,
  CompleteBookingCommand,
  PostReviewCommand,
  ReplyToReviewCommand,
  SendBookingMessageCommand,
];

/** Frees a booking's slots on its provider's schedule; `id` is the schedule id (scheduleId(providerId, date)). */
export class ReleaseSlotsCommand extends DeciderCommand<'ReleaseSlots', Omit<Extract<ScheduleCommand, { type: 'ReleaseSlots' }>['data'], 'now'>, ScheduleEvent> {
  readonly type = 'ReleaseSlots';
}
