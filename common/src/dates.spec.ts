import { formatIndianDay, formatSlot } from './dates';

describe('Indian dates for server-made text', () => {
  it("writes a calendar day as the back office shows it, whatever the machine's zone", () => {
    expect(formatIndianDay('2026-12-01')).toBe('1 Dec 2026');
    expect(formatIndianDay('2026-11-30')).toBe('30 Nov 2026');
    // A slot's time names India's zone, as every time on screen does.
    expect(formatSlot('2026-12-01', '10:00')).toBe('1 Dec 2026 at 10:00 IST');
  });

  it('leaves what is not a calendar day as it came', () => {
    expect(formatIndianDay('soon')).toBe('soon');
  });
});
