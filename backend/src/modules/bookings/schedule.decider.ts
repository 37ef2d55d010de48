import { SLOT_TAKEN } from '@bazaar/common';
import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { ScheduleEvent } from './bookings.events';

/** Which booking holds each slot of the provider's day. */
export type ScheduleState = { held: Record<string, string> };

export type ScheduleCommand =
  | { type: 'HoldSlots'; data: { providerId: string; date: string; times: string[]; bookingId: string; now: Date } }
  | { type: 'ReleaseSlots'; data: { providerId: string; date: string; bookingId: string; now: Date } };

export const slotTaken = () => new DomainError('conflict', SLOT_TAKEN, { time: SLOT_TAKEN });

export const scheduleDecider: Decider<ScheduleState, ScheduleCommand, ScheduleEvent> = {
  initialState: () => ({ held: {} }),

  evolve(state, event) {
    const held = { ...state.held };
    if (event.type === 'SlotsHeld') for (const time of event.data.times) held[time] = event.data.bookingId;
    else for (const time of event.data.times) if (held[time] === event.data.bookingId) delete held[time];
    return { held };
  },

  decide(command, state) {
    const { providerId, date, bookingId, now } = command.data;
    switch (command.type) {
      case 'HoldSlots': {
        const { times } = command.data;
        if (times.every((t) => state.held[t] === bookingId)) return [];
        // Decided again on fresh state after a concurrent append: whoever held first keeps it.
        if (times.some((t) => state.held[t] !== undefined)) throw slotTaken();
        return [{ type: 'SlotsHeld', data: { providerId, date, times, bookingId, heldAt: now.toISOString() } }];
      }
      case 'ReleaseSlots': {
        const times = Object.keys(state.held).filter((t) => state.held[t] === bookingId).sort();
        // Released once: a second release (a redelivery, a late timeout) finds nothing to free.
        return times.length ? [{ type: 'SlotsReleased', data: { providerId, date, times, bookingId, releasedAt: now.toISOString() } }] : [];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
