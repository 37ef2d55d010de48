import { waitInWords } from './rate-limit';

describe('waitInWords', () => {
  it('says one second, seconds below two minutes, and whole minutes from there', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(45)).toBe('45 seconds');
    expect(waitInWords(119)).toBe('119 seconds');
    expect(waitInWords(120)).toBe('2 minutes');
    expect(waitInWords(121)).toBe('3 minutes');
  });
});
