/**
 * CSV (RFC 4180) for exports opened in spreadsheets: every cell quoted when it needs to be,
 * and a cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) prefixed
 * with an apostrophe, so data typed by users cannot become a formula on an analyst's desk.
 */
const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row, CRLF-separated as the RFC says. */
export function toCsv(columns: readonly string[], rows: Iterable<Record<string, unknown>>): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
