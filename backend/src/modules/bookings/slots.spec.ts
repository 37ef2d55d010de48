import { DEFAULT_WORKING_HOURS, WorkingHours } from '@bazaar/common';
import { firstFreeDay, freeSlots, slotStart, slotsTaken, slotTimesOf, weekdayOf, whenError } from './slots';

const hours: WorkingHours = DEFAULT_WORKING_HOURS; // every day, 08:00 to 17:00
const weekdays: WorkingHours = { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '09:00', to: '17:00' };
// 2026-11-23 is a Monday; 06:00 UTC is 11:30 in Asia/Kolkata.
const monday = '2026-11-23';
const at = (iso: string) => new Date(iso);

describe('slot arithmetic (Asia/Kolkata)', () => {
  it('knows the India weekday and the instant a slot starts', () => {
    expect(weekdayOf(monday)).toBe('mon');
    expect(weekdayOf('2026-11-29')).toBe('sun');
    expect(slotStart(monday, '10:00').toISOString()).toBe('2026-11-23T04:30:00.000Z');
  });

  it('offers hourly slot starts from the first to the last working hour, none on a day off', () => {
    expect(slotTimesOf(hours, monday)).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(slotTimesOf(weekdays, '2026-11-28')).toEqual([]); // Saturday
  });

  it('takes consecutive slots for longer durations, and refuses what runs past the day', () => {
    expect(slotsTaken('30 mins', hours, monday, '17:00')).toEqual(['17:00']);
    expect(slotsTaken('1 hour', hours, monday, '10:00')).toEqual(['10:00']);
    expect(slotsTaken('3 hours', hours, monday, '10:00')).toEqual(['10:00', '11:00', '12:00']);
    expect(slotsTaken('3 hours', hours, monday, '16:00')).toBeNull();
    expect(slotsTaken('4 hours', hours, monday, '14:00')).toEqual(['14:00', '15:00', '16:00', '17:00']);
    expect(slotsTaken('2 hours', hours, monday, '07:00')).toBeNull();
    expect(slotsTaken('1 hour', hours, monday, '10:30')).toBeNull();
  });

  it('takes the whole working day for Full day, which starts only at the first slot', () => {
    expect(slotsTaken('Full day', weekdays, monday, '09:00')).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(slotsTaken('Full day', weekdays, monday, '10:00')).toBeNull();
  });

  it('refuses the past by the India clock: 23:30 UTC is already the next day there', () => {
    const lateSundayUtc = at('2026-11-22T23:30:00Z'); // 05:00 on Monday in India
    expect(whenError('2026-11-22', '10:00', lateSundayUtc)).toMatchObject({ field: 'date' });
    expect(whenError(monday, '08:00', lateSundayUtc)).toBeNull();
    expect(whenError(monday, '10:00', at('2026-11-23T04:30:00Z'))).toMatchObject({ field: 'time' }); // exactly its start
    expect(whenError('2026-02-30', '10:00', lateSundayUtc)).toMatchObject({ field: 'date' });
    expect(whenError('2027-06-01', '10:00', lateSundayUtc)).toMatchObject({ field: 'date' }); // beyond 90 days
  });

  it('frees a start only when every slot it takes is unheld and still ahead', () => {
    const now = at('2026-11-23T04:00:00Z'); // 09:30 in India
    const free = freeSlots({ duration: '2 hours', hours, date: monday, held: new Set(['13:00']), now });
    expect(free.filter((s) => s.free).map((s) => s.time)).toEqual(['10:00', '11:00', '14:00', '15:00', '16:00']);
  });

  it('offers a Full day only from the first slot and only when the whole day is free; nothing on a past day', () => {
    const now = at('2026-11-22T04:00:00Z');
    expect(freeSlots({ duration: 'Full day', hours: weekdays, date: monday, held: new Set(), now }).filter((s) => s.free).map((s) => s.time)).toEqual(['09:00']);
    expect(freeSlots({ duration: 'Full day', hours: weekdays, date: monday, held: new Set(['16:00']), now }).some((s) => s.free)).toBe(false);
    expect(freeSlots({ duration: '1 hour', hours, date: '2026-11-21', held: new Set(), now }).some((s) => s.free)).toBe(false);
  });

  describe('the first day with a free slot (the booking form opens there)', () => {
    const none = () => new Set<string>();

    it('is today while a slot is still ahead today, tomorrow once the last one has started', () => {
      expect(firstFreeDay({ duration: '1 hour', hours, heldOn: none, now: at('2026-11-23T04:00:00Z') })?.date).toBe(monday); // 09:30 in India
      expect(firstFreeDay({ duration: '1 hour', hours, heldOn: none, now: at('2026-11-23T11:45:00Z') })?.date).toBe('2026-11-24'); // 17:15 in India
    });

    it('skips the days off and the days whose slots are all held, and answers with that day\'s slots', () => {
      const friday = at('2026-11-27T12:00:00Z'); // 17:30 on Friday in India: nothing left today, the weekend is off
      const heldMonday = (date: string) => new Set(date === '2026-11-30' ? slotTimesOf(weekdays, date) : []);
      const first = firstFreeDay({ duration: '1 hour', hours: weekdays, heldOn: heldMonday, now: friday });
      expect(first?.date).toBe('2026-12-01'); // Monday 30 Nov is fully held
      expect(first?.slots.filter((s) => s.free).map((s) => s.time)).toEqual(slotTimesOf(weekdays, '2026-12-01'));
    });

    it('is null when the whole booking window is closed', () => {
      expect(firstFreeDay({ duration: '1 hour', hours: { ...weekdays, days: [] }, heldOn: none, now: at('2026-11-23T04:00:00Z') })).toBeNull();
    });
  });
});
