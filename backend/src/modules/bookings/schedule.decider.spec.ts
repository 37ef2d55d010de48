import { SLOT_TAKEN } from '@bazaar/common';
import { deciderSpec } from '../../platform/domain/decider.testing';
import { ScheduleEvent } from './bookings.events';
import { scheduleDecider } from './schedule.decider';

const spec = deciderSpec(scheduleDecider);
const now = new Date('2026-11-23T04:00:00.000Z');
const at = now.toISOString();
const day = { providerId: 'p1', date: '2026-11-24' };
const heldByA: ScheduleEvent = { type: 'SlotsHeld', data: { ...day, times: ['10:00', '11:00'], bookingId: 'a', heldAt: at } };

describe("a provider's schedule for a day", () => {
  it('holds free slots for a booking', () => {
    spec.given([]).when({ type: 'HoldSlots', data: { ...day, times: ['10:00', '11:00'], bookingId: 'a', now } }).then([heldByA]);
  });

  it('refuses a hold that overlaps another booking, with the spec message', () => {
    spec.given([heldByA]).when({ type: 'HoldSlots', data: { ...day, times: ['11:00', '12:00'], bookingId: 'b', now } }).thenThrows('conflict', { time: SLOT_TAKEN });
    spec.given([heldByA]).when({ type: 'HoldSlots', data: { ...day, times: ['12:00'], bookingId: 'b', now } }).then([{ type: 'SlotsHeld', data: { ...day, times: ['12:00'], bookingId: 'b', heldAt: at } }]);
  });

  it('holds the same booking once', () => {
    spec.given([heldByA]).when({ type: 'HoldSlots', data: { ...day, times: ['10:00', '11:00'], bookingId: 'a', now } }).then([]);
  });

  it('releases a booking once; the slots can then be held again', () => {
    const released: ScheduleEvent = { type: 'SlotsReleased', data: { ...day, times: ['10:00', '11:00'], bookingId: 'a', releasedAt: at } };
    spec.given([heldByA]).when({ type: 'ReleaseSlots', data: { ...day, bookingId: 'a', now } }).then([released]);
    spec.given([heldByA, released]).when({ type: 'ReleaseSlots', data: { ...day, bookingId: 'a', now } }).then([]);
    spec.given([heldByA, released]).when({ type: 'HoldSlots', data: { ...day, times: ['11:00'], bookingId: 'b', now } }).then([{ type: 'SlotsHeld', data: { ...day, times: ['11:00'], bookingId: 'b', heldAt: at } }]);
  });
});
