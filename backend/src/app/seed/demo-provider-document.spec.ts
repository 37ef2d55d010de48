import { issuedLine } from './demo-provider-document';

describe("a demo provider's document", () => {
  it("is dated India's day it was issued", () => {
    // 19:00 UTC on 28 November is 00:30 IST on the 29th.
    expect(issuedLine(new Date('2026-11-28T19:00:00.000Z'))).toBe('Issued 2026-11-29');
    // 18:29 UTC is still 23:59 IST on the same day.
    expect(issuedLine(new Date('2026-11-28T18:29:00.000Z'))).toBe('Issued 2026-11-28');
  });
});
