/**
 * CSV (RFC 4180) for exports opened in spreadsheets, shared by the server's downloads and
 * the back office's Export: every cell quoted when it needs to be, and a cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR) prefixed with an apostrophe,
 * so data typed by users cannot become a formula on an analyst's desk.
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

type Cell = string | number | boolean | null;
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields that name an element of a list, in the order they are tried. */
const LABELS = ['productName', 'name', 'serviceName', 'title', 'subject', 'label', 'code'] as const;

/** One element of a nested list as a person reads it: '2 x Ragi Millet Cookies', 'Pune (shipped)', or its fields. */
function describe(element: unknown): string {
  if (!isPlainObject(element)) return element === null || element === undefined ? '' : typeof element === 'object' ? JSON.stringify(element) : String(element);
  const label = LABELS.map((field) => element[field]).find((value) => typeof value === 'string' && value !== '');
  if (label !== undefined && typeof element.quantity === 'number') return `${element.quantity} x ${label}`;
  if (label !== undefined) return typeof element.status === 'string' ? `${label} (${element.status})` : String(label);
  return Object.entries(element)
    .filter(([key, value]) => !key.startsWith('_') && value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');
}

/**
 * A record as one row of cells: nested objects flattened into 'parent.child' columns, a list
 * into one cell of its elements joined by '; ' (an order's items '2 x Ragi Millet Cookies; 1 x
 * Leather Wallet'), never spilling over several rows. Fields starting with '_' are internal.
 */
export function flattenRecord(record: Record<string, unknown>, prefix = '', into: Record<string, Cell> = {}): Record<string, Cell> {
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith('_')) continue;
    const column = `${prefix}${key}`;
    if (Array.isArray(value)) into[column] = value.map(describe).filter((text) => text !== '').join('; ');
    else if (isPlainObject(value)) flattenRecord(value, `${column}.`, into);
    else if (value === undefined) into[column] = null;
    else into[column] = value as Cell;
  }
  return into;
}

/** Records as CSV, one row per record, the columns every field any record has, in the order first met. */
export function recordsToCsv(records: readonly Record<string, unknown>[]): string {
  const rows = records.map((record) => flattenRecord(record));
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return toCsv(columns, rows);
}
