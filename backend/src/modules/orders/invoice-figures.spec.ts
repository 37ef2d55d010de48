import { invoiceFigures, quantityCell, rupeesInWords, wholeInWords } from './invoice-figures';

describe("an invoice row's quantity", () => {
  it('is grouped the Indian way, as its rupees are; the delivery fee is one', () => {
    expect(quantityCell({ productName: 'Clay Diya', quantity: 125000, unit: 'piece' })).toBe('1,25,000 piece');
    expect(quantityCell({ productName: 'Basmati Rice', quantity: 12, unit: 'tonne' })).toBe('12 tonne');
    expect(quantityCell({ productName: null, quantity: 1, unit: 'unit' })).toBe('1');
  });
});

describe("invoiceFigures: one vendor's GST invoice", () => {
  const line = (productName: string, subcategory: string, quantity: number, totalPaise: number) => ({ productName, subcategory, quantity, unit: 'piece', totalPaise });

  it('given lines sold within the seller\'s state, then CGST and SGST are stated apart (the odd paisa to SGST), each row and the totals adding up to what was paid', () => {
    const figures = invoiceFigures([line('Swim Diapers', 'diapers', 5, 1995_00), line('Temple Haram', 'jewellery', 1, 6499_00)], true, 0, 0);
    // ₹1,995 at 12 %: taxable 1,781.25, tax 213.75 = 106.87 + 106.88; ₹6,499 at 3 %: taxable 6,309.71, tax 189.29 = 94.64 + 94.65.
    expect(figures.rows.map((r) => [r.taxablePaise, r.cgstPaise, r.sgstPaise, r.igstPaise])).toEqual([
      [1781_25, 106_87, 106_88, 0],
      [6309_71, 94_64, 94_65, 0],
    ]);
    expect([figures.taxablePaise, figures.cgstPaise, figures.sgstPaise, figures.igstPaise]).toEqual([8090_96, 201_51, 201_53, 0]);
    expect(figures.taxablePaise + figures.cgstPaise + figures.sgstPaise).toBe(figures.totalPaise);
    expect(figures.totalPaise).toBe(8494_00);
  });

  it('given lines sold to another state with the delivery fee and a coupon, then IGST alone, the fee its own 18 % row, and the total is what the customer paid', () => {
    const figures = invoiceFigures([line('Nankhatai', 'bakery', 1, 320_00)], false, 49_00, 32_00);
    expect(figures.rows[1]).toEqual({ productName: null, hsnCode: null, quantity: 1, unit: '', gstPercent: 18, taxablePaise: 41_53, cgstPaise: 0, sgstPaise: 0, igstPaise: 7_47, amountPaise: 49_00 });
    expect([figures.cgstPaise, figures.sgstPaise, figures.igstPaise]).toEqual([0, 0, 15_24 + 7_47]);
    expect(figures.totalPaise).toBe(337_00);
    expect(figures.totalInWords).toBe('Rupees Three Hundred Thirty-Seven Only');
  });

  it("given lines with and without a frozen HSN code, then each row names the line's own code, else its subcategory's", () => {
    const figures = invoiceFigures([{ ...line('Nankhatai', 'bakery', 1, 320_00), hsnCode: '19053100' }, line('Temple Haram', 'jewellery', 1, 6499_00), line('Paneer', 'dairy', 1, 90_00)], true, 0, 0);
    expect(figures.rows.map((r) => r.hsnCode)).toEqual(['19053100', '7113', null]);
  });
});

describe('rupeesInWords: the amount in words, Indian numbering', () => {
  it.each([
    [398_50, 'Rupees Three Hundred Ninety-Eight and Fifty Paise Only'],
    [34490_00, 'Rupees Thirty-Four Thousand Four Hundred Ninety Only'],
    [29_40_000_00, 'Rupees Twenty-Nine Lakh Forty Thousand Only'],
    [1_00_00_00_049_00, 'Rupees One Hundred Crore Forty-Nine Only'],
    [12_34_56_789_01, 'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and One Paise Only'],
    [5, 'Rupees Zero and Five Paise Only'],
  ])('%i paise: %s', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it('writes 1,00,000 as One Lakh and 10,00,00,000 as Ten Crore, not a hundred thousand or a hundred million', () => {
    expect(wholeInWords(1_00_000)).toBe('One Lakh');
    expect(wholeInWords(10_00_00_000)).toBe('Ten Crore');
    expect(wholeInWords(1_00_100)).toBe('One Lakh One Hundred');
  });
});
