import { ProcessManager } from '../../platform/domain/process-manager';
import { BookingEvent, SlotsHeld } from './bookings.events';
import { slotStart } from './slots';

export const BOOKING_SLOTS = 'booking-slots';
export const RESPONSE_WINDOW = 'ResponseWindow';

/** What the process manager asks for: expire an unanswered request, or free a closed booking's slots. */
export type BookingSlotsCommand =
  | { type: 'ExpireBooking'; bookingId: string; providerId: string; date: string }
  | { type: 'ReleaseSlots'; bookingId: string; providerId: string; date: string };

type Where = { bookingId: string; providerId: string; date: string };

/**
 * Keeps a booking's slots in step with its life, per booking:
 * - slots held: the provider has `responseMinutes` to answer (never past the start); the
 *   timeout (durable, fired once, also after a restart) expires the request. It follows from
 *   the SlotsHeld alone, so the scheduler takes it from that event (`timeoutsOf`): a booking
 *   request leaves no ProcessInputHandled record (ADR 0029);
 * - declined, cancelled or expired: the slots are released on the provider's schedule.
 * A hold whose booking never opened (a crash between the two appends) expires the same way.
 * Pure; the sender runs the commands, which are idempotent (a second release frees nothing).
 */
export function bookingSlotsProcess(responseMinutes: number): ProcessManager<null, BookingSlotsCommand> {
  return {
    name: BOOKING_SLOTS,
    reactsTo: ['BookingDeclined', 'BookingCancelled', 'BookingExpired'],
    instanceOf: (event) => (event.data as { bookingId?: string }).bookingId ?? null,
    initialState: () => null,
    evolve: (state) => state,
    timeoutsOf: {
      types: ['SlotsHeld'],
      of(recorded) {
        const { bookingId, providerId, date, times, heldAt } = (recorded as unknown as SlotsHeld).data;
        const startsAt = slotStart(date, times[0]).getTime();
        const dueAt = new Date(Math.min(Date.parse(heldAt) + responseMinutes * 60_000, startsAt));
        return [{ name: RESPONSE_WINDOW, dueAt, data: { bookingId, providerId, date } }];
      },
    },
    decide(input) {
      if (input.kind === 'timeout') return input.name === RESPONSE_WINDOW ? { commands: [{ type: 'ExpireBooking', ...(input.data as Where) }] } : {};
      const event = input.event as unknown as BookingEvent;
      if (event.type === 'BookingDeclined' || event.type === 'BookingCancelled' || event.type === 'BookingExpired') {
        const { bookingId, providerId, date } = event.data;
        return { commands: [{ type: 'ReleaseSlots', bookingId, providerId, date }] };
      }
      return {};
    },
  };
}
