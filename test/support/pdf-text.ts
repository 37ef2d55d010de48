import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdfkit shows in its built-in fonts (the invoices), one string per
 * text object (`BT ... ET`, a cell or a line), in the order written. Reads each content stream
 * (inflated when compressed) and the strings of its `Tj`/`TJ` operators: hex strings in the
 * fonts' WinAnsi codes, as pdfkit writes them. Text in an embedded font (Devanagari) comes out
 * as glyph ids, not letters.
 */
export function pdfText(pdf: Buffer): string[] {
  const texts: string[] = [];
  const source = pdf.toString('latin1');
  let from = 0;
  for (;;) {
    const keyword = source.indexOf('stream', from);
    if (keyword < 0) break;
    // 'stream' followed by its end of line starts one; the 'stream' inside 'endstream' (or a name) does not.
    const eol = /^stream\r?\n/.exec(source.slice(keyword, keyword + 8));
    if (!eol || source.slice(keyword - 3, keyword) === 'end') {
      from = keyword + 'stream'.length;
      continue;
    }
    const end = source.indexOf('endstream', keyword);
    if (end < 0) break;
    from = end + 'endstream'.length;
    const raw = pdf.subarray(keyword + eol[0].length, end);
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const block of content.match(/\bBT\b[\s\S]*?\bET\b/g) ?? []) {
      const strings = [...block.matchAll(/<([0-9a-fA-F]*)>|\((?:\\.|[^\\)])*\)/g)].map((m) => (m[1] !== undefined ? Buffer.from(m[1], 'hex').toString('latin1') : m[0].slice(1, -1)));
      if (strings.length) texts.push(strings.join(''));
    }
  }
  return texts;
}
