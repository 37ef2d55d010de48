import { formatRupees, hasAtMostDecimals, MAX_RUPEES, paiseToRupees, parseRupees, rupeesToPaise } from './money';

describe('money', () => {
  it('turns rupees into integer paise and back', () => {
    expect(rupeesToPaise(22000.55)).toBe(2200055);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(2200055)).toBe(22000.55);
  });

  it('counts decimals also in exponent notation', () => {
    expect([12, 12.5, 12.34, 1e5].map((v) => hasAtMostDecimals(v))).toEqual([true, true, true, true]);
    expect([1e-7, 0.005, 12.345, Infinity, NaN, 1e306 * 10].map((v) => hasAtMostDecimals(v))).toEqual([false, false, false, false, false, false]);
    expect(hasAtMostDecimals(0.000001, 6)).toBe(true);
    // Tiny amounts are not "nearly 0": they have more decimals than allowed.
    expect([1e-9, 1e-300, 5e-324, -1e-9, 12.000000001].map((v) => hasAtMostDecimals(v))).toEqual([false, false, false, false, false]);
    expect([1e-7, 1e-300, 0.0000001].map((v) => hasAtMostDecimals(v, 6))).toEqual([false, false, false]);
    expect([999_999_999.99, 0.01, 1234.56, 0.1, 0.29].map((v) => hasAtMostDecimals(v))).toEqual([true, true, true, true, true]);
    expect([1000, 999.999999, 0.012345].map((v) => hasAtMostDecimals(v, 6))).toEqual([true, true, true]);
  });

  it('keeps the largest amount a safe integer in paise', () => {
    expect(Number.isSafeInteger(rupeesToPaise(MAX_RUPEES))).toBe(true);
  });

  it('reads typed amounts and formats them the Indian way', () => {
    expect([parseRupees('2500'), parseRupees(' 12.50 '), parseRupees('1e3'), parseRupees('-4'), parseRupees('1.234'), parseRupees('9999999999')]).toEqual([2500, 12.5, null, null, null, null]);
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(null)).toBe('—');
  });
});
