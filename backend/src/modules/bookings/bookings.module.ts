import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../platform/config/app-config';
import { DomainError } from '../../platform/domain/domain-error';
import { EventCatalog } from '../../platform/event-store/event-catalog';
import { CommandContext } from '../../platform/event-store/metadata';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { BookingsAdminController } from './bookings.admin.controller';
import { BookingSlotsCommand, bookingSlotsProcess } from './booking-slots.process';
import { BookingsController } from './bookings.controller';
import { ExpireBookingCommand, ReleaseSlotsCommand } from './bookings.commands';
import { BOOKING_EVENT_TYPES, scheduleId } from './bookings.events';
import { BOOKING_HANDLERS, SCHEDULE_OPTIONS } from './bookings.handlers';
import { ServiceSnapshots } from './service-snapshot';
import { bookingsProjection, scheduleProjection } from './bookings.projection';
import { bookingMessagesProjection } from './messages.projection';
import { reviewsProjection } from './reviews.projection';

@Module({
  controllers: [BookingsController, BookingsAdminController],
  providers: [ServiceSnapshots, ...BOOKING_HANDLERS],
})
export class BookingsModule implements OnModuleInit {
  constructor(
    catalog: EventCatalog,
    private readonly projections: ProjectionRegistry,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    catalog.register(...BOOKING_EVENT_TYPES);
    projections.addInline(bookingsProjection, scheduleProjection, reviewsProjection, bookingMessagesProjection);
  }

  onModuleInit(): void {
    this.projections.addProcessManager(bookingSlotsProcess(this.config.bookingResponseMinutes), (command, ctx) => this.send(command, ctx));
  }

  /** Idempotent: an answered booking does not expire, a second release frees nothing. */
  private async send(command: BookingSlotsCommand, ctx: CommandContext): Promise<void> {
    const release = () =>
      this.commands.execute(new ReleaseSlotsCommand(scheduleId(command.providerId, command.date), { providerId: command.providerId, date: command.date, bookingId: command.bookingId }, ctx, SCHEDULE_OPTIONS));
    if (command.type === 'ReleaseSlots') {
      await release();
      return;
    }
    try {
      await this.commands.execute(new ExpireBookingCommand(command.bookingId, {}, ctx));
    } catch (error) {
      // A hold whose booking never opened (the request died between its two appends): free it.
      if (!(error instanceof DomainError && error.kind === 'not_found')) throw error;
      await release();
    }
  }
}
