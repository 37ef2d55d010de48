import { DATE_PATTERN, DURATION_SLOTS, ServiceDuration, WEEKDAYS, Weekday, WorkingHours } from '@bazaar/common';
import { businessDay } from '../../platform/domain/business-day';

/**
 * Slot arithmetic (spec 9: hourly slots): pure, in Asia/Kolkata (UTC+05:30 all year).
 * A booking takes consecutive hourly slots from its start; 'Full day' takes every slot of
 * the day, so it can only start at the first.
 */

/** How far ahead a booking may be made. */
export const BOOKING_HORIZON_DAYS = 90;

const hourOf = (time: string) => Number(time.slice(0, 2));
const timeOf = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export const isCalendarDate = (date: string) => DATE_PATTERN.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;

/** The weekday of an India calendar date. */
export const weekdayOf = (date: string): Weekday => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];

/** When a slot starts, as an instant (the India wall-clock time on that date). */
export const slotStart = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
/** When a booking of these hourly slots ends: an hour after its last one starts. */
export const slotsEnd = (date: string, times: readonly string[]) => new Date(slotStart(date, times[times.length - 1]).getTime() + 3_600_000);

/** The slot starts of a working day, or none when the service does not work that weekday. */
export function slotTimesOf(hours: WorkingHours, date: string): string[] {
  if (!hours.days.includes(weekdayOf(date))) return [];
  const times: string[] = [];
  for (let hour = hourOf(hours.from); hour <= hourOf(hours.to); hour++) times.push(timeOf(hour));
  return times;
}

/** The consecutive slots a booking starting at `time` takes, or null when they do not fit the working day. */
export function slotsTaken(duration: ServiceDuration, hours: WorkingHours, date: string, time: string): string[] | null {
  const day = slotTimesOf(hours, date);
  const start = day.indexOf(time);
  if (start < 0) return null;
  const count = DURATION_SLOTS[duration] ?? day.length;
  if (DURATION_SLOTS[duration] === null && start !== 0) return null;
  const taken = day.slice(start, start + count);
  return taken.length === count ? taken : null;
}

/** The days from `from` (YYYY-MM-DD) on, `count` of them. */
export function daysFrom(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

/** The last day a booking may be made for, BOOKING_HORIZON_DAYS after today (India). */
export const horizonOf = (today: string) => new Date(Date.parse(`${today}T00:00:00Z`) + BOOKING_HORIZON_DAYS * 86_400_000).toISOString().slice(0, 10);

export const DATE_NOT_CALENDAR = 'Date must be a calendar date, YYYY-MM-DD';
export const DATE_PAST = 'Please pick today or a later date';
export const bookingsAheadMessage = (days: number) => `Bookings open at most ${days} days ahead`;
export const TIME_PASSED = 'This time has already passed. Please pick a later one.';

/** Why no booking can be made on that day (not a date, past, too far ahead), or null. */
function dayError(date: string, now: Date): string | null {
  if (!isCalendarDate(date)) return DATE_NOT_CALENDAR;
  const today = businessDay(now);
  if (date < today) return DATE_PAST;
  if (date > horizonOf(today)) return bookingsAheadMessage(BOOKING_HORIZON_DAYS);
  return null;
}

/** Why a booking cannot start then (past, too far ahead), or null. Not about whether the slot is free. */
export function whenError(date: string, time: string, now: Date): { field: 'date' | 'time'; message: string } | null {
  const day = dayError(date, now);
  if (day) return { field: 'date', message: day };
  if (slotStart(date, time).getTime() <= now.getTime()) return { field: 'time', message: TIME_PASSED };
  return null;
}

/**
 * The day's slot starts, each free when a booking of this duration could start there now:
 * inside the working hours, not in the past, and every slot it takes unheld. The day is
 * checked once and the run of free slots counted backwards, so a lookup of many days stays cheap.
 */
export function freeSlots(input: { duration: ServiceDuration; hours: WorkingHours; date: string; held: ReadonlySet<string>; now: Date }): { time: string; free: boolean }[] {
  const { duration, hours, date, held, now } = input;
  const day = slotTimesOf(hours, date);
  if (dayError(date, now)) return day.map((time) => ({ time, free: false }));
  const needed = DURATION_SLOTS[duration] ?? day.length;
  const fullDay = DURATION_SLOTS[duration] === null;
  // unheldRun[i]: how many consecutive unheld slots start at slot i.
  const unheldRun = new Array<number>(day.length + 1).fill(0);
  for (let i = day.length - 1; i >= 0; i--) unheldRun[i] = held.has(day[i]) ? 0 : unheldRun[i + 1] + 1;
  const nowMs = now.getTime();
  return day.map((time, i) => ({ time, free: (!fullDay || i === 0) && unheldRun[i] >= needed && slotStart(date, time).getTime() > nowMs }));
}

/**
 * The first day from today (India) to the booking horizon on which a booking of this duration
 * could start now, with its slots; null when every day of the window is off or fully held.
 * `heldOn(date)` gives the times held that day.
 */
export function firstFreeDay(input: { duration: ServiceDuration; hours: WorkingHours; heldOn: (date: string) => ReadonlySet<string>; now: Date }): { date: string; slots: { time: string; free: boolean }[] } | null {
  const today = businessDay(input.now);
  for (const date of daysFrom(today, BOOKING_HORIZON_DAYS + 1)) {
    if (!slotTimesOf(input.hours, date).length) continue;
    const slots = freeSlots({ duration: input.duration, hours: input.hours, date, held: input.heldOn(date), now: input.now });
    if (slots.some((slot) => slot.free)) return { date, slots };
  }
  return null;
}
